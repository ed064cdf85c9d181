// The Mail tab's state: the outbox list, a test mail, and retrying a failed mail.
import { adminApi } from '../../lib/api/clients';
import { call } from '../../lib/api/request';
import { createServerList } from './lists';
import { $adminOutcome, adminAction } from './session';

export const mailList = createServerList((query) => call(adminApi.mail.$get({ query })), { to: '', status: '', page: '1', pageSize: '25' });

/** Queues a test mail to `to`; resolves true when it was queued. */
export async function sendTestEmail(to: string): Promise<boolean> {
  const sent = await adminAction('test-mail', () => call(adminApi.mail.test.$post({ json: { to } })), { title: 'Test email failed', fallback: 'Please try again.' });
  if (sent) $adminOutcome.set({ title: 'Test email queued', description: `A test email to ${sent.to} was queued.` });
  return sent !== null;
}

/** Queues a failed mail again and reloads the list. */
export async function retryMail(id: string): Promise<void> {
  const queued = await adminAction(`retry-${id}`, () => call(adminApi.mail[':id'].retry.$post({ param: { id } })), { title: 'Retry failed', fallback: 'Please try again.' });
  if (!queued) return;
  $adminOutcome.set({ title: 'Mail queued again', description: 'The mail will be sent on the next delivery run.' });
  await mailList.load();
}
