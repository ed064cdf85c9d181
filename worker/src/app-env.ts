// The Hono environment every route and middleware of the worker is typed with.

/** The signed-in admin, as routes see it (set by requireAdmin). */
export interface AdminPrincipal {
  id: string;
  username: string;
}

/** Bindings come from `wrangler types` (worker/worker-configuration.d.ts) plus secrets.d.ts; variables are set by middleware. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** Best-effort client key for throttling: the connecting IP, or "local" in tests and dev. */
    clientKey: string;
    /** Set by requireInvestor: the signed-in investor's id. */
    investorId: string;
    /** Set by requireAdmin: the signed-in admin. */
    admin: AdminPrincipal;
  };
};
