// What one route costs the local worker: over one run of its requests, the workerd processes' CPU time
// (process-cpu.mjs) and the worker isolate's own CPU from a V8 profile of it (isolate-cpu.mjs), per
// request; and D1's own count of statements and rows per request from the local-only meter
// (X-Bench-Meter, worker/src/middleware/bench-meter.ts).
import { isolateCpu } from './isolate-cpu.mjs';
import { cpuMs } from './process-cpu.mjs';

export const METER_HEADER = 'X-Bench-Meter';

/** The tally of an X-Bench-Meter answer header as numbers (`statements=3; rows_read=12; …`). */
export function parseTally(header) {
  if (!header) throw new Error('the answer carries no X-Bench-Meter tally: is BENCH_METER set on the stack?');
  const tally = Object.fromEntries(header.split(';').map((pair) => pair.trim().split('=')).map(([key, value]) => [key, Number(value)]));
  return { calls: tally.calls, statements: tally.statements, rowsRead: tally.rows_read, rowsWritten: tally.rows_written, d1Ms: tally.d1_ms, subrequests: tally.subrequests };
}

/** The mean of tallies, field by field. */
export function meanTally(tallies) {
  const mean = (key) => tallies.reduce((sum, tally) => sum + tally[key], 0) / tallies.length;
  return { calls: mean('calls'), statements: mean('statements'), rowsRead: mean('rowsRead'), rowsWritten: mean('rowsWritten'), d1Ms: mean('d1Ms'), subrequests: mean('subrequests') };
}

/**
 * How long a run waits for the worker to be quiet, before its profile starts (the previous run's
 * background work, `waitUntil` included, has ended) and before it stops (its own has been counted).
 */
export const SETTLE_MS = 250;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/**
 * The CPU meter of a local worker: the workerd processes `pids` (/proc) and the worker isolate's V8
 * profiler (`profiler` of inspector-session.mjs, sampling every `samplingIntervalUs`).
 * `over(count, run)` measures one run of `count` invocations; `perRequest(count, send)` calls
 * `send(i, headers)` for i = 0…count-1, one at a time. Both resolve with CPU milliseconds per invocation,
 * `{ grossMs, isolateMs, isolate }` (`isolate`: the profile's whole reduction, isolate-cpu.mjs), and
 * only the run's own work is sampled: the isolate is quiet before the profile starts, and the profile
 * stops once the run's background work has ended. The processes' CPU is read around the run alone, as
 * before the profile existed: the profiler's start, the quiet wait (the sampler thread keeps waking the
 * process) and the profile's transfer stay out of it.
 */
export function cpuMeter({ pids, profiler, samplingIntervalUs }) {
  const over = async (count, run) => {
    await settle();
    const { result: grossMs, profile } = await profiler.record(async () => {
      const before = cpuMs(pids);
      await run();
      const processesMs = (cpuMs(pids) - before) / count;
      await settle();
      return processesMs;
    });
    const isolate = isolateCpu(profile, samplingIntervalUs);
    return { grossMs, isolateMs: isolate.ms / count, isolate };
  };
  return {
    over,
    perRequest: (count, send) =>
      over(count, async () => {
        for (let i = 0; i < count; i += 1) await send(i, {});
      }),
  };
}

/** D1 work per request: the mean tally of `count` calls of `send(i, headers)` that ask for the meter. */
export async function meteredTally(count, send) {
  const tallies = [];
  for (let i = 0; i < count; i += 1) {
    const response = await send(i, { [METER_HEADER]: '1' });
    tallies.push(parseTally(response.headers.get(METER_HEADER)));
  }
  return meanTally(tallies);
}
