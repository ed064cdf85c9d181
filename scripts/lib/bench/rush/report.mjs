// Prints the rush bench's figures: per rush the throughput and latency quantiles, the comparison of
// the big rush with the small one (goal: p95 within 3x), the watcher's capacity alone (goal: 1,000
// payments a minute), and every problem found.

/** The p95 of a rush at most this many times that of the 10-buyer rush. */
export const MAX_P95_GROWTH = 3;
/** Payments the watcher alone should credit in one run (one run a minute). */
export const WATCHER_GOAL_PER_MINUTE = 1_000;

const ms = (value) => `${Math.round(value)} ms`;
const row = (name, q) => ({ figure: name, count: q.count, p50: ms(q.p50), p95: ms(q.p95), p99: ms(q.p99) });

/** One rush's table. */
export function printRush(label, timings) {
  console.log(`\n${label}: ${timings.buyers} buyers, ${timings.intentsPerSecond.toFixed(1)} intents/s, every payment in the books ${timings.secondsToSettle.toFixed(1)} s after the start`);
  console.table([
    row('intent (POST /api/contributions/intents)', timings.intent),
    row('claim (POST /api/contributions)', timings.claim),
    row('payment sent → credited (claimed)', timings.paymentToCredit),
    row('finalized → credited (claimed)', timings.finalToCreditClaimed),
    row('finalized → credited (watcher only)', timings.finalToCreditWatcher),
  ]);
}

/** The comparison of the big rush with the small one; returns whether both p95 stay within the goal. */
export function printComparison(small, big) {
  const lines = [
    ['intent p95', small.intent.p95, big.intent.p95],
    ['payment → credit p95 (claimed)', small.paymentToCredit.p95, big.paymentToCredit.p95],
  ].map(([figure, a, b]) => ({ figure, [`${small.buyers} buyers`]: ms(a), [`${big.buyers} buyers`]: ms(b), ratio: `${(b / Math.max(1, a)).toFixed(2)}x`, goal: b <= MAX_P95_GROWTH * Math.max(1, a) ? 'OK' : `OVER ${MAX_P95_GROWTH}x` }));
  console.log(`\nSame run, ${big.buyers} buyers against ${small.buyers} (goal: p95 within ${MAX_P95_GROWTH}x)`);
  console.table(lines);
  return lines.every((line) => line.goal === 'OK');
}

/** The watcher-alone figures; returns whether one run credited the goal. */
export function printWatcherCapacity({ buyers, runs }) {
  const [first] = runs;
  console.log(`\nWatcher alone: ${buyers.length} payments nobody claims, then one cron run a minute`);
  console.table(
    runs.map((run, index) => ({
      run: index + 1,
      handled: run.handled,
      credited: run.credited,
      unmatched: run.unmatched,
      'left for next run': run.backlog,
      'run time': ms(run.durationMs),
      'RPC requests': run.rpcCalls,
      errors: run.errors,
    })),
  );
  const perMinute = first ? first.credited : 0;
  const fits = first ? first.durationMs < 60_000 : false;
  const ok = perMinute >= Math.min(WATCHER_GOAL_PER_MINUTE, buyers.length) && fits;
  console.log(`Capacity: ${perMinute} payments credited in one run (${first ? ms(first.durationMs) : '-'}, ${first?.rpcCalls ?? 0} RPC requests) = ${perMinute} a minute; goal ${WATCHER_GOAL_PER_MINUTE}: ${ok ? 'OK' : 'NOT MET'}`);
  return ok;
}

/** Problems, or a line saying there are none; returns whether there were none. */
export function printProblems(title, problems) {
  if (problems.length === 0) {
    console.log(`${title}: nothing lost, nothing twice.`);
    return true;
  }
  console.log(`${title}: ${problems.length} problem(s)`);
  for (const problem of problems.slice(0, 40)) console.log(`  - ${problem}`);
  if (problems.length > 40) console.log(`  … and ${problems.length - 40} more`);
  return false;
}
