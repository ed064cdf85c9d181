// What one route costs the local worker: the workerd processes' CPU time over a run of requests
// (process-cpu.mjs), per request, and D1's own count of statements and rows per request from the
// local-only meter (X-Bench-Meter, worker/src/middleware/bench-meter.ts).
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

/** CPU milliseconds per call of `send(i, headers)` (i = 0…count-1, one at a time), read from the processes `pids`. */
export async function cpuPerRequest(pids, count, send) {
  const before = cpuMs(pids);
  for (let i = 0; i < count; i += 1) await send(i, {});
  return (cpuMs(pids) - before) / count;
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
