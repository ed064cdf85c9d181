// The Comments tab's state: comments by status, and approving, rejecting or deleting one.
import type { ModeratedComment, Page } from '@core/api/community';
import { postJson } from '../../lib/api/request';
import { createServerList } from './lists';
import { $adminOutcome, adminAction } from './session';

export const commentList = createServerList<Page<ModeratedComment>>('/api/admin/comments', { status: 'pending', page: '1', limit: '20' });

/** Moderates one comment and reloads the list. */
export async function moderateComment(id: string, action: 'approve' | 'reject' | 'delete'): Promise<void> {
  const done = await adminAction(`${action}-${id}`, () => postJson(`/api/admin/comments/${id}/${action}`), { title: 'Moderation failed', fallback: 'Please try again.' });
  if (done) $adminOutcome.set({ title: 'Comment updated', description: `The comment was ${action === 'delete' ? 'deleted' : `${action}d`}.` });
  await commentList.load();
}
