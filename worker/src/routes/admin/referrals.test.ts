// The admin's Referrals view and the referral rewards per wallet: admin only.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { AdminReferralRewardsResponse, AdminReferralsResponse, AdminRefusedSelfReferrals } from '@core/api/referral-responses';
import { adminCookie, getWithCookie, insertAdmin } from '../../../test/auth-fixtures';
import { getJson } from '../../../test/requests';
import { openSale } from '../../../test/sale-fixtures';
import { affiliate, creditedContribution, randomWallet } from '../../../test/referral-fixtures';
import { referralRewardedStatement, referralRewardsPerWallet } from '../../services/referrals/referral-rewards';
import { referralRefundStatements } from '../../services/referrals/referral-refund';

beforeEach(() => openSale('ICO'));

describe('GET /api/admin/referrals', () => {
  it('is closed without an admin session, including to investors', async () => {
    const alice = await affiliate('alice@example.com');
    for (const path of ['/api/admin/referrals', '/api/admin/referrals/refused', '/api/admin/referrals/rewards']) {
      expect((await getJson(path)).status).toBe(401);
      expect((await getWithCookie(path, alice.cookie)).status).toBe(401);
    }
  });

  it('lists affiliates with their figures and the refused self-referrals', async () => {
    const alice = await affiliate('alice@example.com');
    const bob = await affiliate('bob@example.com');
    await creditedContribution('r1@example.com', randomWallet(), alice.code);
    await creditedContribution('alice-alias@example.com', alice.walletAddress, alice.code);
    await insertAdmin('admin', 'admin-password-1');
    const cookie = await adminCookie('admin', 'admin-password-1');

    const body = (await (await getWithCookie('/api/admin/referrals', cookie)).json()) as AdminReferralsResponse;
    expect(body.topAffiliates.map((row) => [row.email, row.referredCount, row.totalRewards, row.refusedSelfReferrals])).toEqual([
      ['alice@example.com', 1, '75', 1],
      ['bob@example.com', 0, '0', 0],
    ]);
    expect(body.topAffiliates[1]!.rewardWallet).toBeNull();
    const refused = (await (await getWithCookie('/api/admin/referrals/refused', cookie)).json()) as AdminRefusedSelfReferrals;
    expect(refused).toMatchObject({ page: 1, pageSize: 25, total: 1 });
    expect(refused.items).toEqual([
      expect.objectContaining({ referrerEmail: 'alice@example.com', referralCode: alice.code, referredEmail: 'alice-alias@example.com', referredWallet: alice.walletAddress }),
    ]);
    expect(await (await getWithCookie('/api/admin/referrals/refused?page=2', cookie)).json()).toMatchObject({ items: [], total: 1 });
    expect((await getWithCookie('/api/admin/referrals/refused?pageSize=0', cookie)).status).toBe(400);
    expect(bob.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: 2 });
  });

  it('pages the affiliates and finds one by email or code, whole or its first characters', async () => {
    const alice = await affiliate('alice@example.com');
    const bob = await affiliate('bob@example.com');
    await affiliate('carol@example.com');
    await creditedContribution('r1@example.com', randomWallet(), alice.code);
    await insertAdmin('admin', 'admin-password-1');
    const cookie = await adminCookie('admin', 'admin-password-1');
    const list = async (query: string) => {
      const response = await getWithCookie(`/api/admin/referrals${query}`, cookie);
      return { status: response.status, body: (await response.json()) as AdminReferralsResponse };
    };
    const first = await list('?pageSize=2');
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.body.topAffiliates[0]!.email).toBe('alice@example.com');
    const second = await list('?pageSize=2&page=2');
    expect(second.body.topAffiliates).toHaveLength(1);
    expect(new Set([...first.body.topAffiliates, ...second.body.topAffiliates].map((row) => row.email)).size).toBe(3);
    expect((await list('?q=BOB@Example')).body.topAffiliates.map((row) => row.email)).toEqual(['bob@example.com']);
    expect((await list(`?q=${bob.code.toLowerCase()}`)).body.topAffiliates.map((row) => row.referralCode)).toEqual([bob.code]);
    expect((await list(`?q=${alice.code.slice(0, 5)}`)).body.topAffiliates.map((row) => row.email)).toContain('alice@example.com');
    expect((await list('?q=nobody')).body).toMatchObject({ topAffiliates: [], total: 0 });
    expect((await list('?pageSize=101')).status).toBe(400);
    expect((await list(`?q=${'x'.repeat(201)}`)).status).toBe(400);
  });
});

describe('referralRewardsPerWallet', () => {
  it("pays to the referrer's first credited wallet, counts rewarded referrals and skips refused and refunded ones", async () => {
    const alice = await affiliate('alice@example.com');
    const firstWallet = randomWallet();
    await creditedContribution('alice@example.com', firstWallet);
    await creditedContribution('alice@example.com', randomWallet());
    const friends: string[] = [];
    for (let i = 0; i < 6; i += 1) friends.push(await creditedContribution(`friend${i}@example.com`, randomWallet(), alice.code));
    await env.DB.batch(referralRefundStatements(env.DB, friends[0]!));
    await creditedContribution('self@example.com', firstWallet, alice.code);

    await referralRewardedStatement(env.DB, Date.now()).run();
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM referrals WHERE status = 'rewarded'").first('n')).toBe(5);

    const owed = await referralRewardsPerWallet(env.DB);
    expect(owed).toEqual([
      { walletAddress: firstWallet, email: 'alice@example.com', referrals: 5, rewardBaseUnits: 425_000_000_000n, reward: '425' },
    ]);
    await insertAdmin('admin', 'admin-password-1');
    const body = (await (await getWithCookie('/api/admin/referrals/rewards', await adminCookie('admin', 'admin-password-1'))).json()) as AdminReferralRewardsResponse;
    expect(body.rewards).toEqual([{ walletAddress: firstWallet, email: 'alice@example.com', referrals: 5, reward: '425', rewardBaseUnits: '425000000000' }]);
    expect(alice.id).toBeTruthy();
  });
});
