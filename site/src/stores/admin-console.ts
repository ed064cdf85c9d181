// The admin console's figures and actions beyond the timers: overview, fundraising settings and
// adjustments, investor dialogs, reconciliation, mail, comments, whitelist mode and referrals.
// Each action records its outcome in $adminOutcome (the toast) and reloads what it changed.
import { atom } from 'nanostores';
import type { AdminFundraisingStats, AdminOverview, FundraisingAdjustment, InvestorAccount, InvestorDetails, InvestorList, LoginMailQueued, MailSummary, AuditEntry, Page, UnmatchedPaymentList } from '@core/api/admin';
import type { ModeratedComment, Page as CommunityPage, WhitelistRegistrationRow } from '@core/api/community';
import type { RefundsOwedPage } from '@core/api/reconciliation';
import type { AdminReferralsResponse, AdminRefusedSelfReferrals } from '@core/api/referral-responses';
import { FUNDRAISING_MESSAGES } from '@core/schemas/admin-fundraising';
import { ApiError, errorText, getJson, postJson } from '../lib/api/request';
import { $adminAuth, $adminBusy, $adminOutcome } from './admin';
import { createServerList } from './admin-lists';

export const $adminOverview = atom<AdminOverview | null>(null);
export const $fundraising = atom<AdminFundraisingStats | null>(null);
export const $whitelistMode = atom<'open' | 'registered' | null>(null);

/** What the treasury owes per wallet, with reasons, searched by wallet and paged on the server. */
export const refundsList = createServerList<RefundsOwedPage>('/api/admin/reconciliation/refunds', { q: '', page: '1', pageSize: '25' });
/** The worker's verdict on the last recorded refund, shown under the form. */
export const $refundVerdict = atom<{ ok: boolean; text: string } | null>(null);

export const investors = createServerList<InvestorList>('/api/admin/investors', { q: '', sort: 'latestAt', dir: 'desc', page: '1', pageSize: '25' });
export const mailList = createServerList<Page<MailSummary>>('/api/admin/mail', { to: '', status: '', page: '1', pageSize: '25' });
export const auditList = createServerList<Page<AuditEntry>>('/api/admin/audit', { actor: '', action: '', page: '1', pageSize: '25' });
export const commentList = createServerList<CommunityPage<ModeratedComment>>('/api/admin/comments', { status: 'pending', page: '1', limit: '20' });
export const referralList = createServerList<AdminReferralsResponse>('/api/admin/referrals', { q: '', page: '1', pageSize: '25' });
export const refusedReferralList = createServerList<AdminRefusedSelfReferrals>('/api/admin/referrals/refused', { page: '1', pageSize: '25' });
export const adjustmentList = createServerList<Page<FundraisingAdjustment>>('/api/fundraising/adjustments', { page: '1', pageSize: '25' });
export const unmatchedList = createServerList<UnmatchedPaymentList>('/api/admin/reconciliation/unmatched', { q: '', status: 'all', page: '1', pageSize: '25' });
export const registrationList = createServerList<CommunityPage<WhitelistRegistrationRow>>('/api/admin/whitelist-registrations', { q: '', page: '1', limit: '20' });

const failedOutcome = (title: string, error: unknown, fallback: string) => {
  if (error instanceof ApiError && error.status === 401) $adminAuth.set('no');
  $adminOutcome.set({ title, description: errorText(error, fallback), variant: 'destructive' });
};

/** Runs `work` under the busy flag `name`; resolves its result, or null after a failure toast. */
async function act<T>(name: string, work: () => Promise<T>, failTitle: string, fallback: string): Promise<T | null> {
  $adminBusy.set(name);
  try {
    return await work();
  } catch (error) {
    failedOutcome(failTitle, error, fallback);
    return null;
  } finally {
    $adminBusy.set(null);
  }
}

export async function loadAdminOverview(): Promise<void> {
  try {
    $adminOverview.set(await getJson<AdminOverview>('/api/admin/overview'));
  } catch (error) {
    failedOutcome('Could not load statistics', error, 'Please try again.');
  }
}

export async function loadFundraising(): Promise<void> {
  try {
    $fundraising.set(await getJson<AdminFundraisingStats>('/api/fundraising/stats'));
  } catch (error) {
    failedOutcome('Could not load statistics', error, 'Please try again.');
  }
}

/** Saves goal, caps and end date; the spec's toasts either way. */
export async function saveFundraising(input: { goal: string; softCap: string; hardCap: string; endDate: string }): Promise<boolean> {
  const { updated, updateFailed } = FUNDRAISING_MESSAGES;
  const saved = await act('fundraising', () => postJson<AdminFundraisingStats>('/api/fundraising/stats', input), updateFailed.title, updateFailed.description);
  if (!saved) return false;
  $fundraising.set(saved);
  $adminOutcome.set(updated);
  return true;
}

/** Records a signed adjustment of the totals. */
export async function addAdjustment(input: { amount: string; investorsDelta: number; reason: string }): Promise<boolean> {
  const saved = await act('adjustment', () => postJson<AdminFundraisingStats>('/api/fundraising/adjustments', input), FUNDRAISING_MESSAGES.updateFailed.title, FUNDRAISING_MESSAGES.updateFailed.description);
  if (!saved) return false;
  $fundraising.set(saved);
  $adminOutcome.set({ title: 'Adjustment recorded', description: 'The totals now include this adjustment.' });
  // The new adjustment heads the first page.
  await adjustmentList.update({ page: '1' });
  return true;
}

export const fetchInvestorDetails = (email: string) => getJson<InvestorDetails>(`/api/admin/investors/details?email=${encodeURIComponent(email)}`);
export const fetchInvestorAccount = (email: string) => getJson<InvestorAccount>(`/api/admin/investors/account?email=${encodeURIComponent(email)}`);

/** Regenerate or Resend: the answer says what was queued, never a password. */
export async function sendLoginMail(kind: 'regenerate-password' | 'resend-login', email: string): Promise<LoginMailQueued | null> {
  const sent = await act(kind, () => postJson<LoginMailQueued>(`/api/admin/investors/${kind}`, { email }), 'Could not send', 'Please try again.');
  if (sent) $adminOutcome.set({ title: kind === 'resend-login' ? 'Login details queued' : 'Password regenerated', description: sent.message });
  return sent;
}

export async function sendTestEmail(to: string): Promise<boolean> {
  const sent = await act('test-mail', () => postJson<MailSummary>('/api/admin/mail/test', { to }), 'Test email failed', 'Please try again.');
  if (sent) $adminOutcome.set({ title: 'Test email queued', description: `A test email to ${sent.to} was queued.` });
  return sent !== null;
}

export async function retryMail(id: string): Promise<void> {
  if (await act(`retry-${id}`, () => postJson<MailSummary>(`/api/admin/mail/${id}/retry`), 'Retry failed', 'Please try again.')) {
    $adminOutcome.set({ title: 'Mail queued again', description: 'The mail will be sent on the next delivery run.' });
    await mailList.load();
  }
}

/** Reloads both reconciliation lists: the current page of unmatched payments and the refunds owed. */
export async function loadReconciliation(): Promise<void> {
  try {
    await Promise.all([unmatchedList.load(), refundsList.load()]);
  } catch (error) {
    failedOutcome('Could not load payments', error, 'Please try again.');
  }
}

/** Credits an unmatched payment to an intent at the amount received; the server refuses a second time. */
export async function creditPayment(paymentId: string, intentId: string, reason: string): Promise<boolean> {
  const done = await act(`credit-${paymentId}`, () => postJson<{ contributionId: string; usd: number }>(`/api/admin/reconciliation/unmatched/${paymentId}/credit`, { intentId, reason }), 'Credit failed', 'Please try again.');
  if (done) $adminOutcome.set({ title: 'Payment credited', description: `Credited $${done.usd.toFixed(2)} to the contribution.` });
  await loadReconciliation();
  return done !== null;
}

export async function markPaymentForRefund(paymentId: string, reason: string): Promise<boolean> {
  const done = await act(`refund-${paymentId}`, () => postJson(`/api/admin/reconciliation/unmatched/${paymentId}/refund`, { reason }), 'Could not mark for refund', 'Please try again.');
  if (done) $adminOutcome.set({ title: 'Marked for refund', description: 'The payment is listed under Refunds.' });
  await loadReconciliation();
  return done !== null;
}

/** Records a refund transaction; the worker verifies it on chain and its verdict is shown. */
export async function recordRefund(wallet: string, signature: string): Promise<void> {
  $adminBusy.set('record-refund');
  try {
    const done = await postJson<{ sol: string; settled: number }>('/api/admin/reconciliation/refunds', { wallet, signature });
    $refundVerdict.set({ ok: true, text: `Verified on chain: ${done.sol} SOL refunded, ${done.settled} payment(s) settled.` });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) $adminAuth.set('no');
    $refundVerdict.set({ ok: false, text: errorText(error, 'Could not verify the refund. Please try again.') });
  } finally {
    $adminBusy.set(null);
  }
  await loadReconciliation();
}

export async function moderateComment(id: string, action: 'approve' | 'reject' | 'delete'): Promise<void> {
  const done = await act(`${action}-${id}`, () => postJson(`/api/admin/comments/${id}/${action}`), 'Moderation failed', 'Please try again.');
  if (done) $adminOutcome.set({ title: 'Comment updated', description: `The comment was ${action === 'delete' ? 'deleted' : `${action}d`}.` });
  await commentList.load();
}

export async function loadWhitelistMode(): Promise<void> {
  try {
    $whitelistMode.set((await getJson<{ mode: 'open' | 'registered' }>('/api/admin/whitelist-mode')).mode);
  } catch (error) {
    failedOutcome('Could not load the whitelist mode', error, 'Please try again.');
  }
}

export async function saveWhitelistMode(mode: 'open' | 'registered'): Promise<void> {
  const done = await act('whitelist-mode', () => postJson<{ mode: 'open' | 'registered' }>('/api/admin/whitelist-mode', { mode }), 'Update Failed', 'Failed to update the whitelist mode.');
  if (done) {
    $whitelistMode.set(done.mode);
    $adminOutcome.set({ title: 'Whitelist mode saved', description: done.mode === 'open' ? 'Any wallet may contribute in the whitelist phase.' : 'Only registered wallets may contribute in the whitelist phase.' });
  }
}
