// The Comments tab's state: comments by status, and approving, rejecting or deleting one.
import { adminApi } from '../../lib/api/clients';
import { call } from '../../lib/api/request';
import { createServerList } from './lists';
import { $adminOutcome, adminAction } from './session';

export const commentList = createServerList((query) => call(adminApi.comments.$get({ query })), { status: 'pending', page: '1', limit: '20' });

/** Moderates one comment and reloads the list. */
export async function moderateComment(id: string, action: 'approve' | 'reject' | 'delete'): Promise<void> {
  const done = await adminAction(`${action}-${id}`, () => call(adminApi.comments[':id'][action].$post({ param: { id } })), { title: 'Moderation failed', fallback: 'Please try again.' });
  if (done) $adminOutcome.set({ title: 'Comment updated', description: `The comment was ${action === 'delete' ? 'deleted' : `${action}d`}.` });
  await commentList.load();
}
