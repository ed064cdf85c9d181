// The chat assistant: the live sale facts (core/chat-live-facts.ts, from the server's state now) and
// retrieval over the build-time index of our own content, both only for a question about the sale
// (core/chat.ts isAboutTheSale) and only the passages that clear the relevance floor; then either the
// configured chat-completions provider writes the answer from them, or (no provider) they are returned
// as they are for the offline card. Nothing of the conversation is stored.
import { CHAT_LIMITS, CHAT_MESSAGES, chatWords, isAboutTheSale, relevantPassages, type ChatIndex, type ChatPassage } from '@core/chat';
import { isLiveTopicWord, liveSaleTopics, type LiveSaleAnswer, type LiveSaleTopic } from '@core/chat-live-facts';
import type { ChatMatch, ChatResponse, ChatSource } from '@core/api/community';
import { refusal, type Refusal } from '../../lib/refusal';
import { log } from '../../lib/log';
import chatIndexJson from '../../generated/chat-index.json';

const CHAT_INDEX = chatIndexJson as ChatIndex;

export type ChatEnv = Pick<Env, 'CHAT_PROVIDER_URL' | 'CHAT_MODEL'> & { CHAT_PROVIDER_API_KEY?: string };

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What can answer a question: whether it is about the sale, the live topics it asks about, the passages that answer it. */
export interface ChatGrounding {
  aboutTheSale: boolean;
  topics: LiveSaleTopic[];
  passages: ChatPassage[];
}

/**
 * Grounds `question` in our content and the live topics. A follow-up without a word of its own ("and
 * then?") is read together with the person's previous question.
 */
export function groundQuestion(question: string, history: ChatTurn[] = [], index: ChatIndex = CHAT_INDEX): ChatGrounding {
  const previous = [...history].reverse().find((turn) => turn.role === 'user')?.content;
  const text = chatWords(question).length === 0 && previous ? `${previous} ${question}` : question;
  if (!isAboutTheSale(index, text, isLiveTopicWord)) return { aboutTheSale: false, topics: [], passages: [] };
  return { aboutTheSale: true, topics: liveSaleTopics(text), passages: relevantPassages(index, text, CHAT_LIMITS.passages).map((scored) => scored.passage) };
}

const notice = (message: string): ChatResponse => ({ offline: true, message, facts: [], matches: [] });

/** The answer to a question about something else: no facts, no passages, the notice and the contact routes. */
export const offTopicAnswer = (): ChatResponse => notice(CHAT_MESSAGES.offTopic);

/** With a provider, when nothing of ours answers: say so rather than let the model guess. */
export const notFoundAnswer = (): ChatResponse => notice(CHAT_MESSAGES.notFound);

/**
 * For the offline card: the live facts the question asks about (`live`, already chosen by topic) and the
 * passages that answer it. The spec's unavailable notice only when neither does.
 */
export function offlineAnswer(grounding: ChatGrounding, live: LiveSaleAnswer[] = []): ChatResponse {
  const matches: ChatMatch[] = grounding.passages.slice(0, CHAT_LIMITS.offlineMatches).map((passage) => ({
    title: passage.title,
    answer: passage.text,
    url: passage.url,
  }));
  const facts: ChatMatch[] = live.map(({ title, answer, url }) => ({ title, answer, url }));
  const message = facts.length + matches.length > 0 ? null : CHAT_MESSAGES.unavailable;
  return { offline: true, message, facts, matches };
}

/** Live facts as passages of the model's context, first, so the model can cite them like the others. */
export function livePassages(live: LiveSaleAnswer[]): ChatPassage[] {
  return live.map(({ topic, title, answer, url }) => ({ id: `live:${topic}`, kind: 'facts', title: `${title} (live, from the sale's state now)`, text: answer, url }));
}

/** The system prompt: who answers, the rules, and the numbered passages it may use. */
export function systemPrompt(passages: ChatPassage[]): string {
  const context = passages.map((p, i) => `[${i + 1}] ${p.title} (${p.url})\n${p.text}`).join('\n\n');
  return [
    'You are the assistant of the MRDX token pre-sale website. Answer questions about the sale, the token and the whitepaper.',
    'Use only the numbered passages below. Passages marked live state the sale as it is right now and win over any other passage. Cite the passages you used as [1], [2]... If they do not answer the question, say you do not know and suggest contacting the team by email.',
    'Never give investment, legal or tax advice and never promise returns. Answer in plain text, briefly.',
    '',
    context || '(no passage matched the question)',
  ].join('\n');
}

/** The passages the answer cites ([n]); all of them when it cites none. Links deduplicated. */
export function citedSources(answer: string, passages: ChatPassage[]): ChatSource[] {
  const cited = new Set([...answer.matchAll(/\[(\d{1,2})\]/g)].map((m) => Number(m[1]) - 1).filter((i) => i >= 0 && i < passages.length));
  const used = cited.size > 0 ? passages.filter((_, i) => cited.has(i)) : passages;
  const seen = new Set<string>();
  return used.filter((p) => !seen.has(p.url) && seen.add(p.url)).map((p) => ({ title: p.title, url: p.url }));
}

const timedOut = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** The answer text of an OpenAI-style chat-completions body, or null when the body is not one. */
function completionText(body: unknown): string | null {
  const choice = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0];
  const content = choice?.message?.content;
  return typeof content === 'string' && content.trim() !== '' ? content.trim() : null;
}

/**
 * Asks the provider. Failures are distinct refusals the card maps to its messages (core/chat.ts
 * chatErrorMessage, through their statuses): unavailable (unreachable or non-OK provider), provider
 * timeout and provider error (a malformed answer), the last two with the processing error.
 */
export async function providerAnswer(
  env: ChatEnv,
  question: string,
  history: ChatTurn[],
  {
    timeoutMs = CHAT_LIMITS.providerTimeoutMs,
    fetcher = fetch,
    grounding = groundQuestion(question, history),
    live = [],
  }: { timeoutMs?: number; fetcher?: typeof fetch; grounding?: ChatGrounding; live?: LiveSaleAnswer[] } = {},
): Promise<ChatResponse | Refusal> {
  // The live facts the question asks about first, then the passages that answer it, then the other live facts.
  const asked = new Set(grounding.topics);
  const passages = [
    ...livePassages(live.filter((fact) => asked.has(fact.topic))),
    ...grounding.passages,
    ...livePassages(live.filter((fact) => !asked.has(fact.topic))),
  ];
  let response: Response;
  try {
    response = await fetcher(env.CHAT_PROVIDER_URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(env.CHAT_PROVIDER_API_KEY ? { Authorization: `Bearer ${env.CHAT_PROVIDER_API_KEY}` } : {}),
      },
      body: JSON.stringify({
        model: env.CHAT_MODEL,
        max_tokens: CHAT_LIMITS.maxTokens,
        messages: [{ role: 'system', content: systemPrompt(passages) }, ...history, { role: 'user', content: question }],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (timedOut(error)) return refusal('provider timeout', CHAT_MESSAGES.processingError);
    log.error('chat.provider_unreachable', error);
    return refusal('unavailable', CHAT_MESSAGES.unavailable);
  }
  if (!response.ok) {
    log.error('chat.provider_failed', new Error(`status ${response.status}`), { status: response.status });
    await response.body?.cancel();
    return refusal('unavailable', CHAT_MESSAGES.unavailable);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    return refusal(timedOut(error) ? 'provider timeout' : 'provider error', CHAT_MESSAGES.processingError);
  }
  const answer = completionText(body);
  if (answer === null) return refusal('provider error', CHAT_MESSAGES.processingError);
  return { offline: false, answer, sources: citedSources(answer, passages) };
}

/** Whether a provider is configured (URL and model). */
export function hasChatProvider(env: ChatEnv): boolean {
  return Boolean(env.CHAT_PROVIDER_URL?.trim() && env.CHAT_MODEL?.trim());
}
