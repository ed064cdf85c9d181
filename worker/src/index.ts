// The worker: Hono serves /api/*; everything else is the static site in ./dist (wrangler [assets]).
import { Hono } from 'hono';
import { API_MOUNTS } from '@core/api/mounts';
import type { AppEnv } from './app-env';
import { renderError, fail } from './lib/http-error';
import { log, withLogContext } from './lib/log';
import { benchMeter, metered, meteringEnabled } from './middleware/bench-meter';
import { clientKey } from './middleware/client-key';
import { guardMutations, limitBody } from './middleware/guard-mutations';
import { requestId } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { staticAssetResponse, staticAssets } from './middleware/static-assets';
import { preflightProblems, productionPreflight } from './preflight/production-preflight';
import admin from './routes/admin/index';
import actions from './routes/actions';
import actionsManifest from './routes/actions-manifest';
import adminPages from './routes/admin-pages';
import chat from './routes/chat';
import comments from './routes/comments';
import contributionCheck from './routes/contribution-check';
import contributions from './routes/contributions';
import cryptoRates from './routes/crypto-rates';
import demoWallet from './routes/demo-wallet';
import distribution from './routes/distribution';
import refunds from './routes/refunds';
import devMetrics from './routes/dev-metrics';
import fundraisingStats from './routes/fundraising-stats';
import investor from './routes/investor/index';
import ledger from './routes/ledger';
import newsletter, { oneClickUnsubscribe } from './routes/newsletter';
import payments from './routes/payments';
import referralRedirect from './routes/referral-redirect';
import rpcProxy from './routes/rpc-proxy';
import sale from './routes/sale';
import whitelistRegistration from './routes/whitelist-registration';
import { runWatcher } from './services/settlement/watcher';
import { checkOperationsInCron } from './services/operations/cron';
import { verifyDistributionInCron } from './services/distribution/cron';
import { verifyRefundsInCron } from './services/refunds/cron';

const app = new Hono<AppEnv>();

// Every log line of a request carries its id (lib/log.ts).
app.use('*', requestId);
// The cost bench's D1 meter: local only, and only for a request that asks (middleware/bench-meter.ts).
app.use('*', benchMeter);
// Locally the worker runs first on every path (wrangler.toml): the static site's paths get the
// assets' own answer before anything else, as production's router gives it without the worker.
app.use('*', staticAssets);
app.use('*', productionPreflight);

// The one page served only to a session (wrangler.toml run_worker_first lists it). Before the API
// headers on purpose: it sets the static pages' headers instead of the API's `default-src 'none'`.
app.route('/', adminPages);
app.use('*', securityHeaders);
// RFC 8058 one-click unsubscribe: a form POST from the mailbox provider, so before the JSON/Origin guard.
app.route('/api/newsletter/one-click-unsubscribe', oneClickUnsubscribe);
app.use('/api/*', clientKey, limitBody, guardMutations);
app.route('/r', referralRedirect);
// Solana Actions: the only cross-origin routes (they answer CORS themselves; guardMutations lets them through).
app.route('/actions.json', actionsManifest);
app.route('/api/actions', actions);

// One sub-app per resource, each at its path of API_MOUNTS (the site's typed clients call the same paths).
// Admin-only routes live under /api/admin and investor-only ones under /api/investor, behind their guards.
app.get(API_MOUNTS.health, (c) => c.json({ ok: true }));
app.route(API_MOUNTS.newsletter, newsletter);
app.route(API_MOUNTS.sale, sale);
app.route(API_MOUNTS.fundraisingStats, fundraisingStats);
app.route(API_MOUNTS.cryptoRates, cryptoRates);
app.route(API_MOUNTS.contributionCheck, contributionCheck);
app.route(API_MOUNTS.contributions, contributions);
app.route(API_MOUNTS.payments, payments);
app.route(API_MOUNTS.ledger, ledger);
app.route(API_MOUNTS.distribution, distribution);
app.route(API_MOUNTS.refunds, refunds);
app.route(API_MOUNTS.dev, devMetrics);
app.route(API_MOUNTS.rpc, rpcProxy);
app.route(API_MOUNTS.demoWallet, demoWallet);
app.route(API_MOUNTS.investor, investor);
app.route(API_MOUNTS.comments, comments);
app.route(API_MOUNTS.chat, chat);
app.route(API_MOUNTS.whitelist, whitelistRegistration);
app.route(API_MOUNTS.admin, admin);

app.all('/api/*', () => fail(404, 'Not found'));
// A method a worker-first path does not take (POST /actions.json, say) gets the assets' answer too, its
// body read first as for the static paths (middleware/static-assets.ts explains why).
app.notFound((c) => staticAssetResponse(c.req.raw, c.env.ASSETS));
app.onError(renderError);

export default {
  fetch: app.fetch,
  // The chain watcher (wrangler.toml [triggers]): accounts for every treasury transaction (credits, unmatched
  // payments, outflows), expires stale intents, sends mail, and keeps its run report in watcher_runs; then
  // the token distribution's sending batches are verified.
  // It moves money state like a request does, so the same preflight gates it: a refused deployment
  // must not credit, expire or mail anything (the refusal is logged by preflightProblems).
  scheduled(_controller, env, ctx) {
    // Every log line of this run carries its id.
    withLogContext({ runId: crypto.randomUUID() }, () => {
      if (preflightProblems(env).length > 0) {
        log.error('watcher.skipped', new Error('the production preflight refused this deployment'));
        return;
      }
      const run = (runEnv: Env) =>
        runWatcher(runEnv)
          .then(() => undefined)
          .finally(() => verifyDistributionInCron(runEnv))
          .finally(() => verifyRefundsInCron(runEnv))
          .finally(() => checkOperationsInCron(runEnv, ctx));
      // The cost bench meters a local run's D1 work and logs it (middleware/bench-meter.ts).
      ctx.waitUntil(meteringEnabled(env) ? metered(env, run).then(({ tally }) => log.info('bench.meter', { ...tally })) : run(env));
    });
  },
} satisfies ExportedHandler<Env>;

export { app };
