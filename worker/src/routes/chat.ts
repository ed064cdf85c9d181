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
import { liveSaleAnswers, liveSaleTopics } from '@core/chat-live-facts';
import { hasChatProvider, offlineAnswer, providerAnswer } from '../services/community/chat';
import { loadLiveSaleFacts } from '../services/community/live-sale-facts';
import { currentSolUsd } from '../services/sale/sol-price';

/** Per client and minute: the CHAT_RATE_LIMITER binding of wrangler.toml (CHAT_LIMITS.perMinute in core/chat.ts). */
export const CHAT_RATE_LIMIT = 'CHAT_RATE_LIMITER';

const app = new Hono<AppEnv>()
  /**
   * POST /api/chat — body `{ message, history? }`: the question (1–1,000 characters) and up to 10 earlier
   * `{ role: 'user' | 'assistant', content }` turns the card keeps in memory.
   * 200 `ChatResponse`: with a provider (CHAT_PROVIDER_URL + CHAT_MODEL, key CHAT_PROVIDER_API_KEY)
   * `{ offline: false, answer, sources: [{ title, url }] }`, the answer capped at 1,024 tokens; without one
   * `{ offline: true, message, facts, matches }`: `facts` the live answers of the topics the question asks
   * about (e.g. "when does the sale end?" → the end date, from the server's state now), then the
   * offline notice and the best FAQ matches (either list possibly empty). The provider gets every live
   * fact as context first.
   * Errors (body `{ error }` already holds the text the card shows; core/chat.ts chatErrorMessage maps statuses):
   * 400 'Please type a question' / length / history; 429 rate limited (request error); 503 provider
   * unreachable or failing (unavailable); 502 malformed provider answer and 504 provider timeout
   * (processing error).
   */
  .post('/', rateLimit(CHAT_RATE_LIMIT), validate('json', ChatRequestSchema), async (c) => {
    const { message, history } = c.req.valid('json');
    c.header('Cache-Control', 'no-store');
    const now = new Date();
    // The SOL price is read only when the answer states it (the minimum in SOL): it may cost a rates lookup.
    const solPrice = () => currentSolUsd(c.env, c.executionCtx, now);
    if (!hasChatProvider(c.env)) {
      const topics = liveSaleTopics(message);
      if (topics.length === 0) return c.json(offlineAnswer(message));
      const facts = await loadLiveSaleFacts(c.env, now, topics.includes('minimum') ? solPrice : null);
      return c.json(offlineAnswer(message, liveSaleAnswers(facts, topics)));
    }
    const facts = await loadLiveSaleFacts(c.env, now, liveSaleTopics(message).includes('minimum') ? solPrice : null);
    const answer = await providerAnswer(c.env, message, history, { live: liveSaleAnswers(facts) });
    if (isRefusal(answer)) failWith(answer);
    return c.json(answer);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type ChatApi = typeof app;

export default app;
