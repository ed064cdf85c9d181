// The site's typed API clients: one hono/client per mount of the worker (worker/src/index.ts), typed
// by that mount's route module, so a renamed path, a changed input or a changed answer fails the type
// check instead of the page. Every call goes through apiFetch (request.ts); unwrap answers with call().
import { hc } from 'hono/client';
import type { Hono } from 'hono';
import { API_MOUNTS, type ApiMount } from '@core/api/mounts';
import type { AdminApi } from '../../../../worker/src/routes/admin/index';
import type { ChatApi } from '../../../../worker/src/routes/chat';
import type { CommentsApi } from '../../../../worker/src/routes/comments';
import type { ContributionCheckApi } from '../../../../worker/src/routes/contribution-check';
import type { ContributionsApi } from '../../../../worker/src/routes/contributions';
import type { CryptoRatesApi } from '../../../../worker/src/routes/crypto-rates';
import type { DemoWalletApi } from '../../../../worker/src/routes/demo-wallet';
import type { DistributionApi } from '../../../../worker/src/routes/distribution';
import type { FundraisingStatsApi } from '../../../../worker/src/routes/fundraising-stats';
import type { InvestorApi } from '../../../../worker/src/routes/investor/index';
import type { LedgerApi } from '../../../../worker/src/routes/ledger';
import type { NewsletterApi } from '../../../../worker/src/routes/newsletter';
import type { PaymentsApi } from '../../../../worker/src/routes/payments';
import type { RefundsApi } from '../../../../worker/src/routes/refunds';
import type { RpcProxyApi } from '../../../../worker/src/routes/rpc-proxy';
import type { SaleApi } from '../../../../worker/src/routes/sale';
import type { WhitelistRegistrationApi } from '../../../../worker/src/routes/whitelist-registration';
import { apiFetch } from './request';

/**
 * A fixed origin for the clients' URLs: apiFetch sends only the path (same origin), and links take
 * `apiHref(...$url())`, so prerendered HTML and the browser agree whatever host serves the site.
 */
const CLIENT_ORIGIN = 'http://same-origin.invalid';

// Marked pure, so a page's bundle keeps only the clients it calls.
const client = <App extends Hono<any, any, any>>(mount: ApiMount) => hc<App>(`${CLIENT_ORIGIN}${API_MOUNTS[mount]}`, { fetch: apiFetch });

/** The path and query of a client URL (`client.x.$url()`), for a same-origin link such as a CSV download. */
export const apiHref = (url: URL): string => url.pathname + url.search;

export const adminApi = /* @__PURE__ */ client<AdminApi>('admin');
export const chatApi = /* @__PURE__ */ client<ChatApi>('chat');
export const commentsApi = /* @__PURE__ */ client<CommentsApi>('comments');
export const contributionCheckApi = /* @__PURE__ */ client<ContributionCheckApi>('contributionCheck');
export const contributionsApi = /* @__PURE__ */ client<ContributionsApi>('contributions');
export const cryptoRatesApi = /* @__PURE__ */ client<CryptoRatesApi>('cryptoRates');
export const demoWalletApi = /* @__PURE__ */ client<DemoWalletApi>('demoWallet');
export const distributionApi = /* @__PURE__ */ client<DistributionApi>('distribution');
export const fundraisingStatsApi = /* @__PURE__ */ client<FundraisingStatsApi>('fundraisingStats');
export const investorApi = /* @__PURE__ */ client<InvestorApi>('investor');
export const ledgerApi = /* @__PURE__ */ client<LedgerApi>('ledger');
export const newsletterApi = /* @__PURE__ */ client<NewsletterApi>('newsletter');
export const paymentsApi = /* @__PURE__ */ client<PaymentsApi>('payments');
export const refundsApi = /* @__PURE__ */ client<RefundsApi>('refunds');
export const rpcApi = /* @__PURE__ */ client<RpcProxyApi>('rpc');
export const saleApi = /* @__PURE__ */ client<SaleApi>('sale');
export const whitelistApi = /* @__PURE__ */ client<WhitelistRegistrationApi>('whitelist');
