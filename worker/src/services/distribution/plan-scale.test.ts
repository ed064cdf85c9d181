import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { BatchList, DistributionPlanAnswer } from '@core/api/distribution';
import { API, adminApi, closedSale, newWallet } from '../../../test/distribution-fixtures';

const BUYERS = 2_000;

/** `count` credited ICO contributions from distinct key-pair wallets, written in two statements. */
async function seedBuyers(count: number) {
  const wallets = await Promise.all(Array.from({ length: count }, () => newWallet()));
  const rows = JSON.stringify(wallets.map((wallet, i) => [wallet, `scale${i}@example.com`, String(1_000_000_000_000n + BigInt(i))]));
  const select = `SELECT json_extract(value, '$[0]') AS wallet, json_extract(value, '$[1]') AS email, json_extract(value, '$[2]') AS tokens, key AS i FROM json_each(?1)`;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO contribution_intents (id, reference, wallet_address, email, phase, lamports, sol_price_micro_usd, usd_cents, token_base_units, newsletter_subscribed, status, created_at, expires_at)
       SELECT 'scale-i' || i, 'scale-ref' || i, wallet, email, 'ICO', 1000000000, 180000000, 18000, tokens, 0, 'credited', 1, 2 FROM (${select})`,
    ).bind(rows),
    env.DB.prepare(
      `INSERT INTO contributions (id, intent_id, signature, wallet_address, email, phase, lamports, usd_cents, token_base_units, slot, block_time, credited_at)
       SELECT 'scale-c' || i, 'scale-i' || i, 'scale-sig' || i, wallet, email, 'ICO', 1000000000, 18000, tokens, i, 1, 1 FROM (${select})`,
    ).bind(rows),
    env.DB.prepare('UPDATE sale_totals SET raised_cents = 100000000 WHERE id = 1'),
    env.DB.prepare("INSERT OR IGNORE INTO sale_totals (id, raised_cents) VALUES (1, 100000000)"),
  ]);
}

describe('a plan of thousands of investors', () => {
  it(`builds, approves and opens ${BUYERS.toLocaleString('en-US')} recipients × 7 unlocks within one request each`, async () => {
    await seedBuyers(BUYERS);
    await closedSale();
    const api = await adminApi();
    let started = Date.now();
    const { plan } = await api.post<DistributionPlanAnswer>(`${API}/plan/build`, { confirm: true });
    const buildMs = Date.now() - started;
    expect(plan).toMatchObject({ recipients: BUYERS, rows: BUYERS * 7 });
    expect(plan!.unlocks[0]!.costs).toMatchObject({ accountsToCreate: BUYERS, transactions: Math.ceil(BUYERS / 9) });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM distribution_rows').first('n')).toBe(BUYERS * 7);

    started = Date.now();
    const approved = await api.post<DistributionPlanAnswer>(`${API}/plan/approve`, { planHash: plan!.planHash });
    const approveMs = Date.now() - started;
    expect(approved.plan!.status).toBe('approved');

    started = Date.now();
    await api.post(`${API}/unlocks/open`, { unlockAt: plan!.unlocks[0]!.unlockAt });
    const openMs = Date.now() - started;
    const batches = await api.get<BatchList>(`${API}/batches?pageSize=100`);
    expect(batches.total).toBe(Math.ceil(BUYERS / 9));
    expect(batches.items.every((batch) => batch.transfers === 9 || batch.sequence === batches.total)).toBe(true);
    const { n, sum } = (await env.DB.prepare("SELECT COUNT(*) AS n, SUM(transfers) AS sum FROM distribution_batches").first<{ n: number; sum: number }>())!;
    expect([n, sum]).toEqual([Math.ceil(BUYERS / 9), BUYERS]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM distribution_rows WHERE status = 'batched' AND create_account = 1").first('n')).toBe(BUYERS);
    // Linear in the recipients: well inside a request's limits at 10,000 (here ~1.5 s, 0.2 s and 0.8 s at 2,000).
    expect(buildMs + approveMs + openMs).toBeLessThan(60_000);
  }, 120_000);
});
