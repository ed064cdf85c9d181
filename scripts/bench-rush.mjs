// `npm run bench -- --rush` (500 buyers) or `--rush=N`: the launch rush on this machine's local stack
// (wrangler dev, local D1, the local chain) with a fresh state, the watcher driven every minute as
// `npm start` does. First 10 buyers (the comparison), then N buyers at once: each opens an intent,
// pays on the local chain with its reference and claims; 20% never claim, 10% pay wrongly. Then the
// watcher alone (1,000 payments nobody claims). Asserts that every payment is credited exactly once or
// recorded as unmatched with its reason, that credited + unmatched equal the treasury's balance
// change, that the tracker, /api/ledger and the treasury accounting agree with the books, and that no
// answer was a 5xx; exits 1 otherwise. Prints intents/s and the latency quantiles (docs/capacity.md).
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCAL_KEYS } from './local-chain/server.mjs';
import { ROOT, astroBuild, freePort, runCronEveryMinute } from './lib/stack/stack.mjs';
import { benchAdmin, openWhitelistToEveryone, raiseHardCapTo } from './lib/bench/rush/admin-session.mjs';
import { checkRush } from './lib/bench/rush/checks.mjs';
import { readBooks } from './lib/bench/rush/local-d1.mjs';
import { createRecorder } from './lib/bench/rush/recorder.mjs';
import { printComparison, printProblems, printRush, printWatcherCapacity } from './lib/bench/rush/report.mjs';
import { prepareRush, runRush, treasuryLamports } from './lib/bench/rush/rush.mjs';
import { startStackProcess } from './lib/bench/rush/stack-host.mjs';
import { rushTimings } from './lib/bench/rush/timings.mjs';
import { checkTotals } from './lib/bench/rush/totals.mjs';
import { measureWatcherCapacity } from './lib/bench/rush/watcher-capacity.mjs';

export const DEFAULT_RUSH_BUYERS = 500;
export const BASELINE_BUYERS = 10;
export const WATCHER_CAPACITY_PAYMENTS = 1_000;
/**
 * The RPC provider's limit the worker keeps to (SOLANA_RPC_CALLS_PER_SECOND): 50 calls a second, the
 * entry paid plan of the common Solana RPC providers; the local chain itself has no limit.
 */
export const PROVIDER_CALLS_PER_SECOND = 50;
const STATE = '.bench-rush-state';

/** The buyer count of `--rush` / `--rush=N` in `argv`, or null when the flag is absent. */
export function rushBuyersFromArgs(argv) {
  const flag = argv.find((arg) => arg === '--rush' || arg.startsWith('--rush='));
  if (!flag) return null;
  if (flag === '--rush') return DEFAULT_RUSH_BUYERS;
  const count = Number(flag.slice('--rush='.length));
  if (!Number.isInteger(count) || count < 1 || count > 10_000) throw new Error(`--rush=N takes a whole number of buyers from 1 to 10000, not "${flag.slice(7)}"`);
  return count;
}

/** Runs the rush bench with `buyers` buyers on a fresh local stack; resolves with the exit code. */
export async function runRushBench({ buyers = DEFAULT_RUSH_BUYERS, capacity = WATCHER_CAPACITY_PAYMENTS } = {}) {
  if (!existsSync(path.join(ROOT, 'dist'))) await astroBuild({ quiet: true });
  rmSync(path.join(ROOT, STATE), { recursive: true, force: true });
  // The stack runs in a process of its own: the buyers' signing and sending must not slow the chain.
  const stack = await startStackProcess({
    port: await freePort(),
    chainPort: Number(process.env.CHAIN_PORT ?? 0) || (await freePort()),
    persistTo: STATE,
    quiet: true,
    vars: { SOLANA_RPC_CALLS_PER_SECOND: String(PROVIDER_CALLS_PER_SECOND) },
  });
  const recorder = createRecorder();
  const treasury = LOCAL_KEYS.treasury.publicKey;
  let stopCron = () => {};
  let passed = true;
  try {
    const admin = await benchAdmin(stack.url);
    await openWhitelistToEveryone(admin);
    // Every payment of the run at most 1 SOL at the local price, with room to spare.
    await raiseHardCapTo(admin, (BASELINE_BUYERS + buyers + capacity) * 1_000);
    const context = { stack, persistTo: STATE, recorder, treasury };
    console.log(`Rush bench on ${stack.url} (chain ${stack.rpcUrl}, the worker keeping to ${PROVIDER_CALLS_PER_SECOND} RPC calls/s), state in ${STATE}/`);
    console.log(`Preparing ${BASELINE_BUYERS} + ${buyers} buyers (fresh wallets funded by the local faucet)…`);
    const small = await prepareRush({ ...context, count: BASELINE_BUYERS, label: 'small', octet: 1 });
    const big = await prepareRush({ ...context, count: buyers, label: 'big', octet: 2 });

    // The watcher runs every minute through the rushes, as the production cron does.
    stopCron = runCronEveryMinute(stack.url, { quiet: true });
    const results = [];
    for (const rush of [small, big]) {
      console.log(`Rush of ${rush.buyers.length} buyers…`);
      const result = await runRush({ ...context, rush });
      const { problems } = checkRush(result);
      if (result.books.missing > 0) problems.push(`${result.books.missing} payments were in no book after 6 minutes`);
      problems.push(...(await checkTotals(stack.url, result.books, result.treasuryBalance)));
      results.push({ result, problems, timings: rushTimings(result, recorder) });
    }
    stopCron();

    console.log(`Watcher alone: ${capacity} payments nobody claims (the cron is stopped; the bench fires each run)…`);
    const before = await treasuryLamports(stack.rpcUrl, treasury);
    const alone = await measureWatcherCapacity({ ...context, count: capacity, octet: 3 });
    const books = await readBooks(STATE);
    const balance = await treasuryLamports(stack.rpcUrl, treasury);
    const aloneCheck = checkRush({ buyers: alone.buyers, books, treasuryChange: balance - before });
    aloneCheck.problems.push(...(await checkTotals(stack.url, books, balance)));

    for (const { result, timings } of results) printRush(`Rush "${result.label}"`, timings);
    printComparison(results[0].timings, results[1].timings);
    printWatcherCapacity(alone);
    const failures = recorder.failures();
    console.log(`\nRequests to the worker: ${recorder.samples.length}, answers ≥ 500 or no answer: ${failures.length}`);
    for (const failure of failures.slice(0, 10)) console.log(`  - ${failure.route}: ${failure.status} ${failure.error ?? ''}`);
    if (failures.length > 0) passed = false;
    for (const { result, problems } of results) passed = printProblems(`Rush "${result.label}"`, problems) && passed;
    passed = printProblems('Watcher alone', aloneCheck.problems) && passed;
  } catch (error) {
    console.error(error);
    passed = false;
  } finally {
    stopCron();
    await stack.stop();
  }
  if (!passed) {
    // The worker's own account of what went wrong: its error lines (lib/log.ts), the newest last.
    const errors = stack.errorLines();
    if (errors.length > 0) console.log(`\nThe worker's last error lines:\n${errors.slice(-8).join('\n')}`);
  }
  console.log(passed ? '\nRush bench passed.' : '\nRush bench FAILED.');
  return passed ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(await runRushBench({ buyers: rushBuyersFromArgs(process.argv) ?? DEFAULT_RUSH_BUYERS }));
}
