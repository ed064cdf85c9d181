// The approved investor comments on the landing page: author, avatar letter, relative time and the
// sentiment badge. Comment text is rendered as React text only, so markup and links stay inert.
import { useEffect, useState } from 'react';
import { COMMENT_MESSAGES, commentAvatarLetter } from '@core/comments';
import type { PublicComment } from '@core/api/community';
import { $comments, pollComments } from '../../stores/comments';
import { useHydratedStore } from '../ui/use-hydrated';
import { cn } from '../../lib/ui/cn';
import { formatRelativeTime } from '@core/format/relative-time';

/** The list; it starts polling when it hydrates (the page hydrates it once it is scrolled to). */
export function CommentsList() {
  const state = useHydratedStore($comments, { status: 'loading' });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => pollComments(), []);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  return (
    <div data-slot="comments-list" className="min-h-32" aria-live="polite" aria-busy={state.status === 'loading'}>
      {state.status === 'loading' && <p className="text-gray-300">Loading comments…</p>}
      {state.status === 'error' && <p className="text-red-300">{state.message}</p>}
      {state.status === 'ready' && state.items.length === 0 && <p className="text-gray-300">{COMMENT_MESSAGES.empty}</p>}
      {state.status === 'ready' && state.items.length > 0 && (
        <ul className="flex flex-col gap-4">
          {state.items.map((item) => (
            <CommentItem key={item.id} item={item} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}

function CommentItem({ item, now }: { item: PublicComment; now: number }) {
  const positive = item.sentiment === 'positive';
  return (
    <li data-slot="comment" className="flex gap-3 rounded-xl border border-white/10 bg-space-800/60 p-4">
      <span aria-hidden="true" data-slot="avatar" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-500/25 font-bold text-brand-300">
        {commentAvatarLetter(item.author)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span data-slot="author" className="font-semibold text-white">{item.author}</span>
          <time dateTime={item.createdAt} title={new Date(item.createdAt).toUTCString()} className="text-gray-400">
            {formatRelativeTime(item.createdAt, now)}
          </time>
          <span
            data-slot="sentiment"
            className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', positive ? 'bg-emerald-500/15 text-emerald-300' : 'bg-red-500/15 text-red-300')}
          >
            {positive ? 'Positive' : 'Negative'}
          </span>
        </p>
        <p data-slot="comment-text" className="mt-2 break-words whitespace-pre-line text-gray-200">{item.comment}</p>
      </div>
    </li>
  );
}
