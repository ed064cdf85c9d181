import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHref, investorApi } from '../lib/api/clients';
import { $toasts } from './notices';
import { $referralDashboard, $referralLoadFailed, createReferralCode, trackReferralShare } from './referral';

/** The paths the store must call, as the typed client writes them. */
const REFERRALS_PATH = apiHref(investorApi.referrals.$url());
const SHARES_PATH = apiHref(investorApi.referrals.shares.$url());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const DASHBOARD = { referralCode: 'AB12CD34', referralPath: '/r/AB12CD34', referredCount: 0, socialShares: 1, badges: [], recentReferrals: [] };

describe('$referral actions', () => {
  beforeEach(() => {
    $referralDashboard.set(null);
    $referralLoadFailed.set(false);
    $toasts.set([]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('creates the code for the given email, then refetches the dashboard', async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) => (url === REFERRALS_PATH ? json({ referralCode: 'AB12CD34', referralPath: '/r/AB12CD34' }) : json(DASHBOARD)));
    vi.stubGlobal('fetch', fetch);
    await createReferralCode('ada@example.com');
    expect(fetch.mock.calls[0]![0]).toBe(REFERRALS_PATH);
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ email: 'ada@example.com' });
    expect($referralDashboard.get()?.referralCode).toBe('AB12CD34');
    expect($toasts.get()[0]?.title).toBe('Referral code created');
  });

  it("shows the spec's error toast when the server fails, and asks for an email before calling it", async () => {
    const fetch = vi.fn(async () => json({}, 500));
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await createReferralCode('ada@example.com');
    expect($toasts.get()[0]).toMatchObject({ title: 'Error', description: 'Failed to create referral code. Please try again.', variant: 'destructive' });
    fetch.mockClear();
    await createReferralCode('  ');
    expect(fetch).not.toHaveBeenCalled();
    expect($toasts.get()[0]).toMatchObject({ title: 'Email required', description: 'Please enter your email address to create a referral code.' });
  });

  it('refetches the dashboard after a share click, counted or refused', async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) => (url === SHARES_PATH ? json({ error: 'Too many requests' }, 429) : json({ ...DASHBOARD, socialShares: 2 })));
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await trackReferralShare('telegram', 'AB12CD34');
    expect(fetch.mock.calls[0]![0]).toBe(SHARES_PATH);
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ platform: 'telegram', referralCode: 'AB12CD34' });
    expect($referralDashboard.get()?.socialShares).toBe(2);
  });
});
