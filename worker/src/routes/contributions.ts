// /api/contributions: create an intent, claim it with a transaction signature, read its status.
// The sale-read helper's GET /check/:walletAddress lives in contribution-check.ts on the same prefix.
import { orNetworkUnavailable } from './network-unavailable';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ContributionIntentRequestSchema } from '@core/schemas/contribution';
import { ContributionClaimSchema, IntentIdSchema } from '@core/schemas/contribution-claim';
import type { AppEnv } from '../app-env';
import { cacheKey, cachedJson, purgeCachedJson } from '../lib/edge-cache';
import { fail, failWith } from '../lib/http-error';
import { isRefusal } from '../lib/refusal';
import { errorFields, log } from '../lib/log';
import { validate } from '../lib/validate';
import { enforceRateLimit, rateLimit } from '../middleware/rate-limit';
import { refuseRestrictedCountries } from '../middleware/restricted-countries';
import { claimForContributor } from '../services/settlement/claim-payment';
import { findIntent, intentStatusView } from '../services/contributions/intent-status';
import { openIntent } from '../services/payments/open-intent';
import type { ClaimReport, ContributionIntentResponse, IntentStatusReport } from '@core/api/contributions';

/**
 * Seconds a claim that could not read the chain asks the buyer to wait before claiming again; the
 * payment page polls the intent meanwhile, and the watcher credits the payment within its minute.
 */
export const CLAIM_RETRY_AFTER_SECONDS = 5;

/**
 * Seconds an intent's status is shared between polls: the payment page asks every 2 s, so D1 is read
 * about once per poll interval per intent however many tabs poll, and a credit shows at most this late
 * (a claim answers with its own fresh result and forgets the shared copy at once).
 */
export const INTENT_STATUS_TTL_SECONDS = 2;

const intentStatusKey = (c: Context<AppEnv>, intentId: string) => cacheKey(c, `/api/contributions/intents/${intentId}`);

const IntentParamSchema = v.object({ intentId: IntentIdSchema });

const app = new Hono<AppEnv>()
  // The rules (sale open, room under the hard cap, minimum, caps, price age) live in openIntent, which the
  // server-built payment (routes/payments.ts) and the Solana Action share. A restricted country is
  // refused first (middleware/restricted-countries.ts), and the intent records the terms version.
  .post('/intents', rateLimit('INTENTS_RATE_LIMITER'), refuseRestrictedCountries, validate('json', ContributionIntentRequestSchema), async (c) => {
    // A stablecoin's decimals are read from the chain the first time: a chain that cannot be read then is a 503.
    const intent = await orNetworkUnavailable('intents.chain_unreachable', () => openIntent(c.env, c.executionCtx, c.req.valid('json')));
    if (isRefusal(intent)) failWith(intent);
    return c.json(intent satisfies ContributionIntentResponse, 201);
  })

  .post('/', rateLimit('CLAIMS_RATE_LIMITER'), validate('json', ContributionClaimSchema), async (c) => {
    const { intentId, signature } = c.req.valid('json');
    const intent = await findIntent(c.env.DB, intentId);
    if (!intent) fail(404, 'Contribution not found');
    const result = await claimForContributor(c.env, intent, signature);
    if (result.status === 'unconfirmed') {
      // A slow or unreachable chain is not the buyer's fault: 202 pending, never a 5xx; nothing was written.
      log.warn('claim.chain_unreachable', { intentId, signature, error: errorFields(result.cause) });
      return c.json({ status: 'pending', reason: result.reason, signature } satisfies ClaimReport, 202, { 'Retry-After': String(CLAIM_RETRY_AFTER_SECONDS) });
    }
    // The claim may have moved the intent (seen, rejected, credited): its next poll reads D1 again.
    await purgeCachedJson(intentStatusKey(c, intentId));
    if (result.status === 'pending') return c.json({ status: result.status, reason: result.reason, signature } satisfies ClaimReport);
    // A payment that arrived but was not credited says what happens to the money (refund or review).
    if (result.status === 'rejected') return c.json({ status: result.status, reason: result.reason, signature, ...(result.payment ? { payment: result.payment } : {}) } satisfies ClaimReport);
    const view = await intentStatusView(c.env.DB, intentId);
    // Paid more than the contribution: the surplus is owed back, and the buyer is told so with the credit.
    return c.json({ status: 'credited', signature, contribution: view?.contribution, ...(result.payment ? { payment: result.payment } : {}) } satisfies ClaimReport);
  })

  // Limited on the D1 read only: a poll answered from the shared copy costs less than counting it, and
  // guessing ids (every one a miss) still meets the limit.
  .get('/intents/:intentId', validate('param', IntentParamSchema), (c) => {
    const { intentId } = c.req.valid('param');
    return cachedJson(
      c,
      intentStatusKey(c, intentId),
      INTENT_STATUS_TTL_SECONDS,
      async () => {
        await enforceRateLimit(c, 'STATUS_RATE_LIMITER');
        const view = await intentStatusView(c.env.DB, intentId);
        if (!view) fail(404, 'Contribution not found');
        return view satisfies IntentStatusReport;
      },
      { noStoreInBrowser: true },
    );
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type ContributionsApi = typeof app;

export default app;
