// The Contributions tab's state: the investor wallets list, one investor's details and account, and
// the login mails (Regenerate, Resend).
import type { InvestorAccount, InvestorDetails, InvestorList, LoginMailQueued } from '@core/api/admin';
import { getJson, postJson } from '../../lib/api/request';
import { createServerList } from './lists';
import { $adminOutcome, adminAction } from './session';

export const investors = createServerList<InvestorList>('/api/admin/investors', { q: '', sort: 'latestAt', dir: 'desc', page: '1', pageSize: '25' });

export const fetchInvestorDetails = (email: string) => getJson<InvestorDetails>(`/api/admin/investors/details?email=${encodeURIComponent(email)}`);
export const fetchInvestorAccount = (email: string) => getJson<InvestorAccount>(`/api/admin/investors/account?email=${encodeURIComponent(email)}`);

/** Regenerate or Resend: the answer says what was queued, never a password. */
export async function sendLoginMail(kind: 'regenerate-password' | 'resend-login', email: string): Promise<LoginMailQueued | null> {
  const sent = await adminAction(kind, () => postJson<LoginMailQueued>(`/api/admin/investors/${kind}`, { email }), { title: 'Could not send', fallback: 'Please try again.' });
  if (sent) $adminOutcome.set({ title: kind === 'resend-login' ? 'Login details queued' : 'Password regenerated', description: sent.message });
  return sent;
}
