// The investor comment form: signed in, the session's email shows read-only with the "verified investor"
// hint and the comment posts for review with a live sentiment preview; otherwise who may post and the
// one next step, in place (connect, contribute, sign in with the wallet, or replace a temporary password).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { COMMENT_LIMITS, COMMENT_MESSAGES, commentSentiment } from '@core/comments';
import { $commentSubmitting, submitComment } from '../../stores/comments';
import { $nextStep, type NextStep } from '../../stores/investor-next-step';
import { $session } from '../../stores/session';
import { useHydrated, useHydratedStore } from '../ui/use-hydrated';
import { Button, buttonVariants } from '../ui/Button';
import { ContributeLink } from '../sale/ContributeLink';
import { mountNoticeView } from '../../lib/notices/notice-view';
import { GateChangePassword, GateWalletButton, GateWalletSignIn } from '../investor/gate-actions';

const FIELD = 'min-h-11 w-full rounded-md border border-white/20 bg-space-800 px-3 py-2 text-gray-100 placeholder:text-gray-400';

/** Form or sign-in explanation, by $session. */
export function CommentForm() {
  const session = useHydratedStore($session, { status: 'unknown' });
  const step = useHydratedStore($nextStep, 'checking');
  const submitting = useHydratedStore($commentSubmitting, false);
  const hydrated = useHydrated();
  const [comment, setComment] = useState('');
  const id = useId();
  // The post's outcome is a toast: make sure this page has the toast region even if no other island made it.
  useEffect(() => mountNoticeView(), []);

  if (session.status !== 'signed-in' || session.profile.mustChangePassword) return <CommentGate step={step} />;

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
      <Button type="submit" variant="primary" className="self-start" disabled={!hydrated || submitting || !profile.verifiedInvestor}>
        {submitting ? COMMENT_MESSAGES.submitting : 'Post Comment'}
      </Button>
    </form>
  );
}

/** Who may post, and the visitor's one next step toward it. */
function CommentGate({ step }: { step: NextStep }) {
  if (step === 'change-password') {
    return (
      <div data-slot="comment-form" className="min-h-40 rounded-xl border border-white/10 bg-space-800/60 p-5">
        <GateChangePassword stay />
      </div>
    );
  }
  return (
    <div data-slot="comment-form" className="min-h-40 rounded-xl border border-white/10 bg-space-800/60 p-5">
      <h3 className="text-lg font-bold text-white">Only investors can comment</h3>
      <p className="mt-2 text-gray-300">Comments are posted by investors with a credited contribution. Everyone can read them.</p>
      <div className="mt-4" data-slot="comment-next-step">
        {step === 'checking' && <p role="status" className="text-gray-300">Checking your sign-in…</p>}
        {step === 'connect' && (
          <>
            <GateWalletButton />
            <p className="mt-2 text-sm text-gray-300">
              Connect the wallet you contributed from to sign in with it, or <a href="/mrdx" className="link">sign in with your email</a>.
            </p>
          </>
        )}
        {step === 'contribute' && (
          <>
            <ContributeLink href="#contribute-form" className={buttonVariants({ variant: 'outline' })}>Contribute with this wallet</ContributeLink>
            <p className="mt-2 text-sm text-gray-300">This wallet has no credited contribution yet; once it has, sign in with it here to post.</p>
          </>
        )}
        {step === 'sign-in' && <GateWalletSignIn stay className="max-w-sm" />}
      </div>
    </div>
  );
}
