// Secrets of the worker. They are not in wrangler.toml (they must never be committed), so
// `wrangler types` cannot see them; they are declared here instead, optional because a deployment may
// leave any of them unset and the code must then refuse or fall back (e.g. no reset token: the
// emergency reset is disabled). Locally they come from .dev.vars (copied from .dev.vars.example);
// in production from `wrangler secret put NAME`.

interface WorkerSecrets {
  /** Allows POST /api/admin/emergency-reset (header X-Reset-Token); unset disables the endpoint. */
  ADMIN_RESET_TOKEN?: string;
  /** Bearer key of the HTTP mail provider. */
  MAIL_PROVIDER_API_KEY?: string;
  /** Bearer key of the chat-completions provider (CHAT_PROVIDER_URL). */
  CHAT_PROVIDER_API_KEY?: string;
  /** Key of the price source, when it needs one. */
  PRICE_SOURCE_API_KEY?: string;
  /**
   * Local only: base58 secret key of the local chain's demo wallet, served by GET /api/demo-wallet in
   * demo mode (scripts/lib/stack/stack.mjs and the worker tests pass it from local-keys.json). Never set in
   * production: the preflight refuses it.
   */
  DEMO_WALLET_SECRET_KEY?: string;
  /**
   * Local only, not a secret: "true" lets the cost bench (scripts/bench-cost.mjs) meter D1 work per
   * request (middleware/bench-meter.ts); ignored unless ENVIRONMENT is "local".
   */
  BENCH_METER?: string;
}

declare namespace Cloudflare {
  interface Env extends WorkerSecrets {}
}
interface Env extends WorkerSecrets {}
