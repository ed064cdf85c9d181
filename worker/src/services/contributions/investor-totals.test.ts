// The kept per-investor totals behind the admin investors table: a credit adds its contribution once
// (replays and races add nothing), a payment refused over a cap adds nothing, and the kept row equals
// what grouping the contributions gives (the backfill).
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { generateKeyPairSigner } from '@solana/kit';
import { createIntent, openSale } from '../../../test/sale-fixtures';
import { creditContribution } from '../settlement/credit-contribution';
import { findIntent } from './intent-status';
import { INVESTOR_TOTALS_BACKFILL_SQL } from './investor-totals-backfill';

const OPEN_CAPS = { hardCapCents: 25_000_000n, whitelistMaxLamports: 10_000_000_000n, whitelistMaxParticipants: 100 };
const KEPT = `SELECT email, usd_cents, CAST(token_base_units AS TEXT) AS tokens, contributions, latest_at, first_wallet, wallets
  FROM investor_totals ORDER BY email`;

beforeEach(async () => {
  await openSale('ICO');
});

async function intentOf(wallet: string, amount = '1') {
  return (await findIntent(env.DB, (await createIntent(wallet, amount)).intentId))!;
}

const credit = (intent: Awaited<ReturnType<typeof intentOf>>, signature: string, caps = OPEN_CAPS) =>
  creditContribution(env.DB, { intent, signature, slot: 1, blockTime: new Date(), actor: 'contributor', origin: 'http://example.com', caps });

describe('investor_totals kept by the credit batch', () => {
  it('adds each credited contribution exactly once, however many replays race it, and matches the backfill', async () => {
    const [one, two] = [await generateKeyPairSigner(), await generateKeyPairSigner()];
    const first = await intentOf(one.address, '1');
    const second = await intentOf(two.address, '2');

    const outcomes = await Promise.all([...Array.from({ length: 8 }, () => credit(first, 'sig-1')), credit(second, 'sig-2')]);
    expect(outcomes.filter((result) => result.outcome === 'credited')).toHaveLength(2);
    expect((await credit(first, 'sig-1')).outcome).toBe('already credited');
    expect((await credit(second, 'sig-1')).outcome).toBe('rejected');

    const { results: kept } = await env.DB.prepare(KEPT).all<Record<string, unknown>>();
    expect(kept).toHaveLength(1);
    const sums = await env.DB.prepare(
      `SELECT SUM(usd_cents) AS usd, CAST(SUM(CAST(token_base_units AS INTEGER) + CAST(bonus_token_base_units AS INTEGER)) AS TEXT) AS tokens,
         MAX(credited_at) AS latest FROM contributions`,
    ).first<{ usd: number; tokens: string; latest: number }>();
    expect(kept[0]).toMatchObject({ email: 'investor@example.com', usd_cents: sums!.usd, tokens: sums!.tokens, contributions: 2, latest_at: sums!.latest });
    expect(BigInt(sums!.tokens)).toBe(
      BigInt(first.tokenBaseUnits) + BigInt(first.bonusTokenBaseUnits) + BigInt(second.tokenBaseUnits) + BigInt(second.bonusTokenBaseUnits),
    );
    expect(String(kept[0]!.wallets).split(',').toSorted()).toEqual([one.address, two.address].toSorted());
    expect(kept[0]!.first_wallet).toBe([one.address, two.address].toSorted()[0]);

    // Rebuilding from the contributions (migration 0006) gives the same row.
    await env.DB.prepare(INVESTOR_TOTALS_BACKFILL_SQL).run();
    const { results: rebuilt } = await env.DB.prepare(KEPT).all<Record<string, unknown>>();
    expect({ ...rebuilt[0], wallets: String(rebuilt[0]!.wallets).split(',').toSorted() }).toEqual({
      ...kept[0],
      wallets: String(kept[0]!.wallets).split(',').toSorted(),
    });
  });

  it('adds nothing for a payment refused over a cap', async () => {
    const wallet = await generateKeyPairSigner();
    const intent = await intentOf(wallet.address, '1');
    const outcome = await credit(intent, 'sig-over', { ...OPEN_CAPS, hardCapCents: 1n });
    expect(outcome.outcome).toBe('over a cap');
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM unmatched_payments WHERE reason = 'over a cap'").first('n')).toBe(1);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM investor_totals').first('n')).toBe(0);
  });
});
