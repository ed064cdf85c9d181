// Middleware: in production (mainnet cluster or ENVIRONMENT = "production") the worker refuses to serve
// with local or demo settings, answering 503 with what to fix, instead of e.g. handing out a demo wallet.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/http-error';
import { log } from '../lib/log';
import { isProductionEnv, productionProblems } from './production-rules';

// Checked on the first request of each isolate; the env object lives as long as the isolate's config.
const checked = new WeakMap<object, string[]>();

/** What keeps this env from going live (empty for the local default or a complete production env); memoised per env. */
export function preflightProblems(env: Env): string[] {
  let problems = checked.get(env);
  if (!problems) {
    problems = isProductionEnv(env) ? productionProblems(env) : [];
    if (problems.length > 0) log.error('preflight.refused', new Error('Production preflight refused this deployment'), { problems });
    checked.set(env, problems);
  }
  return problems;
}

/** 503 on every worker request while the production settings are incomplete; the local default passes. */
export const productionPreflight = createMiddleware<AppEnv>(async (c, next) => {
  const problems = preflightProblems(c.env);
  // Names and rules only, never a value of a secret: the answer says what to fix.
  if (problems.length > 0) fail(503, `This deployment is not configured for production. ${problems.join(' ')}`);
  await next();
});
