import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { InvestorDashboard } from '@core/api/investor';
import { getWithCookie, insertInvestor, investorCookie, postWithCookie } from '../../../test/auth-fixtures';
import { insertContribution, insertSaleSettings, USDC_150 } from '../../../test/sale-rows';
import { getJson } from '../../../test/requests';

const DAY = 86_400_000;
const EMAIL = 'holder@example.com';
const OTHER = 'other@example.com';
const WALLET_A = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';
const WALLET_B = 'HzLukAkmj8ZN1n3mwo3LZ6JBCtP4mnieaLsCogbnpmqk';
const OTHER_WALLET = 'GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR';
const MRDX = 10n ** 9n;

async function signedIn(email: string) {
  await insertInvestor(email, 'own-password', { mustChange: false });
  return investorCookie(email, 'own-password');
}

async function dashboard(cookie: string, query = ''): Promise<InvestorDashboard> {
  const response = await getWithCookie(`/api/investor/dashboard${query}`, cookie);
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  return response.json();
}

async function insertIntent(id: string, email: string, status: 'pending' | 'rejected' | 'expired', reason: string | null, signature: string | null = null) {
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO contribution_intents (id, reference, wallet_address, email, phase, lamports, sol_price_micro_usd, usd_cents, token_base_units,
       newsletter_subscribed, status, status_reason, reported_signature, created_at, expires_at)
     VALUES (?, ?, ?, ?, 'ICO', 500000000, 180000000, 9000, '310344827586206', 0, ?, ?, ?, ?, ?)`,
  )
    .bind(id, `ref-${id}`, WALLET_A, email, status, reason, signature, now, now + 30 * 60_000)
    .run();
}

describe('GET /api/investor/dashboard', () => {
  it("computes the investor's holdings, contributions, wallets, vesting and activity from D1", async () => {
    const start = new Date(Date.now() - 45 * DAY);
    const { icoEndsAt } = await insertSaleSettings(start);
    const cookie = await signedIn(EMAIL);
    await insertContribution({ walletAddress: WALLET_A, email: EMAIL, phase: 'WHITELIST', usdCents: 10_000, lamports: 555_555_556, tokenBaseUnits: String(500_000n * MRDX), creditedAt: new Date(start.getTime() + DAY) });
    await insertContribution({ walletAddress: WALLET_B, email: EMAIL, phase: 'ICO', usdCents: 14_500, lamports: 805_555_556, tokenBaseUnits: String(500_000n * MRDX), creditedAt: new Date(start.getTime() + 20 * DAY) });
    await insertContribution({ walletAddress: OTHER_WALLET, email: OTHER, phase: 'ICO', usdCents: 99_900, creditedAt: new Date(start.getTime() + 21 * DAY) });
    await insertIntent('intent-pending', EMAIL, 'pending', null);
    await insertIntent('intent-rejected', EMAIL, 'rejected', 'The amount sent does not match');
    await insertIntent('intent-abandoned', EMAIL, 'expired', null);
    await insertIntent('intent-other', OTHER, 'pending', null);

    const data = await dashboard(cookie);
    expect(data.account).toEqual({ username: EMAIL, email: EMAIL, hasUsername: false, verifiedInvestor: true });
    expect(data.investment).toEqual({ totalUsd: 245, totalSol: '1.361111112', paid: [{ asset: 'SOL', amount: '1.361111112' }], contributions: 2 });
    // The sale ended 5 days ago: listing price, 1,000,000 MRDX × 0.00037 = $370.
    expect(data.tokens).toMatchObject({ baseUnits: String(1_000_000n * MRDX), totalBaseUnits: String(1_000_000n * MRDX), approxUsd: 370, priceUsd: 0.00037, pricePhase: 'LISTING', symbol: 'MRDX', decimals: 9 });
    expect(data.ico).toMatchObject({ phase: 'LISTING', daysRemaining: 0, raisedUsd: 1244, goalUsd: 100_000, icoEndsAt: icoEndsAt.toISOString() });
    expect(data.ico.progressPercent).toBeCloseTo(1.244);

    expect(data.contributions.map((row) => [row.id, row.status, row.reason])).toEqual([
      ['intent-pending', 'pending', null],
      ['intent-rejected', 'failed', 'The amount sent does not match'],
      [expect.any(String), 'confirmed', null],
      [expect.any(String), 'confirmed', null],
    ]);
    expect(data.contributions[2]).toMatchObject({ phase: 'ICO', sol: '0.805555556', asset: 'SOL', amount: '0.805555556', usd: 145, price: 0.00029, walletAddress: WALLET_B, signature: expect.stringMatching(/^sig/) });
    expect(data.wallets).toEqual([
      { address: WALLET_A, contributions: 1, usd: 100 },
      { address: WALLET_B, contributions: 1, usd: 145 },
    ]);

    expect(data.vesting.startsWhenIcoEnds).toBe(false);
    const [whitelist, ico] = data.vesting.schedules;
    expect(whitelist).toMatchObject({ phase: 'WHITELIST', totalBaseUnits: String(500_000n * MRDX), claimableBaseUnits: String(125_000n * MRDX) });
    expect(whitelist!.unlocks.map((u) => [u.afterDays, u.unlocked])).toEqual([[0, true], [30, false], [60, false], [90, false]]);
    expect(ico).toMatchObject({ phase: 'ICO', claimableBaseUnits: String(200_000n * MRDX) });
    expect(data.vesting.claimableBaseUnits).toBe(String(325_000n * MRDX));
    // Both next unlocks fall 30 days after the ICO end: 125,000 + 50,000 MRDX.
    expect(data.vesting.nextUnlock).toEqual({ date: new Date(icoEndsAt.getTime() + 30 * DAY).toISOString(), amount: String(175_000n * MRDX) });

    expect(data.activity.map((item) => item.kind)).toEqual(['signed-in', 'contribution-credited', 'contribution-credited']);
    expect(data.activity[0]!.detail).toBe('password');
    expect(data.activity[1]!.detail).toBe('0.805555556 SOL ($145.00) for 500,000 MRDX');
  });

  it('shows a stablecoin contribution in its asset with its USD value, beside SOL as before', async () => {
    const cookie = await signedIn(EMAIL);
    await insertContribution({ walletAddress: WALLET_A, email: EMAIL, phase: 'ICO', ...USDC_150, tokenBaseUnits: String(517_241n * MRDX), creditedAt: new Date(Date.now() - 2 * DAY) });
    await insertContribution({ walletAddress: WALLET_B, email: EMAIL, phase: 'ICO', usdCents: 27_000, lamports: 1_500_000_000, tokenBaseUnits: String(931_034n * MRDX), creditedAt: new Date(Date.now() - DAY) });
    await env.DB.prepare(
      `INSERT INTO contribution_intents (id, reference, wallet_address, email, phase, lamports, asset, token_amount, token_decimals, sol_price_micro_usd, usd_cents,
         token_base_units, newsletter_subscribed, status, created_at, expires_at)
       VALUES ('intent-usdt', 'ref-intent-usdt', ?, ?, 'ICO', 0, 'USDT', '25500000', 6, 180000000, 2550, '87931034482758', 0, 'pending', ?, ?)`,
    )
      .bind(WALLET_A, EMAIL, Date.now(), Date.now() + 30 * 60_000)
      .run();

    const data = await dashboard(cookie);
    expect(data.investment).toEqual({ totalUsd: 420, totalSol: '1.5', paid: [{ asset: 'SOL', amount: '1.5' }, { asset: 'USDC', amount: '150' }], contributions: 2 });
    expect(data.contributions.map((row) => [row.status, row.asset, row.amount, row.sol, row.usd])).toEqual([
      ['pending', 'USDT', '25.5', '0', 25.5],
      ['confirmed', 'SOL', '1.5', '1.5', 270],
      ['confirmed', 'USDC', '150', '0', 150],
    ]);
    expect(data.activity.filter((item) => item.kind === 'contribution-credited').map((item) => item.detail)).toEqual([
      '1.5 SOL ($270.00) for 931,034 MRDX',
      '150 USDC ($150.00) for 517,241 MRDX',
    ]);
  });

  it('says the schedule starts when the ICO ends while the ICO end is not fixed', async () => {
    const cookie = await signedIn(EMAIL);
    await insertContribution({ walletAddress: WALLET_A, email: EMAIL, phase: 'WHITELIST', usdCents: 10_000, tokenBaseUnits: '400' });
    const data = await dashboard(cookie);
    expect(data.vesting).toMatchObject({ startsWhenIcoEnds: true, icoEndsAt: null, claimableBaseUnits: '0', nextUnlock: null });
    expect(data.vesting.schedules[0]!.unlocks.map((u) => [u.afterDays, u.date, u.amount])).toEqual([[0, null, '100'], [30, null, '100'], [60, null, '100'], [90, null, '100']]);
  });

  it('lists a refunded contribution as refunded and no longer counts it as invested, owed or vesting', async () => {
    const cookie = await signedIn(EMAIL);
    await insertContribution({ walletAddress: WALLET_A, email: EMAIL, phase: 'WHITELIST', usdCents: 10_000, tokenBaseUnits: '400' });
    await insertContribution({ walletAddress: WALLET_A, email: EMAIL, phase: 'WHITELIST', usdCents: 20_000, tokenBaseUnits: '800' });
    await env.DB.prepare("UPDATE contributions SET refunded_at = ?, refund_signature = 'refund-sig' WHERE email = ? AND usd_cents = 20000").bind(Date.now(), EMAIL).run();
    const data = await dashboard(cookie);
    expect(data.contributions.map((row) => [row.usd, row.status]).sort()).toEqual([[100, 'confirmed'], [200, 'refunded']]);
    expect(data.investment).toMatchObject({ totalUsd: 100, contributions: 1 });
    expect(data.tokens.totalBaseUnits).toBe('400');
    expect(data.vesting.schedules.map((plan) => plan.totalBaseUnits)).toEqual(['400']);
  });

  it('shows an account without a credited contribution as not yet a verified investor', async () => {
    const data = await dashboard(await signedIn(EMAIL));
    expect(data.account.verifiedInvestor).toBe(false);
    expect(data.investment).toEqual({ totalUsd: 0, totalSol: '0', paid: [], contributions: 0 });
    expect([data.contributions, data.wallets, data.vesting.schedules]).toEqual([[], [], []]);
  });

  it("gives an investor only their own data, whatever another investor's id, wallet or contribution is passed", async () => {
    const mine = await signedIn(EMAIL);
    const otherId = await insertInvestor(OTHER, 'own-password', { mustChange: false });
    const theirs = await insertContribution({ walletAddress: OTHER_WALLET, email: OTHER, usdCents: 50_000 });
    const own = await dashboard(mine);
    for (const query of [`?investorId=${otherId}`, `?email=${OTHER}`, `?wallet=${OTHER_WALLET}`, `?contributionId=${theirs.id}`, `?signature=${theirs.signature}`]) {
      expect({ ...(await dashboard(mine, query)), generatedAt: own.generatedAt, activity: own.activity }).toEqual(own);
    }
    expect(own.contributions).toEqual([]);
    for (const path of [`/api/investor/dashboard/${theirs.id}`, `/api/investor/dashboard/${otherId}`, `/api/investor/profile/${otherId}`]) {
      const response = await getWithCookie(path, mine);
      expect(response.status).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain(OTHER);
    }
    expect(JSON.stringify(await (await getWithCookie('/api/investor/profile?email=other@example.com', mine)).json())).not.toContain(OTHER);
  });

  it('needs a session and a replaced temporary password', async () => {
    expect((await getJson('/api/investor/dashboard')).status).toBe(401);
    await insertInvestor(EMAIL, 'Temp-Password-1');
    const response = await getWithCookie('/api/investor/dashboard', await investorCookie(EMAIL, 'Temp-Password-1'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Please choose a new password first' });
  });

  it('lists password changes and sign-ins (password and wallet) as recent activity', async () => {
    await insertInvestor(EMAIL, 'Temp-Password-1');
    const first = await investorCookie(EMAIL, 'Temp-Password-1');
    const changed = await postWithCookie('/api/investor/change-password', { currentPassword: 'Temp-Password-1', newPassword: 'my-new-secret', confirmPassword: 'my-new-secret' }, first);
    const cookie = changed.headers.getSetCookie()[0]!.split(';')[0]!;
    const data = await dashboard(cookie);
    expect(data.activity.map((item) => [item.kind, item.detail])).toEqual([
      ['password-changed', 'change'],
      ['signed-in', 'password'],
    ]);
  });

  it('is gone after logout: the old cookie is refused', async () => {
    const cookie = await signedIn(EMAIL);
    expect((await postWithCookie('/api/investor/logout', {}, cookie)).status).toBe(200);
    expect((await getWithCookie('/api/investor/dashboard', cookie)).status).toBe(401);
  });
});
