// The affiliate API: creating the code, the dashboard and the leaderboard of the session investor
// only, and counting share clicks.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { CreateReferralResponse, ReferralDashboardResponse, ReferralLeaderboardResponse } from '@core/api/referral-responses';
import { REFERRAL_MESSAGES } from '@core/schemas/referral';
import { getWithCookie, insertInvestor, investorCookie, postWithCookie } from '../../../test/auth-fixtures';
import { getJson, postJson } from '../../../test/requests';
import { openSale } from '../../../test/sale-fixtures';
import { AFFILIATE_PASSWORD, affiliate, creditedContribution, randomWallet } from '../../../test/referral-fixtures';
import { REFERRAL_LIMITS } from './referrals';

beforeEach(() => openSale('ICO'));

async function signedInWithoutCode(email: string) {
  await insertInvestor(email, AFFILIATE_PASSWORD, { mustChange: false });
  return investorCookie(email, AFFILIATE_PASSWORD);
}

describe('POST /api/investor/referrals', () => {
  it('issues an 8-character code for the session investor and returns the same one again', async () => {
    const cookie = await signedInWithoutCode('alice@example.com');
    const first = await postWithCookie('/api/investor/referrals', { email: 'Alice@Example.com' }, cookie);
    expect(first.status).toBe(200);
    const body = (await first.json()) as CreateReferralResponse;
    expect(body.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(body.referralPath).toBe(`/r/${body.referralCode}`);
    const again = await postWithCookie('/api/investor/referrals', { email: 'alice@example.com' }, cookie);
    expect(await again.json()).toEqual(body);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM referral_codes').first('n')).toBe(1);
  });

  it('asks for the email with the spec message, and refuses another investor email', async () => {
    const cookie = await signedInWithoutCode('alice@example.com');
    await insertInvestor('bob@example.com', AFFILIATE_PASSWORD, { mustChange: false });
    const missing = await postWithCookie('/api/investor/referrals', {}, cookie);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'Email required - Please enter your email address to create a referral code.' });
    const other = await postWithCookie('/api/investor/referrals', { email: 'bob@example.com' }, cookie);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ error: REFERRAL_MESSAGES.emailNotYours });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM referral_codes').first('n')).toBe(0);
  });

  it('needs a session whose temporary password was changed', async () => {
    expect((await postJson('/api/investor/referrals', { email: 'alice@example.com' })).status).toBe(401);
    await insertInvestor('temp@example.com', 'Temp-Password-1');
    const cookie = await investorCookie('temp@example.com', 'Temp-Password-1');
    expect((await postWithCookie('/api/investor/referrals', { email: 'temp@example.com' }, cookie)).status).toBe(403);
  });
});

describe('GET /api/investor/referrals/dashboard', () => {
  it('shows an empty dashboard before a code exists', async () => {
    const cookie = await signedInWithoutCode('alice@example.com');
    const response = await getWithCookie('/api/investor/referrals/dashboard', cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      referralCode: null, referredCount: 0, totalRewards: '0', conversionRate: 0, socialShares: 0, tier: null,
      nextTierRequirement: 1, tierProgress: 0, badges: [], recentReferrals: [],
    });
  });

  it('shows each affiliate only their own referrals, masked', async () => {
    const alice = await affiliate('alice@example.com');
    const bob = await affiliate('bob@example.com');
    await creditedContribution('carol@example.com', randomWallet(), alice.code);
    await getJson(`/r/${alice.code}`, { headers: { 'CF-Connecting-IP': '192.0.2.9', 'User-Agent': 'Mozilla/5.0' }, redirect: 'manual' });

    const mine = (await (await getWithCookie('/api/investor/referrals/dashboard', alice.cookie)).json()) as ReferralDashboardResponse;
    expect(mine).toMatchObject({ referralCode: alice.code, referredCount: 1, totalRewards: '75', tier: 'Bronze', visits: 1, conversionRate: 100 });
    expect(mine.recentReferrals).toEqual([{ email: 'c•••@example.com', date: expect.any(String), reward: '75', status: 'confirmed' }]);
    expect(mine.badges).toEqual([expect.objectContaining({ id: 'first-referral', name: 'First Referral', icon: 'sparkles', earnedAt: expect.any(String) })]);

    const theirs = (await (await getWithCookie('/api/investor/referrals/dashboard', bob.cookie)).json()) as ReferralDashboardResponse;
    expect(theirs).toMatchObject({ referralCode: bob.code, referredCount: 0, recentReferrals: [], visits: 0 });
    // No parameter selects another affiliate: query strings are ignored.
    const probing = (await (await getWithCookie(`/api/investor/referrals/dashboard?code=${alice.code}&investorId=${alice.id}`, bob.cookie)).json()) as ReferralDashboardResponse;
    expect(probing.referralCode).toBe(bob.code);
    expect((await getJson('/api/investor/referrals/dashboard')).status).toBe(401);
  });
});

describe('POST /api/investor/referrals/shares', () => {
  it('counts shares of the own code per platform', async () => {
    const alice = await affiliate('alice@example.com');
    for (const platform of ['twitter', 'telegram', 'twitter']) {
      const response = await postWithCookie('/api/investor/referrals/shares', { platform, referralCode: alice.code.toLowerCase() }, alice.cookie);
      expect(response.status).toBe(200);
    }
    const dashboard = (await (await getWithCookie('/api/investor/referrals/dashboard', alice.cookie)).json()) as ReferralDashboardResponse;
    expect(dashboard.socialShares).toBe(3);
    expect(dashboard.socialSharesByPlatform).toEqual({ twitter: 2, telegram: 1, whatsapp: 0, facebook: 0, mailto: 0 });
  });

  it("refuses another affiliate's code, an unknown platform and an anonymous caller", async () => {
    const alice = await affiliate('alice@example.com');
    const bob = await affiliate('bob@example.com');
    const foreign = await postWithCookie('/api/investor/referrals/shares', { platform: 'twitter', referralCode: alice.code }, bob.cookie);
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: REFERRAL_MESSAGES.codeNotYours });
    expect((await postWithCookie('/api/investor/referrals/shares', { platform: 'myspace', referralCode: bob.code }, bob.cookie)).status).toBe(400);
    expect((await postJson('/api/investor/referrals/shares', { platform: 'twitter', referralCode: bob.code })).status).toBe(401);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM referral_social_shares').first('n')).toBe(0);
  });

  it('is rate limited with 429 and Retry-After', async () => {
    const alice = await affiliate('alice@example.com');
    const share = () => postWithCookie('/api/investor/referrals/shares', { platform: 'mailto', referralCode: alice.code }, alice.cookie);
    for (let i = 0; i < REFERRAL_LIMITS.share.limit; i += 1) expect((await share()).status).toBe(200);
    const blocked = await share();
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('GET /api/investor/referrals/leaderboard', () => {
  it('gives the referred volume in USD across assets and what was paid in each asset', async () => {
    const alice = await affiliate('alice@example.com');
    const sol = await creditedContribution('r1@example.com', randomWallet(), alice.code);
    const usdc = await creditedContribution('r2@example.com', randomWallet(), alice.code);
    // Paid in USDC instead: 150 USDC at $1.00 a unit, no lamports (as a stablecoin credit writes it).
    await env.DB.prepare("UPDATE contributions SET asset = 'USDC', token_amount = '150000000', token_decimals = 6, lamports = 0, usd_cents = 15000 WHERE id = ?").bind(usdc).run();
    const solRow = await env.DB.prepare('SELECT usd_cents FROM contributions WHERE id = ?').bind(sol).first<{ usd_cents: number }>();

    const board = (await (await getWithCookie('/api/investor/referrals/leaderboard', alice.cookie)).json()) as ReferralLeaderboardResponse;
    expect(board.sale.yourReferredVolume).toEqual({
      contributions: 2,
      usd: (solRow!.usd_cents + 15_000) / 100,
      sol: '1',
      paid: [{ asset: 'SOL', amount: '1' }, { asset: 'USDC', amount: '150' }],
    });
  });

  it('ranks affiliates by credited referrals with masked names, the viewer rank and real sale metrics', async () => {
    const alice = await affiliate('alice@example.com');
    const bob = await affiliate('bob@example.com');
    const carl = await affiliate('carl@example.com');
    await creditedContribution('r1@example.com', randomWallet(), alice.code);
    await creditedContribution('r2@example.com', randomWallet(), alice.code);
    await creditedContribution('r3@example.com', randomWallet(), bob.code);

    const board = (await (await getWithCookie('/api/investor/referrals/leaderboard', bob.cookie)).json()) as ReferralLeaderboardResponse;
    expect(board.leaders).toEqual([
      { rank: 1, name: 'al•••', referredCount: 2, tier: 'Bronze', totalRewards: '150', isYou: false },
      { rank: 2, name: 'bo•••', referredCount: 1, tier: 'Bronze', totalRewards: '75', isYou: true },
    ]);
    expect(board.you).toEqual({ rank: 2, referredCount: 1 });
    expect(board.sale.contributionsLastHour).toBe(3);
    expect(board.sale.referredVolume).toMatchObject({ contributions: 3, sol: '3', paid: [{ asset: 'SOL', amount: '3' }] });
    expect(board.sale.yourReferredVolume).toMatchObject({ contributions: 1, sol: '1', paid: [{ asset: 'SOL', amount: '1' }] });
    expect(board.sale.activeAffiliates).toBe(2);
    expect(JSON.stringify(board)).not.toContain('@example.com');

    const carls = (await (await getWithCookie('/api/investor/referrals/leaderboard', carl.cookie)).json()) as ReferralLeaderboardResponse;
    expect(carls.you).toEqual({ rank: null, referredCount: 0 });
    expect((await getJson('/api/investor/referrals/leaderboard')).status).toBe(401);
  });
});
