// Racing claims: 20 real signatures each posted 10 times at once credit exactly 20 contributions,
// and the public total moves by exactly their sum.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { address } from '@solana/kit';
import { newFundedSigner, sendSolTransfer, waitForFinalized } from '../../test/chain';
import { claim, count, createIntent, get, openSale } from '../../test/sale-fixtures';
import { TEST_ORIGIN } from '../../test/requests';
import { edgeCache } from '../lib/edge-cache';
import { STATS_CACHE_PATH } from '../lib/cached-paths';

const PAYMENTS = 20;
const DUPLICATES = 10;

describe('concurrent claims', () => {
  it('credit each signature exactly once under 200 simultaneous posts', async () => {
    await openSale('ICO');
    const paid = await Promise.all(
      Array.from({ length: PAYMENTS }, async (_, i) => {
        const wallet = await newFundedSigner(3);
        const intent = await createIntent(wallet.address, `1.${String(i).padStart(2, '0')}`, { email: `racer${i}@example.com` }, `192.0.2.${i}`);
        const signature = await sendSolTransfer({
          from: wallet,
          to: address(env.TREASURY_ADDRESS),
          lamports: BigInt(intent.lamports),
          reference: address(intent.reference),
        });
        return { intent, signature };
      }),
    );
    await Promise.all(paid.map(({ signature }) => waitForFinalized(signature)));

    const results = await Promise.all(
      paid.flatMap(({ intent, signature }, i) =>
        Array.from({ length: DUPLICATES }, (_, d) => claim(intent.intentId, signature, `198.18.${i}.${d}`)),
      ),
    );
    expect(results.every((result) => result.status === 200 && result.body.status === 'credited')).toBe(true);
    expect(await count('contributions')).toBe(PAYMENTS);
    expect(await count('audit_log', "action = 'contribution.credited'")).toBe(PAYMENTS);
    expect(await count('mail_outbox', "kind <> 'newsletter-confirm'")).toBe(PAYMENTS);

    const expectedCents = paid.reduce((sum, { intent }) => sum + Math.round(intent.usd * 100), 0);
    const { cents } = (await env.DB.prepare('SELECT SUM(usd_cents) AS cents FROM contributions').first<{ cents: number }>())!;
    expect(cents).toBe(expectedCents);
    // The stats are cached for 5 s per location; drop the entry so the answer is computed now.
    await edgeCache().delete(new Request(`${TEST_ORIGIN}${STATS_CACHE_PATH}`));
    const stats = await (await get('/api/fundraising-stats')).json<{ currentAmount: number; totalContributors: number }>();
    expect(Math.round(stats.currentAmount * 100)).toBe(expectedCents);
    expect(stats.totalContributors).toBe(PAYMENTS);
  }, 120_000);
});
