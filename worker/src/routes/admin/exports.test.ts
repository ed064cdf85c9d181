import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { parse } from 'csv-parse/sync';
import { formatLamportsAsSol } from '@core/lamports';
import { formatTokenAmount, parseTokenAmount, vestingAmounts, vestingSchedule } from '@core/sale-rules';
import type { AdminOverview } from '@core/api/admin';
import { getWithCookie } from '../../../test/auth-fixtures';
import { seedContributions, signedInAdmin } from '../../../test/admin-fixtures';
import { getJson } from '../../../test/requests';
import { openSale } from '../../../test/sale-fixtures';
import { insertContribution, USDC_150 } from '../../../test/sale-rows';
import { CONTRIBUTIONS_CSV_HEADER, EXPORT_PAGE_SIZE } from '../../services/admin/exports';
import { TERMS_VERSION } from '@core/generated/terms-version';

let cookie: string;

beforeEach(async () => {
  cookie = await signedInAdmin();
});

async function download(path: string) {
  const response = await getWithCookie(path, cookie);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toContain('text/csv');
  expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="mrdx-[a-z]+-\d{4}-\d{2}-\d{2}\.csv"$/);
  const text = await response.text();
  expect(text.endsWith('\r\n')).toBe(true);
  return parse(text, { relax_column_count: true }) as string[][];
}

/** More than one page of contributions, over 9 wallets and both phases, one email written as a formula. */
async function seed() {
  const count = EXPORT_PAGE_SIZE * 2 + 7;
  await seedContributions(count, { wallets: 9, emails: 11, formulaAt: 3 });
  return count;
}

describe('GET /api/admin/exports/contributions.csv', () => {
  it('streams every credited contribution; parsed back it equals D1, formula cells neutralised', async () => {
    await openSale('WHITELIST');
    const count = await seed();
    const [header, ...rows] = await download('/api/admin/exports/contributions.csv');
    expect(header).toEqual([...CONTRIBUTIONS_CSV_HEADER]);
    const { results } = await env.DB.prepare('SELECT * FROM contributions ORDER BY credited_at, id').all<Record<string, string | number>>();
    expect(rows).toHaveLength(count);
    expect(rows).toEqual(
      results.map((row) => [
        new Date(row.credited_at as number).toISOString(),
        String(row.email).startsWith('=') ? `'${row.email}` : row.email,
        row.wallet_address, row.phase, 'SOL', formatLamportsAsSol(BigInt(row.lamports!)), formatLamportsAsSol(BigInt(row.lamports!)), String(row.lamports),
        (Number(row.usd_cents) / 100).toFixed(2), formatTokenAmount(BigInt(row.token_base_units!)), row.token_base_units,
        formatTokenAmount(BigInt(row.bonus_token_base_units!)), row.bonus_token_base_units,
        row.signature, row.intent_id, String(row.slot), new Date(row.block_time as number).toISOString(),
        // Seeded as older intents: no terms were recorded, so the cells are empty.
        '', '',
      ]),
    );
    expect(rows.some((row) => row[1]!.startsWith("'=HYPERLINK"))).toBe(true);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'export.contributions'").first('n')).toBe(1);
  }, 60_000);

  it('gives a stablecoin contribution in its asset, with no SOL, beside a SOL one as before', async () => {
    await insertContribution({ walletAddress: 'WalletUsdc', email: 'usdc@example.com', ...USDC_150, creditedAt: new Date(Date.now() - 1000) });
    await insertContribution({ walletAddress: 'WalletSol', email: 'sol@example.com', usdCents: 27_000, lamports: 1_500_000_000 });
    const [header, ...rows] = await download('/api/admin/exports/contributions.csv');
    const column = (name: string) => header!.indexOf(name);
    expect(rows.map((row) => [row[column('Wallet Address')], row[column('Asset')], row[column('Amount')], row[column('SOL')], row[column('Lamports')], row[column('USD')]])).toEqual([
      ['WalletUsdc', 'USDC', '150', '0', '0', '150.00'],
      ['WalletSol', 'SOL', '1.5', '1.5', '1500000000', '270.00'],
    ]);
  });

  it('carries the terms version its buyer accepted and when, empty for an intent older than the record', async () => {
    const acceptedAt = new Date('2027-01-05T12:04:00.000Z');
    await insertContribution({ walletAddress: 'WalletOld', usdCents: 18_000, creditedAt: new Date(Date.now() - 1000) });
    await insertContribution({ walletAddress: 'WalletNew', usdCents: 18_000, terms: { version: TERMS_VERSION, acceptedAt } });
    const [header, ...rows] = await download('/api/admin/exports/contributions.csv');
    expect(header!.slice(-2)).toEqual(['Terms Version', 'Terms Accepted At']);
    const column = (name: string) => header!.indexOf(name);
    expect(rows.map((row) => [row[column('Wallet Address')], row[column('Terms Version')], row[column('Terms Accepted At')]])).toEqual([
      ['WalletOld', '', ''],
      ['WalletNew', TERMS_VERSION, '2027-01-05T12:04:00.000Z'],
    ]);
  });

  it('is a header alone with no contributions', async () => {
    expect(await download('/api/admin/exports/contributions.csv')).toEqual([[...CONTRIBUTIONS_CSV_HEADER]]);
  });
});

describe('GET /api/admin/exports/distribution.csv', () => {
  it('owes each wallet its tokens per phase and unlock, with totals equal to D1 and to the Overview', async () => {
    await openSale('WHITELIST');
    await seed();
    const [header, ...rows] = await download('/api/admin/exports/distribution.csv');
    const total = rows.at(-1)!;
    const wallets = rows.slice(0, -1);
    expect(total[0]).toBe('TOTAL');
    expect(wallets.map((row) => row[0])).toEqual(Array.from({ length: 9 }, (_, i) => `Wallet${i}`));

    const icoEndsAt = new Date((await env.DB.prepare('SELECT ico_ends_at FROM sale_settings').first<number>('ico_ends_at'))!);
    const whitelistSchedule = vestingSchedule('WHITELIST', icoEndsAt);
    const icoSchedule = vestingSchedule('ICO', icoEndsAt);
    expect(header).toHaveLength(9 + whitelistSchedule.length + icoSchedule.length + 2);
    expect(header?.slice(-2)).toEqual(['Referral Rewards MRDX', 'Referral Rewards MRDX Base Units']);
    expect(header?.[9]).toBe(`Whitelist Unlock 1 ${icoEndsAt.toISOString().slice(0, 10)} (25%) MRDX`);

    const { results } = await env.DB.prepare('SELECT wallet_address, phase, token_base_units, bonus_token_base_units, usd_cents FROM contributions').all<{ wallet_address: string; phase: string; token_base_units: string; bonus_token_base_units: string; usd_cents: number }>();
    for (const row of wallets) {
      const mine = results.filter((c) => c.wallet_address === row[0]);
      const sumOf = (phase: string) => mine.filter((c) => c.phase === phase).reduce((s, c) => s + BigInt(c.token_base_units) + BigInt(c.bonus_token_base_units), 0n);
      const whitelist = sumOf('WHITELIST');
      const ico = sumOf('ICO');
      expect(row.slice(2, 9)).toEqual([
        (mine.reduce((s, c) => s + c.usd_cents, 0) / 100).toFixed(2), formatTokenAmount(whitelist + ico), String(whitelist + ico),
        formatTokenAmount(whitelist), String(whitelist), formatTokenAmount(ico), String(ico),
      ]);
      expect(row.slice(9, -2)).toEqual([...vestingAmounts(whitelist, whitelistSchedule), ...vestingAmounts(ico, icoSchedule)].map(formatTokenAmount));
      expect(row.slice(-2)).toEqual(['0', '0']);
    }

    const overview = await (await getWithCookie('/api/admin/overview', cookie)).json<AdminOverview>();
    expect(total[4]).toBe(overview.tokensSoldBaseUnits);
    expect(total[3]).toBe(overview.tokensSold);
    expect(Number(total[2])).toBe(overview.raised.contributedUsd);
    // Every unlock of the TOTAL row adds up to everything owed: nothing lost to rounding.
    const unlockSum = total.slice(9, -2).reduce((s, cell) => s + parseTokenAmount(cell)!, 0n);
    expect(unlockSum.toString()).toBe(overview.tokensSoldBaseUnits);
  }, 60_000);

  it('owes nothing for a contribution refunded after a sale closed below its soft cap', async () => {
    await openSale('WHITELIST');
    await seedContributions(4, { wallets: 2, emails: 2 });
    const refunded = await env.DB.prepare("SELECT id, wallet_address FROM contributions WHERE wallet_address = 'Wallet0'").all<{ id: string }>();
    await env.DB.prepare("UPDATE contributions SET refunded_at = ?, refund_signature = 'refund-sig' WHERE wallet_address = 'Wallet0'").bind(Date.now()).run();
    expect(refunded.results.length).toBeGreaterThan(0);
    const [, ...rows] = await download('/api/admin/exports/distribution.csv');
    expect(rows.map((row) => row[0])).toEqual(['Wallet1', 'TOTAL']);
  });

  it('refuses before the timers are initialized', async () => {
    const response = await getWithCookie('/api/admin/exports/distribution.csv', cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'Initialize the timers first: vesting dates count from the ICO end' });
  });

  it('needs an admin session', async () => {
    expect((await getJson('/api/admin/exports/contributions.csv')).status).toBe(401);
    expect((await getJson('/api/admin/exports/distribution.csv')).status).toBe(401);
  });
});
