import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertInvestor } from '../../../test/auth-fixtures';
import { seedContributions } from '../../../test/admin-fixtures';
import {
  contributionOfIntent,
  creditedAmountsOfEmails,
  creditedContributionsOfEmail,
  creditedUsdCentsOf,
  creditedUsdCentsTotal,
  creditedVolumeOfEmails,
  emailHasContributionSql,
  emailHasCreditedContribution,
  emailsOfContributionSearch,
  firstWalletOfEmailSql,
  investorOfWalletsFirstContribution,
  isFirstContributionOfEmail,
  walletHasCreditedContribution,
} from './contribution-queries';

// Six seeded rows, one second apart, i = 0..5: wallet `Wallet<i % 2>`, email `buyer<i % 3>@example.com`,
// usd_cents 10000 + i, lamports 1e9 + i, id `seed-c000000<i>`, intent `seed-i<i>`.
const db = env.DB;
const row = (i: number) => `seed-c${String(i).padStart(7, '0')}`;

describe('contribution queries', () => {
  beforeEach(() => seedContributions(6, { wallets: 2, emails: 3 }));

  it('tells whether an email or a wallet has a credited contribution', async () => {
    expect(await emailHasCreditedContribution(db, 'buyer2@example.com')).toBe(true);
    expect(await emailHasCreditedContribution(db, 'nobody@example.com')).toBe(false);
    expect(await walletHasCreditedContribution(db, 'Wallet1')).toBe(true);
    expect(await walletHasCreditedContribution(db, 'Wallet2')).toBe(false);
  });

  it('reads the USD of one credit and of every credit, and the contribution of an intent', async () => {
    expect(await creditedUsdCentsOf(db, row(3))).toBe(10_003);
    expect(await creditedUsdCentsOf(db, 'unknown')).toBeNull();
    expect(await creditedUsdCentsTotal(db)).toBe(6 * 10_000 + 15);
    expect((await contributionOfIntent(db, 'seed-i4'))?.id).toBe(row(4));
    expect(await contributionOfIntent(db, 'seed-i9')).toBeNull();
  });

  it('lists the credited contributions of an email oldest first, in BigInt', async () => {
    const list = await creditedContributionsOfEmail(db, 'buyer1@example.com');
    expect(list.map((entry) => entry.id)).toEqual([row(1), row(4)]);
    expect(list[1]).toMatchObject({ walletAddress: 'Wallet0', lamports: 1_000_000_004n, usdCents: 10_004n, bonusBaseUnits: 0n, refundedAt: null });
    expect(await creditedContributionsOfEmail(db, 'nobody@example.com')).toEqual([]);
  });

  it('knows the first contribution of an email, the one that created the account', async () => {
    const [first, second] = await creditedContributionsOfEmail(db, 'buyer0@example.com');
    expect(await isFirstContributionOfEmail(db, { id: first!.id, email: 'buyer0@example.com', creditedAt: first!.creditedAt })).toBe(true);
    expect(await isFirstContributionOfEmail(db, { id: second!.id, email: 'buyer0@example.com', creditedAt: second!.creditedAt })).toBe(false);
    // Same credit time: the smaller id came first.
    expect(await isFirstContributionOfEmail(db, { id: 'seed-c9', email: 'buyer0@example.com', creditedAt: first!.creditedAt })).toBe(false);
  });

  it("signs a wallet in to the investor of its first credited contribution that has an account", async () => {
    // Wallet0 paid for buyer0 (i = 0), buyer2 (i = 2) and buyer1 (i = 4).
    const buyer2 = await insertInvestor('buyer2@example.com', 'password-1');
    expect(await investorOfWalletsFirstContribution(db, 'Wallet0')).toBe(buyer2);
    const buyer0 = await insertInvestor('buyer0@example.com', 'password-1');
    expect(await investorOfWalletsFirstContribution(db, 'Wallet0')).toBe(buyer0);
    expect(await investorOfWalletsFirstContribution(db, 'Wallet7')).toBeNull();
  });

  it('gives other queries the SQL of a search, a first wallet, a contribution and a volume', async () => {
    const search = emailsOfContributionSearch('Wallet1');
    const found = await db.prepare(`SELECT email FROM (${search.sql}) ORDER BY email`).bind(...search.params).all<{ email: string }>();
    expect(found.results.map((entry) => entry.email)).toEqual(['buyer0@example.com', 'buyer1@example.com', 'buyer2@example.com']);
    const bySignature = emailsOfContributionSearch('seedsig0000005');
    expect((await db.prepare(bySignature.sql).bind(...bySignature.params).all()).results).toEqual([{ email: 'buyer2@example.com' }]);

    const people = "SELECT 'buyer1@example.com' AS email UNION ALL SELECT 'nobody@example.com'";
    const facts = await db
      .prepare(`SELECT p.email, ${firstWalletOfEmailSql('p.email')} AS wallet, ${emailHasContributionSql('p.email')} AS paid FROM (${people}) p ORDER BY p.email`)
      .all();
    expect(facts.results).toEqual([
      { email: 'buyer1@example.com', wallet: 'Wallet1', paid: 1 },
      { email: 'nobody@example.com', wallet: null, paid: 0 },
    ]);

    const volume = await creditedVolumeOfEmails(db, 'SELECT ?1').bind('buyer1@example.com').first();
    expect(volume).toEqual({ contributions: 2, usd_cents: '20005', lamports: '2000000005' });
    await env.DB.prepare("UPDATE contributions SET asset = 'USDC', token_amount = '150000000', token_decimals = 6, lamports = 0 WHERE id = ?").bind(row(1)).run();
    const paid = await creditedAmountsOfEmails(db, 'SELECT ?1').bind('buyer1@example.com').all();
    expect(paid.results.toSorted((a, b) => String(a.asset).localeCompare(String(b.asset)))).toEqual([
      { asset: 'SOL', units: '1000000004', decimals: null },
      { asset: 'USDC', units: '150000000', decimals: 6 },
    ]);
  });
});
