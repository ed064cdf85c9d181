// The contact section's assistant chat: greeting, a 400 px history, the question
// appended on send, a pending state, then the answer (with its source pages) or, with no AI provider, the
// live sale facts the question asks about (from the server's state), then the offline notice with the
// email and community buttons and the best FAQ answers.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CHAT_LIMITS } from '@core/chat';
import { $chat, $chatPending, sendChat, type ChatEntry } from '../../stores/chat';
import { useHydrated, useHydratedStore } from '../ui/use-hydrated';
import { Button, buttonVariants } from '../ui/Button';
import { cn } from '../../lib/ui/cn';

export interface ContactLink {
  href: string;
  label: string;
}

type AssistantChatProps = { email?: ContactLink; community?: ContactLink };

/** The chat card's history and input. */
export function AssistantChat({ email, community }: AssistantChatProps) {
  const entries = useHydratedStore($chat, $chat.get().slice(0, 1));
  const pending = useHydratedStore($chatPending, false);
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const id = useId();

  // Show the newest entry from its start: an offline answer with FAQ matches is taller than the box.
  useEffect(() => {
    const box = log.current;
    const last = box?.querySelector<HTMLElement>('li:last-child');
    if (box && last) box.scrollTo({ top: Math.max(0, last.offsetTop - 16) });
  }, [entries.length, pending]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await sendChat(text)) setText('');
  };

  return (
    <div data-slot="assistant-chat" className="mt-4">
      <div ref={log} role="log" aria-label="Conversation with the MRDX assistant" aria-busy={pending} tabIndex={0} className="relative h-[400px] overflow-y-auto rounded-lg border border-white/10 bg-space-800/60 p-4">
        <ul className="flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={entry.id} className={cn('max-w-[90%]', entry.role === 'user' ? 'self-end' : 'self-start')}>
              <Entry entry={entry} email={email} community={community} />
            </li>
          ))}
          {pending && (
            <li className="self-start rounded-lg bg-white/5 px-3 py-2 text-gray-300" data-slot="chat-pending">
              Thinking…
            </li>
          )}
        </ul>
      </div>
      <form className="mt-3 flex gap-2" onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={`${id}-q`} className="sr-only">Ask the assistant a question</label>
        <input
          id={`${id}-q`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={CHAT_LIMITS.maxMessageLength}
          autoComplete="off"
          placeholder="Ask about the sale, the token or how to contribute"
          className="min-h-11 w-full min-w-0 rounded-md border border-white/20 bg-space-800 px-3 text-gray-100 placeholder:text-gray-400"
        />
        <Button type="submit" variant="primary" className="shrink-0" disabled={!hydrated || pending}>
          {pending ? 'Sending...' : 'Send'}
        </Button>
      </form>
    </div>
  );
}

function Entry({ entry, email, community }: { entry: ChatEntry } & AssistantChatProps) {
  if (entry.role === 'user') return <p data-slot="chat-user" className="rounded-lg bg-brand-600 px-3 py-2 whitespace-pre-line text-white">{entry.content}</p>;
  if (entry.role === 'error') return <p data-slot="chat-error" role="alert" className="rounded-lg border border-red-400/40 bg-red-500/10 px-3 py-2 text-red-100">{entry.content}</p>;
  if (entry.role === 'assistant') {
    return (
      <div data-slot="chat-assistant" className="rounded-lg bg-white/5 px-3 py-2 text-gray-100">
        <p className="whitespace-pre-line">{entry.content}</p>
        {entry.sources && entry.sources.length > 0 && (
          <p className="mt-2 text-sm text-gray-300">
            Sources:{' '}
            {entry.sources.map((source, i) => (
              <span key={source.url}>
                {i > 0 && ', '}
                <a className="link" href={source.url}>{source.title}</a>
              </span>
            ))}
          </p>
        )}
      </div>
    );
  }
  return (
    <div data-slot="chat-offline" className="flex flex-col gap-3">
      {entry.facts.length > 0 && (
        <div data-slot="chat-live-facts" className="rounded-lg bg-white/5 px-3 py-2 text-gray-100">
          <p className="text-sm font-semibold text-gray-200">The sale right now:</p>
          <ul className="mt-2 flex flex-col gap-3">
            {entry.facts.map((fact) => (
              <li key={fact.title} data-slot="chat-fact">
                <a className="link font-semibold" href={fact.url}>{fact.title}</a>
                <p className="mt-1 text-sm break-words text-gray-100">{fact.answer}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="rounded-lg border border-amber-400/40 bg-amber-400/10 px-3 py-2 text-amber-100">{entry.content}</p>
      <div className="flex flex-wrap gap-2">
        {email && <a className={buttonVariants({ variant: 'primary', size: 'sm' })} href={email.href}>Email us</a>}
        {community && (
          <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={community.href} target="_blank" rel="noopener noreferrer">
            Join Telegram<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
      {entry.matches.length > 0 && (
        <div className="rounded-lg bg-white/5 px-3 py-2 text-gray-100">
          <p className="text-sm font-semibold text-gray-200">From our FAQ:</p>
          <ul className="mt-2 flex flex-col gap-3">
            {entry.matches.map((match) => (
              <li key={match.url + match.title} data-slot="chat-match">
                <a className="link font-semibold" href={match.url}>{match.title}</a>
                <p className="mt-1 text-sm text-gray-300">{match.answer}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
