// The worker's typed API clients for Node scripts and tests (bench, demo, distribute, e2e helpers): the same
// hono/client clients as the site (site/src/lib/api/clients.ts), typed by the route modules through JSDoc,
// on a fetch that behaves like a same-origin browser: it sends Origin (the worker refuses cross-origin
// writes), `{}` as JSON for a write without a body, and keeps the session cookie the server sets.
import { hc } from 'hono/client';
import { API_MOUNTS } from '../../../core/api/mounts.ts';

/** An error answer of the API: `status` and the server's `{ error }` text. */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/**
 * Clients of every mount at `baseUrl`. `headers` go with every request (e.g. CF-Connecting-IP for a
 * client address of its own); `refusals: 'throw'` (the default) turns an error answer into ApiError,
 * `'return'` hands it back like any answer (for a bench that records every status).
 * @param {string} baseUrl
 * @param {{ headers?: Record<string, string>, refusals?: 'throw' | 'return' }} [options]
 */
export function apiClients(baseUrl, { headers = {}, refusals = 'throw' } = {}) {
  const origin = new URL(baseUrl).origin;
  let cookie = '';

  /** @type {typeof fetch} */
  async function send(input, init = {}) {
    const method = (init.method ?? 'GET').toUpperCase();
    const sent = new Headers(init.headers);
    sent.set('Origin', origin);
    for (const [name, value] of Object.entries(headers)) sent.set(name, value);
    if (cookie && !sent.has('Cookie')) sent.set('Cookie', cookie);
    let body = init.body;
    if (method !== 'GET' && method !== 'HEAD' && body == null) {
      body = '{}';
      sent.set('Content-Type', 'application/json');
    }
    const response = await fetch(input, { ...init, method, headers: sent, body });
    const set = response.headers.getSetCookie?.() ?? [];
    if (set.length > 0) cookie = set.map((line) => line.split(';')[0]).join('; ');
    if (response.ok || refusals === 'return') return response;
    const text = await response.text();
    let reason = '';
    try {
      reason = JSON.parse(text)?.error ?? '';
    } catch {
      // not JSON (a CSV, an HTML error page): the status says it
    }
    throw new ApiError(response.status, reason || `HTTP ${response.status}`);
  }

  const options = { fetch: send };
  return {
    /** @type {ReturnType<typeof hc<import('../../../worker/src/routes/admin/index').AdminApi>>} */
    admin: hc(`${origin}${API_MOUNTS.admin}`, options),
    /** @type {ReturnType<typeof hc<import('../../../worker/src/routes/investor/index').InvestorApi>>} */
    investor: hc(`${origin}${API_MOUNTS.investor}`, options),
    /** @type {ReturnType<typeof hc<import('../../../worker/src/routes/sale').SaleApi>>} */
    sale: hc(`${origin}${API_MOUNTS.sale}`, options),
    /** @type {ReturnType<typeof hc<import('../../../worker/src/routes/crypto-rates').CryptoRatesApi>>} */
    cryptoRates: hc(`${origin}${API_MOUNTS.cryptoRates}`, options),
    /** @type {ReturnType<typeof hc<import('../../../worker/src/routes/fundraising-stats').FundraisingStatsApi>>} */
    fundraisingStats: hc(`${origin}${API_MOUNTS.fundraisingStats}`, options),
    /** @type {ReturnType<typeof hc<import('../../../worker/src/routes/contributions').ContributionsApi>>} */
    contributions: hc(`${origin}${API_MOUNTS.contributions}`, options),
    /** @type {ReturnType<typeof hc<import('../../../worker/src/routes/payments').PaymentsApi>>} */
    payments: hc(`${origin}${API_MOUNTS.payments}`, options),
    /** @type {ReturnType<typeof hc<import('../../../worker/src/routes/ledger').LedgerApi>>} */
    ledger: hc(`${origin}${API_MOUNTS.ledger}`, options),
    /** @type {ReturnType<typeof hc<import('../../../worker/src/routes/distribution').DistributionApi>>} */
    distribution: hc(`${origin}${API_MOUNTS.distribution}`, options),
    /** @type {ReturnType<typeof hc<import('../../../worker/src/routes/refunds').RefundsApi>>} */
    refunds: hc(`${origin}${API_MOUNTS.refunds}`, options),
    /** @type {ReturnType<typeof hc<import('../../../worker/src/routes/demo-wallet').DemoWalletApi>>} */
    demoWallet: hc(`${origin}${API_MOUNTS.demoWallet}`, options),
    /** @type {ReturnType<typeof hc<import('../../../worker/src/routes/rpc-proxy').RpcProxyApi>>} */
    rpc: hc(`${origin}${API_MOUNTS.rpc}`, options),
    /** The RPC proxy's URL, for the JSON-RPC helpers of scripts/lib/solana/. */
    rpcUrl: `${origin}${API_MOUNTS.rpc}`,
    /** The health check's URL. */
    healthUrl: `${origin}${API_MOUNTS.health}`,
    /** The session cookie the server set last ('' before any). */
    get cookie() {
      return cookie;
    },
  };
}

/**
 * Awaits a client call and returns its JSON answer.
 * @template {Promise<{ json(): Promise<unknown> }>} P
 * @param {P} request
 * @returns {Promise<Awaited<ReturnType<Awaited<P>['json']>>>}
 */
export async function call(request) {
  const response = await request;
  return /** @type {any} */ (await response.json());
}
