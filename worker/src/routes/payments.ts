// POST /api/payments: the wizard's Confirm with a connected wallet. The worker opens the intent with
// every rule of POST /api/contributions/intents and returns it with the transaction that pays it, which
// the wallet signs and sends (services/payments/prepare-payment.ts). Same-origin JSON like every write.
// GET /api/payments/qr?url=…: the QR code of one of the intent's Solana Pay links as an SVG image, drawn
// here so the page ships no QR encoder; only the sale's own links are drawn (services/payments/sale-payment-links.ts).
import { orNetworkUnavailable } from './network-unavailable';
import { Hono } from 'hono';
import { ContributionIntentRequestSchema } from '@core/schemas/contribution';
import { PAYMENT_MESSAGES, SolanaPayQrQuerySchema } from '@core/schemas/payment';
import type { PreparedPayment } from '@core/api/payments';
import type { AppEnv } from '../app-env';
import { fail, failWith } from '../lib/http-error';
import { isRefusal } from '../lib/refusal';
import { validate } from '../lib/validate';
import { rateLimit } from '../middleware/rate-limit';
import { refuseRestrictedCountries } from '../middleware/restricted-countries';
import { preparePayment } from '../services/payments/prepare-payment';
import { qrSvg } from '../services/payments/qr-svg';
import { isSalePaymentLink } from '../services/payments/sale-payment-links';
import { stablecoinsOf } from '@core/payment-assets';

/**
 * How long the browser keeps a QR image: its URL holds everything it draws, so it never changes; private,
 * as the link carries the intent's reference.
 */
export const QR_CACHE_CONTROL = 'private, max-age=86400, immutable';

const app = new Hono<AppEnv>()
  // Counted with the intents: this route opens one per call, so it shares their per-client budget; a
  // restricted country is refused before it (middleware/restricted-countries.ts).
  .post('/', rateLimit('INTENTS_RATE_LIMITER'), refuseRestrictedCountries, validate('json', ContributionIntentRequestSchema), async (c) => {
    const payment = await orNetworkUnavailable('payments.chain_unreachable', () => preparePayment(c.env, c.executionCtx, c.req.valid('json')));
    if (isRefusal(payment)) failWith(payment);
    return c.json(payment satisfies PreparedPayment, 201);
  })

  // Reads nothing and writes nothing (the link is checked by its shape alone), so no rate limit: it costs
  // the encoding of one short link.
  .get('/qr', validate('query', SolanaPayQrQuerySchema), (c) => {
    const { url } = c.req.valid('query');
    const origins = [new URL(c.req.url).origin, c.env.PUBLIC_ORIGIN].filter(Boolean);
    const stablecoinMints = stablecoinsOf(c.env.SOLANA_CLUSTER).map((coin) => coin.mint);
    if (!isSalePaymentLink(url, { treasury: c.env.TREASURY_ADDRESS, origins, stablecoinMints })) fail(400, PAYMENT_MESSAGES.qrLinkRefused);
    return c.body(qrSvg(url), 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': QR_CACHE_CONTROL });
  });

export type PaymentsApi = typeof app;
export default app;
