// $chat: the contact section's assistant conversation (POST /api/chat). Kept in the page only; the
// server stores nothing. Offline answers carry the live sale facts asked about and the passages of our
// content that answer, or a notice with the contact routes; model answers the pages they used.
import { atom } from 'nanostores';
import { CHAT_LIMITS, CHAT_MESSAGES, chatErrorMessage } from '@core/chat';
import type { ChatMatch, ChatSource } from '@core/api/community';
import { chatApi } from '../lib/api/clients';
import { ApiError, call } from '../lib/api/request';

export type ChatEntry =
  | { id: number; role: 'user'; content: string }
  | { id: number; role: 'assistant'; content: string; sources?: ChatSource[] }
  /** `content`: the notice shown with the contact routes, null when facts or passages answer. */
  | { id: number; role: 'offline'; content: string | null; facts: ChatMatch[]; matches: ChatMatch[] }
  | { id: number; role: 'error'; content: string };

let nextId = 1;

/** The conversation, starting with the assistant's greeting. */
export const $chat = atom<ChatEntry[]>([{ id: 0, role: 'assistant', content: CHAT_MESSAGES.greeting }]);
/** True while a question is on its way; sending is blocked meanwhile. */
export const $chatPending = atom(false);

/** The earlier user and assistant turns the server may use for context (errors and notices left out). */
function history() {
  return $chat
    .get()
    .slice(1)
    .filter((entry) => entry.role === 'user' || entry.role === 'assistant')
    .map((entry) => ({ role: entry.role as 'user' | 'assistant', content: entry.content.slice(0, CHAT_LIMITS.maxMessageLength * 2) }))
    .slice(-CHAT_LIMITS.maxHistoryTurns);
}

/** Sends `text`; resolves true when it was sent (the input is then cleared). Empty text and a pending question are ignored. */
export async function sendChat(text: string): Promise<boolean> {
  const message = text.trim();
  if (!message || $chatPending.get()) return false;
  const earlier = history();
  $chat.set([...$chat.get(), { id: nextId++, role: 'user', content: message }]);
  $chatPending.set(true);
  try {
    const answer = await call(chatApi.index.$post({ json: { message, history: earlier } }));
    const entry: ChatEntry = answer.offline
      ? { id: nextId++, role: 'offline', content: answer.message ?? null, facts: answer.facts ?? [], matches: answer.matches ?? [] }
      : { id: nextId++, role: 'assistant', content: answer.answer, sources: answer.sources };
    $chat.set([...$chat.get(), entry]);
  } catch (error) {
    const status = error instanceof ApiError && error.status !== 0 ? error.status : null;
    $chat.set([...$chat.get(), { id: nextId++, role: 'error', content: chatErrorMessage(status) }]);
  } finally {
    $chatPending.set(false);
  }
  return true;
}
