// The worker: Hono serves /api/*; everything else is the static site in ./dist (wrangler [assets]).
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { renderError, fail } from './lib/http-error';
import { clientKey } from './middleware/client-key';
import { guardMutations, limitBody } from './middleware/guard-mutations';
import { securityHeaders } from './middleware/security-headers';
import contributions from './routes/contributions';
import newsletter from './routes/newsletter';
import { runWatcher } from './services/watcher';

const app = new Hono<AppEnv>();

app.use('*', securityHeaders);
app.use('/api/*', clientKey, limitBody, guardMutations);

app.get('/api/health', (c) => c.json({ ok: true }));
app.route('/api/newsletter', newsletter);
app.route('/api/contributions', contributions);

app.all('/api/*', () => fail(404, 'Not found'));
app.notFound((c) => c.env.ASSETS.fetch(c.req.raw));
app.onError(renderError);

export default {
  fetch: app.fetch,
  // The chain watcher (wrangler.toml [triggers]): credits payments nobody posted, expires stale intents, sends mail.
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(runWatcher(env).then(() => undefined));
  },
} satisfies ExportedHandler<Env>;

export { app };
