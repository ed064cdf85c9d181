// $comments: the landing page's approved investor comments (GET /api/comments, polled every 30 s while
// the list is on screen) and the signed-in investor's post (POST /api/investor/comments, pending until approved).
import { atom } from 'nanostores';
import { COMMENT_LIMITS, COMMENT_MESSAGES } from '@core/comments';
import type { PublicComment } from '@core/api/community';
import { commentsApi, investorApi } from '../lib/api/clients';
import { ApiError, call, errorText } from '../lib/api/request';
import { pollWhileVisible } from '../lib/api/poll-while-visible';
import { toastEach, type Outcome } from './notices';

export type CommentsState =
  | { status: 'loading' }
  | { status: 'ready'; items: PublicComment[]; total: number }
  | { status: 'error'; message: string };

/** The approved comments, newest first. */
export const $comments = atom<CommentsState>({ status: 'loading' });
/** True while a post is on its way ('Submitting...'). */
export const $commentSubmitting = atom(false);
/** The last post's outcome, shown as a toast. */
export const $commentOutcome = atom<Outcome | null>(null);

toastEach($commentOutcome);

/** Fetches the first page of approved comments; a failure keeps the list already shown. */
export async function loadComments(): Promise<void> {
  try {
    const page = await call(commentsApi.index.$get({ query: { limit: String(COMMENT_LIMITS.pageSize) } }));
    $comments.set({ status: 'ready', items: page.items, total: page.total });
  } catch (error) {
    if ($comments.get().status !== 'ready') $comments.set({ status: 'error', message: errorText(error, 'Comments could not be loaded.') });
  }
}

/** Loads the list now and every 30 s while the tab is visible; returns the stop function. */
export const pollComments = (): (() => void) => pollWhileVisible(loadComments, COMMENT_LIMITS.pollMs);

/**
 * Posts `comment` as the signed-in investor. Resolves true when the server accepted it (the form then
 * clears). The server decides who may post; its refusal is shown with the form's titles (core/comments.ts).
 */
export async function submitComment(comment: string): Promise<boolean> {
  if ($commentSubmitting.get()) return false;
  if (!comment.trim()) {
    $commentOutcome.set({ title: COMMENT_MESSAGES.missingTitle, description: COMMENT_MESSAGES.missing, variant: 'destructive' });
    return false;
  }
  $commentSubmitting.set(true);
  try {
    await call(investorApi.comments.$post({ json: { comment } }));
    $commentOutcome.set({ title: COMMENT_MESSAGES.submittedTitle, description: COMMENT_MESSAGES.submitted });
    void loadComments();
    return true;
  } catch (error) {
    $commentOutcome.set(refusal(error));
    return false;
  } finally {
    $commentSubmitting.set(false);
  }
}

/** The toast for a refused post: 'Access denied' when the server says only investors may post. */
function refusal(error: unknown): Outcome {
  if (error instanceof ApiError && error.reason === COMMENT_MESSAGES.accessDenied) {
    return { title: COMMENT_MESSAGES.accessDeniedTitle, description: COMMENT_MESSAGES.accessDenied, variant: 'destructive' };
  }
  return { title: COMMENT_MESSAGES.errorTitle, description: errorText(error, COMMENT_MESSAGES.failed), variant: 'destructive' };
}
