// The Contributions tab's state: the investor wallets list, one investor's details and account, and
// the login mails (Regenerate, Resend).
import type { LoginMailQueued } from '@core/api/admin';
import { adminApi, apiHref } from '../../lib/api/clients';
import { call } from '../../lib/api/request';
import { createServerList } from './lists';
import { $adminOutcome, adminAction } from './session';

export const investors = createServerList((query) => call(adminApi.investors.$get({ query })), { q: '', sort: 'latestAt', dir: 'desc', page: '1', pageSize: '25' });

/** The CSV downloads of the tab: every contribution, and the tokens owed per wallet with vesting. */
export const CONTRIBUTIONS_CSV_HREF = apiHref(adminApi.exports['contributions.csv'].$url());
export const DISTRIBUTION_CSV_HREF = apiHref(adminApi.exports['distribution.csv'].$url());

export const fetchInvestorDetails = (email: string) => call(adminApi.investors.details.$get({ query: { email } }));
export const fetchInvestorAccount = (email: string) => call(adminApi.investors.account.$get({ query: { email } }));

/** Regenerate or Resend: the answer says what was queued, never a password. */
export async function sendLoginMail(kind: 'regenerate-password' | 'resend-login', email: string): Promise<LoginMailQueued | null> {
  const sent = await adminAction(kind, () => call(adminApi.investors[kind].$post({ json: { email } })), { title: 'Could not send', fallback: 'Please try again.' });
  if (sent) $adminOutcome.set({ title: kind === 'resend-login' ? 'Login details queued' : 'Password regenerated', description: sent.message });
  return sent;
}
