// The watcher's capacity alone: `count` buyers pay and nobody claims, then the bench fires the cron
// once (as one minute's run) and reads the run's kept report: how many payments one run credits, in
// how long, with how many RPC requests. Further runs clear what is left, so nothing is lost either.
import { WATCHER_CRON } from '../../stack/stack.mjs';
import { eachLimited, fundBuyers, planBuyers } from './buyers.mjs';
import { openIntent, pay } from './buyer-flow.mjs';
import { trackFinality } from './finality.mjs';
import { queryLocalD1, watcherRunsAfter } from './local-d1.mjs';
import { workerClient } from './recorder.mjs';

const MAX_RUNS = 20;

/** Fires the worker's scheduled handler once, as the cron does; resolves when it answered. */
export async function fireWatcher(baseUrl) {
  const response = await fetch(`${baseUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(WATCHER_CRON)}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`scheduled handler: ${response.status}`);
}

/** Waits for the watcher run kept after `afterId` (the handler answers before its run ends). */
async function nextRun(persistTo, afterId) {
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    const [run] = await watcherRunsAfter(persistTo, afterId);
    if (run) return run;
    if (Date.now() > deadline) throw new Error('the watcher kept no run report within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * Pays `count` silent payments, then runs the watcher (the cron must be stopped meanwhile) until
 * they are all handled; resolves with the buyers and every run's report.
 */
export async function measureWatcherCapacity({ stack, persistTo, recorder, count, octet }) {
  const buyers = planBuyers(count, 'capacity', { octet, kind: 'silent' });
  await fundBuyers(stack.rpcUrl, buyers);
  const tracker = trackFinality(stack.rpcUrl);
  await eachLimited(buyers, 32, async (buyer) => {
    const intent = await openIntent(workerClient(stack.url, buyer.clientAddress, recorder), buyer);
    if (!intent) return;
    buyer.intentId = intent.intentId;
    const signature = await pay(stack.rpcUrl, buyer, intent);
    if (signature) tracker.add(signature);
  });
  while (tracker.pending() > 0) await new Promise((resolve) => setTimeout(resolve, 200));
  await tracker.stop();

  const [{ id: lastId } = { id: 0 }] = await queryLocalD1(persistTo, 'SELECT COALESCE(MAX(id), 0) AS id FROM watcher_runs');
  const runs = [];
  let afterId = lastId;
  for (let i = 0; i < MAX_RUNS; i += 1) {
    const firedAt = Date.now();
    await fireWatcher(stack.url);
    const run = await nextRun(persistTo, afterId);
    runs.push({ ...run, firedAt });
    afterId = run.id;
    if (run.backlog === 0 && run.handled === 0) break;
  }
  return { buyers, runs };
}
