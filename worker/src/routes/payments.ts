// POST /api/payments: the wizard's Confirm with a connected wallet. The worker opens the intent with
// every rule of POST /api/contributions/intents and returns it with the transaction that pays it, which
// the wallet signs and sends (services/payments/prepare-payment.ts). Same-origin JSON like every write.
import { PAYMENT_MESSAGES } from '@core/schemas/payment';
import { Hono } from 'hono';
import { ContributionIntentRequestSchema } from '@core/schemas/contribution';
import type { PreparedPayment } from '@core/api/payments';
import type { AppEnv } from '../app-env';
import { fail, failWith } from '../lib/http-error';
import { isRefusal } from '../lib/refusal';
import { log } from '../lib/log';
import { validate } from '../lib/validate';
import { rateLimit } from '../middleware/rate-limit';
import { RpcError } from '../services/chain/solana-rpc';
import { preparePayment } from '../services/payments/prepare-payment';


// Counted with the intents: this route opens one per call, so it shares their per-client budget.
const app = new Hono<AppEnv>().post('/', rateLimit('INTENTS_RATE_LIMITER'), validate('json', ContributionIntentRequestSchema), async (c) => {
  let payment: Awaited<ReturnType<typeof preparePayment>>;
  try {
    payment = await preparePayment(c.env, c.executionCtx, c.req.valid('json'));
  } catch (error) {
    if (!(error instanceof RpcError)) throw error;
    log.error('payments.chain_unreachable', error);
    fail(503, PAYMENT_MESSAGES.networkUnavailable);
  }
  if (isRefusal(payment)) failWith(payment);
  return c.json(payment satisfies PreparedPayment, 201);
});

export type PaymentsApi = typeof app;
export default app;
