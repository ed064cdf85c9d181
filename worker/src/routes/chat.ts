// POST /api/chat: the contact section's assistant, answering from the sale's live state (phase, end date,
// prices, minimums, caps, treasury) and our own content (FAQ, whitepaper, sale facts). Rate limited per
// client; the conversation is never stored.
import { Hono } from 'hono';
import { ChatRequestSchema } from '@core/schemas/community';
import type { AppEnv } from '../app-env';
import { failWith } from '../lib/http-error';
import { isRefusal } from '../lib/refusal';
import { validate } from '../lib/validate';
import { rateLimit } from '../middleware/rate-limit';
import { liveSaleAnswers } from '@core/chat-live-facts';
import { groundQuestion, hasChatProvider, notFoundAnswer, offlineAnswer, offTopicAnswer, providerAnswer } from '../services/community/chat';
import { loadLiveSaleFacts } from '../services/community/live-sale-facts';
import { currentSolUsd } from '../services/sale/sol-price';

/** Per client and minute: the CHAT_RATE_LIMITER binding of wrangler.toml (CHAT_LIMITS.perMinute in core/chat.ts). */
export const CHAT_RATE_LIMIT = 'CHAT_RATE_LIMITER';

const app = new Hono<AppEnv>()
  /**
   * POST /api/chat — body `{ message, history? }`: the question (1–1,000 characters) and up to 10 earlier
   * `{ role: 'user' | 'assistant', content }` turns the card keeps in memory.
   * 200 `ChatResponse`. A question about something else than the sale gets `{ offline: true, message:
   * CHAT_MESSAGES.offTopic, facts: [], matches: [] }` (no provider is asked). Otherwise, with a provider
   * (CHAT_PROVIDER_URL + CHAT_MODEL, key CHAT_PROVIDER_API_KEY) `{ offline: false, answer, sources }`
   * written from the passages that clear the relevance floor and every live fact (the ones asked about
   * first), capped at 1,024 tokens, or CHAT_MESSAGES.notFound when no passage or live topic answers;
   * without one `{ offline: true, message, facts, matches }`: `facts` the live answers of the topics the
   * question asks about (e.g. "when does the sale end?" → the end date, from the server's state now),
   * `matches` the passages that answer it, and `message` null, or the offline notice of core/chat.ts when both are empty.
   * Errors (body `{ error }` already holds the text the site shows; core/chat.ts chatErrorMessage maps statuses):
   * 400 'Please type a question' / length / history; 429 rate limited (request error); 503 provider
   * unreachable or failing (unavailable); 502 malformed provider answer and 504 provider timeout
   * (processing error).
   */
  .post('/', rateLimit(CHAT_RATE_LIMIT), validate('json', ChatRequestSchema), async (c) => {
    const { message, history } = c.req.valid('json');
    c.header('Cache-Control', 'no-store');
    const grounding = groundQuestion(message, history);
    if (!grounding.aboutTheSale) return c.json(offTopicAnswer());
    const now = new Date();
    // The SOL price is read only when the answer states it (the minimum in SOL): it may cost a rates lookup.
    const solPrice = grounding.topics.includes('minimum') ? () => currentSolUsd(c.env, c.executionCtx, now) : null;
    if (!hasChatProvider(c.env)) {
      if (grounding.topics.length === 0) return c.json(offlineAnswer(grounding));
      const facts = await loadLiveSaleFacts(c.env, now, solPrice);
      return c.json(offlineAnswer(grounding, liveSaleAnswers(facts, grounding.topics)));
    }
    if (grounding.topics.length === 0 && grounding.passages.length === 0) return c.json(notFoundAnswer());
    const facts = await loadLiveSaleFacts(c.env, now, solPrice);
    const answer = await providerAnswer(c.env, message, history, { grounding, live: liveSaleAnswers(facts) });
    if (isRefusal(answer)) failWith(answer);
    return c.json(answer);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type ChatApi = typeof app;

export default app;
