// The Hono environment every route and middleware of the worker is typed with.
/** Bindings come from `wrangler types` (worker/worker-configuration.d.ts); variables are set by middleware. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** Best-effort client key for throttling: the connecting IP, or "local" in tests and dev. */
    clientKey: string;
  };
};
