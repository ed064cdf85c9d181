// One rush: N buyers start at once against a running local stack (the cron drives the watcher as in
// production), then the bench waits until every payment is credited or recorded as unmatched and
// returns what each buyer did, what the books say and the timings to report.
import { jsonRpc } from '../../solana/json-rpc.mjs';
import { BUYER_KINDS, fundBuyers, planBuyers } from './buyers.mjs';
import { openIntent, runBuyer } from './buyer-flow.mjs';
import { trackFinality } from './finality.mjs';
import { expireIntents, readBooks } from './local-d1.mjs';
import { workerClient } from './recorder.mjs';

const SETTLE_TIMEOUT_MS = 6 * 60_000;
const SETTLE_POLL_MS = 5_000;

/** The treasury's lamports at `commitment`. */
export async function treasuryLamports(rpcUrl, treasury, commitment = 'finalized') {
  const { value } = await jsonRpc(rpcUrl, 'getBalance', [treasury, { commitment }]);
  return BigInt(value);
}

/** Funds `count` buyers of the rush `label` and opens (and expires) the intents of those who pay late. */
export async function prepareRush({ stack, persistTo, recorder, count, label, octet, treasury }) {
  const buyers = planBuyers(count, label, { octet });
  await fundBuyers(stack.rpcUrl, buyers);
  const late = buyers.filter((buyer) => buyer.kind === 'afterExpiry');
  for (const buyer of late) {
    buyer.intent = await openIntent(workerClient(stack.url, buyer.clientAddress, recorder), buyer);
    if (!buyer.intent) throw new Error(`the late buyer's intent was refused: ${JSON.stringify(buyer.refused)}`);
  }
  await expireIntents(persistTo, late.map((buyer) => buyer.intent.intentId));
  return { label, buyers, treasury };
}

/**
 * Waits until every payment of `buyers` is in the books (credited or unmatched), reading D1 every
 * few seconds; resolves with the books, or after the timeout with whatever they hold.
 */
async function waitForBooks(persistTo, buyers) {
  const signatures = buyers.map((buyer) => buyer.payment?.signature).filter(Boolean);
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const books = await readBooks(persistTo);
    const known = new Set([...books.credited, ...books.unmatched].map((row) => row.signature));
    const missing = signatures.filter((signature) => !known.has(signature)).length;
    if (missing === 0 || Date.now() > deadline) return { ...books, settledAt: Date.now(), missing };
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
  }
}

/** Runs a prepared rush: every buyer at once; resolves when the books hold every payment (or time ran out). */
export async function runRush({ stack, persistTo, recorder, rush }) {
  const { buyers, treasury } = rush;
  const tracker = trackFinality(stack.rpcUrl);
  const balanceBefore = await treasuryLamports(stack.rpcUrl, treasury);
  const startedAt = Date.now();
  await Promise.all(
    buyers.map((buyer) =>
      runBuyer({ client: workerClient(stack.url, buyer.clientAddress, recorder), rpcUrl: stack.rpcUrl, buyer, intent: buyer.intent, onPaid: tracker.add }),
    ),
  );
  const buyersDoneAt = Date.now();
  const books = await waitForBooks(persistTo, buyers);
  // Every payment is final by now (the books only hold finalized ones); the tracker may lag one poll.
  const finalDeadline = Date.now() + 10_000;
  while (tracker.pending() > 0 && Date.now() < finalDeadline) await new Promise((resolve) => setTimeout(resolve, 100));
  await tracker.stop();
  const balanceAfter = await treasuryLamports(stack.rpcUrl, treasury);
  return {
    label: rush.label,
    buyers,
    startedAt,
    buyersDoneAt,
    books,
    finalizedAt: tracker.finalizedAt,
    treasuryChange: balanceAfter - balanceBefore,
    treasuryBalance: balanceAfter,
    expected: (buyer) => BUYER_KINDS[buyer.kind],
  };
}
