// /api/newsletter: double opt-in sign-up, confirmation and unsubscribe by mailed single-use links.
// The links open site pages (/newsletter/confirm?token=…, /newsletter/unsubscribe?token=…) that call
// GET here to show the state and POST to act; mailbox providers use the one-click route (RFC 8058).
import { Hono } from 'hono';
import type { EmailTokenStatus, NewsletterConfirmed, NewsletterSubscribeResponse, NewsletterUnsubscribed } from '@core/api/community';
import { EmailTokenBodySchema, NEWSLETTER_TOKEN_MESSAGES } from '@core/schemas/community';
import { NewsletterSubscriptionSchema } from '@core/schemas/newsletter';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/http-error';
import { validate } from '../lib/validate';
import { clientKey } from '../middleware/client-key';
import { limitBody } from '../middleware/guard-mutations';
import { rateLimit } from '../middleware/rate-limit';
import { peekEmailToken } from '../services/community/email-tokens';
import { confirmNewsletter, newsletterSignupStatements, unsubscribeNewsletter } from '../services/community/newsletter';

/**
 * Per client and minute (`[[ratelimits]]` bindings of wrangler.toml; the limits are repeated for the
 * tests): sign-ups (each may mail someone) and token lookups (guessing is hopeless, but bounded).
 */
export const NEWSLETTER_LIMITS = {
  subscribe: { binding: 'NEWSLETTER_RATE_LIMITER', limit: 5 },
  tokens: { binding: 'EMAIL_TOKEN_RATE_LIMITER', limit: 30 },
} as const;

const app = new Hono<AppEnv>()
  /**
   * POST /api/newsletter — body `{ email }`.
   * 200 `NewsletterSubscribeResponse` for any valid address, new or known (the answer reveals nothing);
   * a confirmation link is mailed unless the address is already confirmed or was mailed in the last 10 min.
   * Errors: 400 'Please enter a valid email address'; 403/415 cross-origin or not JSON; 429 rate limited.
   */
  .post('/', rateLimit(NEWSLETTER_LIMITS.subscribe.binding), validate('json', NewsletterSubscriptionSchema), async (c) => {
    const { email } = c.req.valid('json');
    await c.env.DB.batch(await newsletterSignupStatements(c.env.DB, { email, source: 'footer', origin: c.env.PUBLIC_ORIGIN }));
    return c.json({ subscribed: true, email, confirmationRequired: true } satisfies NewsletterSubscribeResponse);
  })

  /**
   * GET /api/newsletter/confirm?token= — 200 `EmailTokenStatus`: whether the confirmation link still
   * works, and for which address. Changes nothing (mail scanners prefetch links). 400 malformed token; 429.
   */
  .get('/confirm', rateLimit(NEWSLETTER_LIMITS.tokens.binding), validate('query', EmailTokenBodySchema), async (c) => {
    const email = await peekEmailToken(c.env.DB, c.req.valid('query').token, 'newsletter-confirm');
    c.header('Cache-Control', 'no-store');
    return c.json({ valid: email !== null, email } satisfies EmailTokenStatus);
  })

  /**
   * POST /api/newsletter/confirm — body `{ token }`. 200 `NewsletterConfirmed`; the link works once.
   * Errors: 400 'This link is invalid or has already been used' (unknown, used or expired); 429.
   */
  .post('/confirm', rateLimit(NEWSLETTER_LIMITS.tokens.binding), validate('json', EmailTokenBodySchema), async (c) => {
    const email = await confirmNewsletter(c.env.DB, c.req.valid('json').token);
    if (!email) fail(400, NEWSLETTER_TOKEN_MESSAGES.invalid);
    return c.json({ confirmed: true, email } satisfies NewsletterConfirmed);
  })

  /** GET /api/newsletter/unsubscribe?token= — 200 `EmailTokenStatus`, changes nothing. 400 malformed token; 429. */
  .get('/unsubscribe', rateLimit(NEWSLETTER_LIMITS.tokens.binding), validate('query', EmailTokenBodySchema), async (c) => {
    const email = await peekEmailToken(c.env.DB, c.req.valid('query').token, 'unsubscribe');
    c.header('Cache-Control', 'no-store');
    return c.json({ valid: email !== null, email } satisfies EmailTokenStatus);
  })

  /**
   * POST /api/newsletter/unsubscribe — body `{ token }` (the site's page). 200 `NewsletterUnsubscribed`:
   * the address no longer counts as subscribed; the link works once.
   * Errors: 400 'This link is invalid or has already been used'; 429.
   */
  .post('/unsubscribe', rateLimit(NEWSLETTER_LIMITS.tokens.binding), validate('json', EmailTokenBodySchema), async (c) => {
    const email = await unsubscribeNewsletter(c.env.DB, c.req.valid('json').token);
    if (!email) fail(400, NEWSLETTER_TOKEN_MESSAGES.invalid);
    return c.json({ unsubscribed: true, email } satisfies NewsletterUnsubscribed);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type NewsletterApi = typeof app;

export default app;

/**
 * POST /api/newsletter/one-click-unsubscribe?token= — RFC 8058 one-click unsubscribe, the URL of the
 * List-Unsubscribe header. Mailbox providers post `List-Unsubscribe=One-Click` as a form from no origin,
 * so index.ts mounts this before the same-origin JSON guard; the single-use token is the only credential.
 * 200 `NewsletterUnsubscribed`; 400 without the One-Click body or with an invalid token; 429.
 */
export const oneClickUnsubscribe = new Hono<AppEnv>().post(
  '/',
  clientKey,
  limitBody,
  rateLimit(NEWSLETTER_LIMITS.tokens.binding),
  validate('query', EmailTokenBodySchema),
  async (c) => {
    const type = c.req.header('Content-Type') ?? '';
    const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type) ? await c.req.parseBody().catch(() => null) : null;
    if (form?.['List-Unsubscribe'] !== 'One-Click') fail(400, 'Expected List-Unsubscribe=One-Click');
    const email = await unsubscribeNewsletter(c.env.DB, c.req.valid('query').token);
    if (!email) fail(400, NEWSLETTER_TOKEN_MESSAGES.invalid);
    return c.json({ unsubscribed: true, email } satisfies NewsletterUnsubscribed);
  },
);
