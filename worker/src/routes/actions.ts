// /api/actions: the sale's Solana Action, which is also its Solana Pay transaction request. GET answers
// the metadata ({ label, icon } for Solana Pay, the blink for Actions clients); POST { account } answers
// { transaction, message } for a new contribution (amount and email from the blink) or for the intent the
// sale page opened (`?intent=`), with links.next where the client posts the signature it sent. The only
// cross-origin routes (middleware/guard-mutations.ts lets them through): they create an intent, which
// anyone may, never read or touch a session, answer errors as the spec's `{ message }`, and POSTs are
// rate limited per client like intents. A client from a restricted country (middleware/restricted-countries.ts)
// gets a disabled GET and a 403 POST, before any intent or transaction.
import { orNetworkUnavailable } from './network-unavailable';
import { amountOf, formatAssetAmount, formatAssetDecimal } from '@core/asset-amount';
import { acceptedAssets } from '@core/payment-assets';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { ActionError, ActionPostResponse, NextAction } from '@solana/actions-spec';
import { ActionContributionSchema, ActionNextBodySchema, ActionNextQuerySchema, ActionPostBodySchema, ActionQuerySchema, PAYMENT_MESSAGES } from '@core/schemas/payment';
import type { AppEnv } from '../app-env';
import { cacheKey, purgeCachedJson } from '../lib/edge-cache';
import { fail, failWith } from '../lib/http-error';
import { isRefusal } from '../lib/refusal';
import { errorFields, log } from '../lib/log';
import { validate } from '../lib/validate';
import { actionCors, actionVersionHeaders } from '../middleware/action-headers';
import { rateLimit } from '../middleware/rate-limit';
import { refuseRestrictedCountries, restrictedCountryCodes, restrictedCountryRefusal } from '../middleware/restricted-countries';
import { restrictedCountriesNotice } from '@core/restricted-countries';
import { claimForContributor } from '../services/settlement/claim-payment';
import { findIntent, intentStatusView } from '../services/contributions/intent-status';
import { confirmingAction, contributeActionMetadata, creditedAction, nextLinkOf, notCreditedAction, paymentMessage } from '../services/payments/contribute-action';
import { saleClosedReason } from '../services/payments/open-intent';
import { prepareIntentPayment, preparePayment } from '../services/payments/prepare-payment';
import { loadSaleState } from '../services/sale/sale-state';
import { currentSolUsd } from '../services/sale/sol-price';


const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

/** Actions clients post JSON; anything else is refused in the spec's error shape. */
const requireJson = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  if (c.req.method === 'POST' && !/^application\/json\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) {
    fail(415, 'Requests must be sent as application/json');
  }
  await next();
};


const app = new Hono<AppEnv>()
  .use('*', actionCors, actionVersionHeaders, requireJson)
  .get('/contribute', async (c) => {
    const now = new Date();
    const state = await loadSaleState(c.env.DB, now);
    const solUsd = await currentSolUsd(c.env, c.executionCtx, now);
    const closedReason = restrictedCountryRefusal(c)?.message ?? saleClosedReason(state);
    const restrictedNotice = restrictedCountriesNotice(restrictedCountryCodes(c.env));
    return c.json(contributeActionMetadata({ origin: originOf(c), phase: state.phase, solUsd, closedReason, restrictedNotice, assets: acceptedAssets(c.env.SOLANA_CLUSTER) }));
  })
  .post('/contribute', rateLimit('ACTIONS_RATE_LIMITER'), refuseRestrictedCountries, validate('query', ActionQuerySchema), validate('json', ActionPostBodySchema), async (c) => {
    const query = c.req.valid('query');
    const { account, data } = c.req.valid('json');
    if (!account) fail(400, PAYMENT_MESSAGES.accountInvalid);
    if (query.intent) {
      const intentId = query.intent;
      const prepared = await orNetworkUnavailable('actions.chain_unreachable', () => prepareIntentPayment(c.env, intentId, account));
      if (isRefusal(prepared)) failWith(prepared);
      const { intent, transaction } = prepared;
      const answer: ActionPostResponse = {
        type: 'transaction',
        transaction,
        message: paymentMessage(formatAssetAmount(amountOf(intent))),
        links: { next: nextLinkOf(intent.id) },
      };
      return c.json(answer);
    }
    const field = (name: string) => (typeof data?.[name] === 'string' ? (data[name] as string) : undefined);
    const amount = query.amount ?? field('amount');
    const email = query.email ?? field('email');
    if (!amount && !email) fail(400, PAYMENT_MESSAGES.parametersMissing);
    const parsed = v.safeParse(ActionContributionSchema, { amount, email, currency: query.currency ?? field('currency'), referralCode: query.ref ?? field('ref') });
    if (!parsed.success) fail(400, parsed.issues[0].message);
    const prepared = await orNetworkUnavailable('actions.chain_unreachable', () =>
      preparePayment(c.env, c.executionCtx, {
        ...parsed.output,
        walletAddress: account,
        // A blink has no newsletter box: nobody is subscribed without saying so.
        newsletterSubscribed: false,
      }),
    );
    if (isRefusal(prepared)) failWith(prepared);
    const { intent, transaction } = prepared;
    const answer: ActionPostResponse = {
      type: 'transaction',
      transaction,
      message: paymentMessage(formatAssetDecimal(intent.amount, intent.asset)),
      links: { next: nextLinkOf(intent.intentId) },
    };
    return c.json(answer);
  })
  .post('/contribute/next', rateLimit('ACTIONS_RATE_LIMITER'), validate('query', ActionNextQuerySchema), validate('json', ActionNextBodySchema), async (c) => {
    const query = c.req.valid('query');
    const body = c.req.valid('json');
    const signature = body.signature || query.signature;
    if (!body.account) fail(400, PAYMENT_MESSAGES.accountInvalid);
    if (!signature) fail(400, 'Invalid transaction signature');
    const intent = await findIntent(c.env.DB, query.intent);
    if (!intent) fail(404, PAYMENT_MESSAGES.intentUnknown);
    const origin = originOf(c);
    const result = await claimForContributor(c.env, intent, signature);
    if (result.status === 'unconfirmed') {
      // A slow chain is not the client's fault: the watcher credits it; the button asks again.
      log.warn('actions.claim_chain_unreachable', { intentId: intent.id, signature, error: errorFields(result.cause) });
      return c.json(confirmingAction(origin, intent.id, signature) satisfies NextAction);
    }
    // The page that opened this intent polls its status: it must see the claim's outcome at once.
    await purgeCachedJson(cacheKey(c, `/api/contributions/intents/${intent.id}`));
    if (result.status === 'pending') return c.json(confirmingAction(origin, intent.id, signature) satisfies NextAction);
    if (result.status === 'rejected') return c.json(notCreditedAction(origin, result.reason) satisfies NextAction);
    const view = await intentStatusView(c.env.DB, intent.id);
    const paid = view?.contribution ? formatAssetDecimal(view.contribution.amount, view.contribution.asset) : formatAssetAmount(amountOf(intent));
    return c.json(creditedAction(origin, { paid, totalTokens: view?.contribution?.totalTokens ?? '' }) satisfies NextAction);
  })
  .onError((error, c) => {
    // The Actions spec's error shape, `{ message }`, with the status and headers a route chose.
    if (error instanceof HTTPException) {
      const headers = Object.fromEntries(error.res?.headers.entries() ?? []);
      delete headers['content-type'];
      return c.json({ message: error.message || 'Request failed' } satisfies ActionError, error.status as ContentfulStatusCode, headers);
    }
    log.error('request.unhandled', error, { method: c.req.method, path: c.req.path });
    return c.json({ message: 'Something went wrong on our side. Please try again.' } satisfies ActionError, 500);
  });

export type ActionsApi = typeof app;
export default app;
