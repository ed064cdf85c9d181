// The cost bench's meter (scripts/bench-cost.mjs), local only: with BENCH_METER "true" in the local
// environment, a request that asks for it (X-Bench-Meter: 1) runs on a D1 that counts its statements
// and rows (lib/d1-meter.ts) and with its fetches counted, and its answer carries the tally in
// X-Bench-Meter. A cron run is metered the same way and logs the tally (`bench.meter`). Anywhere
// else, and in production whatever its vars, it is one comparison and nothing is wrapped.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { emptyTally, meteredD1, type CostTally } from '../lib/d1-meter';

export const BENCH_METER_HEADER = 'X-Bench-Meter';

const running = new AsyncLocalStorage<CostTally>();
let fetchCounted = false;

/** Whether this deployment may meter: only the local environment with the bench's var set. */
export function meteringEnabled(env: Env): boolean {
  return env.BENCH_METER === 'true' && env.ENVIRONMENT === 'local';
}

/** Counts every fetch made inside a metered run (installed once, on the first metered run). */
function countFetches() {
  if (fetchCounted) return;
  fetchCounted = true;
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const tally = running.getStore();
    if (tally) tally.subrequests += 1;
    return original(input, init);
  };
}

/** The tally as the header carries it: `calls=2; statements=3; rows_read=12; rows_written=2; d1_ms=0.41; subrequests=1`. */
export const formatTally = (tally: CostTally) =>
  `calls=${tally.calls}; statements=${tally.statements}; rows_read=${tally.rowsRead}; rows_written=${tally.rowsWritten}; d1_ms=${tally.d1Ms.toFixed(3)}; subrequests=${tally.subrequests}`;

/** Runs `work` with `env`'s D1 metered into a fresh tally; resolves with its result and the tally. */
export async function metered<T>(env: Env, work: (meteredEnv: Env) => Promise<T>): Promise<{ result: T; tally: CostTally }> {
  countFetches();
  const tally = emptyTally();
  const result = await running.run(tally, () => work({ ...env, DB: meteredD1(env.DB, tally) }));
  return { result, tally };
}

/** Middleware: meters the request when the bench asks for it on a local deployment that allows it. */
export const benchMeter = createMiddleware<AppEnv>(async (c, next) => {
  if (!meteringEnabled(c.env) || c.req.header(BENCH_METER_HEADER) !== '1') return next();
  const { tally } = await metered(c.env, async (meteredEnv) => {
    c.env = meteredEnv;
    await next();
  });
  // A cached answer's headers may be immutable: the tally goes on a copy.
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set(BENCH_METER_HEADER, formatTally(tally));
});
