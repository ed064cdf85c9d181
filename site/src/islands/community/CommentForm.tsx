// The investor comment form: signed in, the session's email shows read-only with the "verified investor"
// hint and the comment posts for review with a live sentiment preview; otherwise it explains who may post.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { COMMENT_LIMITS, COMMENT_MESSAGES, commentSentiment } from '@core/comments';
import { $commentSubmitting, submitComment } from '../../stores/comments';
import { $session } from '../../stores/session';
import { useHydrated, useHydratedStore } from '../ui/use-hydrated';
import { Button, buttonVariants } from '../ui/Button';
import { mountNoticeView } from '../../lib/notices/notice-view';

const FIELD = 'min-h-11 w-full rounded-md border border-white/20 bg-space-800 px-3 py-2 text-gray-100 placeholder:text-gray-400';

/** Form or sign-in explanation, by $session. */
export function CommentForm() {
  const session = useHydratedStore($session, { status: 'unknown' });
  const submitting = useHydratedStore($commentSubmitting, false);
  const hydrated = useHydrated();
  const [comment, setComment] = useState('');
  const id = useId();
  // The post's outcome is a toast: make sure this page has the toast region even if no other island made it.
  useEffect(() => mountNoticeView(), []);

  if (session.status === 'unknown') return <div data-slot="comment-form" className="min-h-40"><p className="text-gray-300">Checking your sign-in…</p></div>;
  if (session.status === 'signed-out') {
    return (
      <div data-slot="comment-form" className="min-h-40 rounded-xl border border-white/10 bg-space-800/60 p-5">
        <h3 className="text-lg font-bold text-white">Only investors can comment</h3>
        <p className="mt-2 text-gray-300">
          Comments are posted by investors with a credited contribution, signed in to their investor account. Everyone can read them.
        </p>
        <a href="/mrdx" className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>Sign in to post a comment</a>
      </div>
    );
  }

  const { profile } = session;
  const sentiment = commentSentiment(comment);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await submitComment(comment)) setComment('');
  };
  return (
    <form data-slot="comment-form" className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-gray-200">Email</label>
        <input id={`${id}-email`} type="email" value={profile.email} readOnly aria-describedby={`${id}-hint`} className={`${FIELD} opacity-80`} />
        <p id={`${id}-hint`} className={profile.verifiedInvestor ? 'text-sm text-emerald-300' : 'text-sm text-amber-300'}>
          {profile.verifiedInvestor ? `✓ ${COMMENT_MESSAGES.verifiedHint}` : COMMENT_MESSAGES.notInvestorHint}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium text-gray-200">Your comment</label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={COMMENT_LIMITS.maxLength}
          rows={4}
          required
          aria-describedby={`${id}-preview`}
          placeholder="Share your thoughts about MRDX"
          className={FIELD}
        />
        <p id={`${id}-preview`} className="text-sm text-gray-300">
          {comment.trim() ? `Sentiment: ${sentiment === 'positive' ? 'Positive' : 'Negative'}` : 'Comments are published after review.'}
        </p>
      </div>
      {profile.mustChangePassword && (
        <p className="text-sm text-amber-300">
          <a href="/mrdx" className="underline">Choose a new password</a> to finish signing in before you post.
        </p>
      )}
      <Button type="submit" variant="primary" className="self-start" disabled={!hydrated || submitting || !profile.verifiedInvestor || profile.mustChangePassword}>
        {submitting ? COMMENT_MESSAGES.submitting : 'Post Comment'}
      </Button>
    </form>
  );
}
