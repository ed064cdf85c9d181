// $referral: the signed-in affiliate's referral data: the
// dashboard polled every 10 s while visible, the leaderboard, code creation and share counting.
// Actions record their outcome in $referralOutcome and the toast reacts to it.
import { atom } from 'nanostores';
import * as v from 'valibot';
import type { ReferralDashboardResponse, ReferralLeaderboardResponse } from '@core/api/referral-responses';
import { CreateReferralSchema, REFERRAL_MESSAGES, type ReferralSharePlatform } from '@core/schemas/referral';
import { investorApi } from '../lib/api/clients';
import { call, errorText } from '../lib/api/request';
import { pollWhileVisible } from '../lib/api/poll-while-visible';
import { toastEach, type Outcome } from './notices';

/** The referral dashboard is polled every 10 s. */
export const REFERRAL_DASHBOARD_POLL_MS = 10_000;

/** The dashboard as last answered; null until the first answer. */
export const $referralDashboard = atom<ReferralDashboardResponse | null>(null);
/** The leaderboard and the sale's metrics as last answered. */
export const $referralLeaderboard = atom<ReferralLeaderboardResponse | null>(null);
/** True when the last dashboard read failed (the page says so instead of showing stale zeros). */
export const $referralLoadFailed = atom(false);
/** True while the code is being created. */
export const $referralCreating = atom(false);
/** The last action's outcome, shown as a toast. */
export const $referralOutcome = atom<Outcome | null>(null);

toastEach($referralOutcome);

/** Reads the signed-in affiliate's dashboard; a failure keeps the last answer and is logged. */
export async function loadReferralDashboard(): Promise<void> {
  try {
    $referralDashboard.set(await call(investorApi.referrals.dashboard.$get()));
    $referralLoadFailed.set(false);
  } catch (error) {
    console.warn('Failed to load the referral dashboard:', error);
    $referralLoadFailed.set(true);
  }
}

/** Reads the leaderboard and sale metrics; a failure keeps the last answer and is logged. */
export async function loadReferralLeaderboard(): Promise<void> {
  try {
    $referralLeaderboard.set(await call(investorApi.referrals.leaderboard.$get()));
  } catch (error) {
    console.warn('Failed to load the referral leaderboard:', error);
  }
}

/** Polls the dashboard (and, when asked, the leaderboard) every 10 s while visible; returns the stop function. */
export function watchReferralDashboard({ leaderboard = false } = {}): () => void {
  return pollWhileVisible(() => Promise.all([loadReferralDashboard(), leaderboard ? loadReferralLeaderboard() : null]), REFERRAL_DASHBOARD_POLL_MS);
}

/** A message 'Title - Description' as a destructive toast (a message without ' - ' is the description). */
function specToast(message: string): Outcome {
  const at = message.indexOf(' - ');
  return at < 0 ? { title: 'Error', description: message, variant: 'destructive' } : { title: message.slice(0, at), description: message.slice(at + 3), variant: 'destructive' };
}

/** Creates (or returns the existing) code for the session's email, then refetches the dashboard. */
export async function createReferralCode(email: string): Promise<void> {
  const parsed = v.safeParse(CreateReferralSchema, { email });
  if (!parsed.success) return $referralOutcome.set(specToast(parsed.issues[0]?.message ?? REFERRAL_MESSAGES.emailRequired));
  $referralCreating.set(true);
  try {
    const created = await call(investorApi.referrals.$post({ json: parsed.output }));
    $referralOutcome.set({ title: 'Referral code created', description: `Your code is ${created.referralCode}.` });
    await loadReferralDashboard();
  } catch (error) {
    console.error('Failed to create the referral code:', error);
    // The form's own toast, unless the server said what was wrong (an email that is not the session's).
    const toast = specToast(REFERRAL_MESSAGES.createFailed);
    $referralOutcome.set({ ...toast, description: errorText(error, toast.description!) });
  } finally {
    $referralCreating.set(false);
  }
}

/** Counts a share click on `platform` for the affiliate's own code, then refetches the dashboard. */
export async function trackReferralShare(platform: ReferralSharePlatform, referralCode: string): Promise<void> {
  try {
    await call(investorApi.referrals.shares.$post({ json: { platform, referralCode } }));
  } catch (error) {
    // The share itself already opened; a count lost to the rate limit is not worth interrupting it.
    console.warn('Share not counted:', error);
  }
  await loadReferralDashboard();
}
