// The cron watcher (DESIGN.md 3.3 and 4): reads the treasury's new finalized transactions from a cursor
// stored in D1 and accounts for each by the treasury's balance change: money in credits the intent whose
// reference it carries (the surplus recorded as owed back) or becomes an unmatched payment; money out
// is recorded as an outflow. It expires stale intents in one statement, hands queued mail to the sender
// and keeps its report (watcher-runs.ts).
//
// Its RPC cost grows with new payments, never with open intents: one getSignaturesForAddress page per
// 1,000 new signatures (the first batched with the finalized tip's slot) and one batched getTransaction
// request per WATCH_BUDGET.transactionsPerBatch. A run stops under WATCH_BUDGET.maxRpcCalls HTTP
// requests and leaves the rest, oldest first, to the next run. A backlog longer than one listing
// (maxPages pages) is listed down over several runs from chain_cursors.listed_before and handled
// oldest first: nothing after the cursor is ever skipped. Running concurrently with claims is safe:
// each signature is credited or recorded once.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { chainCursors, contributionIntents, contributions, treasuryOutflows, unmatchedPayments } from '../../db/schema';
import { settleForIntent, settleUnreferenced, type SettleContext } from '../contributions/settle-payment';
import { deliverOutbox } from '../mail/mail';
import { recordOutflow } from '../reconciliation/outflows';
import { loadSaleState, saleCaps } from '../sale/sale-state';
import { createRpc, type SolanaRpc } from './solana-rpc';
import { signaturesSince, type SignatureEntry } from './treasury-history';
import { transactionView, type TransactionView } from './transaction-view';
import { paidBy, treasuryMovement } from './treasury-movement';
import { recordWatcherRun, type WatchReport } from './watcher-runs';

export type { WatchReport };

/**
 * Bounds of one run: maxRpcCalls stays under the free plan's 50 external subrequests with room for the
 * mail sender; transactionsPerRun keeps the D1 queries of settling them (a few each) well under the
 * 1,000 calls to Cloudflare services an invocation may make.
 */
export const WATCH_BUDGET = { maxRpcCalls: 30, pageSize: 1000, maxPages: 3, transactionsPerBatch: 25, transactionsPerRun: 100 } as const;

export type WatchLimits = { [K in keyof typeof WATCH_BUDGET]: number };

export const EXPIRED_REASON = 'No payment arrived before this contribution expired';

/** One watcher pass at `now`, then mail delivery; the report is kept. `fetch` is the RPC transport (tests count its calls). */
export async function runWatcher(
  env: Env,
  { now = new Date(), fetch: rpcFetch, limits = WATCH_BUDGET }: { now?: Date; fetch?: typeof fetch; limits?: WatchLimits } = {},
): Promise<WatchReport> {
  const started = Date.now();
  const db = env.DB;
  const report: WatchReport = {
    startedAt: new Date(started), durationMs: 0, tipSlot: null, lagSlots: null, lagSeconds: null,
    handled: 0, credited: 0, unmatched: 0, outflows: 0, expired: 0, errors: 0, rpcCalls: 0, rpcErrors: 0, rpcMethods: {}, remaining: 0,
  };
  const { meta } = await db
    .prepare("UPDATE contribution_intents SET status = 'expired', status_reason = ? WHERE status = 'pending' AND expires_at <= ?")
    .bind(EXPIRED_REASON, now.getTime())
    .run();
  report.expired = meta.changes;

  const rpc = createRpc(env, { fetch: rpcFetch, maxBatch: limits.transactionsPerBatch });
  try {
    await readTreasury(env, rpc, report, limits, now);
  } catch (error) {
    // An unreachable RPC must not stop the mail; the cursor was not moved past anything unhandled.
    report.errors += 1;
    console.error('Watcher could not read the treasury', error);
  }
  report.rpcCalls = rpc.stats.requests;
  report.rpcErrors = rpc.stats.errors;
  report.rpcMethods = rpc.stats.methods;
  report.durationMs = Date.now() - started;
  await recordWatcherRun(db, report).catch((error) => console.error('Watcher run not recorded', error));
  await deliverOutbox(env).catch((error) => console.error('Mail delivery failed', error));
  return report;
}

/** Lag of the oldest signature still to handle behind the tip and `now`; 0 when none is left. */
function lagOf(report: WatchReport, oldestLeft: SignatureEntry | undefined, tipSlot: number, now: Date) {
  report.tipSlot = tipSlot;
  report.lagSlots = oldestLeft ? Math.max(0, tipSlot - Number(oldestLeft.slot)) : 0;
  report.lagSeconds = oldestLeft?.blockTime ? Math.max(0, Math.round(now.getTime() / 1000 - Number(oldestLeft.blockTime))) : 0;
}

async function readTreasury(env: Env, rpc: SolanaRpc, report: WatchReport, limits: WatchLimits, now: Date) {
  const db = env.DB;
  const orm = drizzle(db);
  const treasury = env.TREASURY_ADDRESS;
  const [stored] = await orm.select().from(chainCursors).where(sql`${chainCursors.account} = ${treasury}`);
  const listedBefore = stored?.listedBefore ?? undefined;
  const { entries, complete, tipSlot } = await signaturesSince(rpc, treasury, stored?.signature ?? null, limits, listedBefore);
  if (!complete && stored && entries.length > 0) {
    // A backlog longer than one run can list: the oldest new signatures are further back. Remember how
    // far down this run listed; the next runs list on from there and handle the oldest first, so
    // nothing between the cursor and the newest transaction is ever skipped.
    await orm.update(chainCursors).set({ listedBefore: entries[0]!.signature, updatedAt: new Date() }).where(sql`${chainCursors.account} = ${treasury}`);
    report.remaining = entries.length;
    lagOf(report, entries[0], tipSlot, now);
    return;
  }
  if (!complete) console.warn('Watcher: a first run over a treasury history longer than it can list; the oldest transactions before this deployment were skipped');

  const batchesLeft = Math.max(0, limits.maxRpcCalls - rpc.stats.requests);
  const slice = entries.slice(0, Math.min(limits.transactionsPerRun, batchesLeft * rpc.batchSize()));
  report.remaining = entries.length - slice.length;
  lagOf(report, entries[0], tipSlot, now);
  if (entries.length === 0 && listedBefore) {
    // Everything below `listedBefore` is handled: list from the newest again.
    await orm.update(chainCursors).set({ listedBefore: null, updatedAt: new Date() }).where(sql`${chainCursors.account} = ${treasury}`);
    return;
  }
  if (slice.length === 0) return;

  // Signatures already credited or recorded need no second look; every other one is read, failed ones
  // too (a failed transaction the treasury signed still cost it the fee). The opening balance is the
  // treasury's balance before the first transaction the watcher reads, so that one is read regardless.
  const listed = JSON.stringify(slice.map((entry) => entry.signature));
  const [credited, recorded, outflowed] = await orm.batch([
    orm.select({ signature: contributions.signature }).from(contributions).where(sql`${contributions.signature} IN (SELECT value FROM json_each(${listed}))`),
    orm.select({ signature: unmatchedPayments.signature }).from(unmatchedPayments).where(sql`${unmatchedPayments.signature} IN (SELECT value FROM json_each(${listed}))`),
    orm.select({ signature: treasuryOutflows.signature }).from(treasuryOutflows).where(sql`${treasuryOutflows.signature} IN (SELECT value FROM json_each(${listed}))`),
  ]);
  const skip = new Set([...credited, ...recorded, ...outflowed].map((row) => row.signature));
  const needsOpening = stored?.openingLamports === null || stored?.openingLamports === undefined;
  const wanted = slice.filter((entry, index) => !skip.has(entry.signature) || (needsOpening && index === 0)).map((entry) => entry.signature);
  const transactions = await rpc.getTransactions(wanted, 'finalized');

  const { settings, dates } = await loadSaleState(db, new Date());
  const ctx: SettleContext = { db, treasury, caps: saleCaps(settings), dates, actor: 'watcher', origin: env.PUBLIC_ORIGIN };
  let cursor = stored?.signature ?? null;
  let opening: { lamports: number; signature: string } | null = null;
  const views = new Map<string, TransactionView>();
  for (const entry of slice) {
    const tx = transactions.get(entry.signature);
    if (tx === null) break; // listed as finalized but not served yet: retry from here next run
    try {
      if (tx) views.set(entry.signature, transactionView(tx, entry.signature));
    } catch (error) {
      // A result whose balances cannot be read is never guessed at: stop here and retry next run.
      report.errors += 1;
      console.error('Watcher could not read', entry.signature, error);
      break;
    }
  }
  const intents = await intentsReferencedBy(db, [...views.values()]);

  for (const entry of slice) {
    const tx = transactions.get(entry.signature);
    if (tx === null) break;
    const view = views.get(entry.signature);
    if (tx && !view) break;
    if (view && needsOpening && !opening) opening = { lamports: Number(view.solBalance(treasury)?.pre ?? 0n), signature: entry.signature };
    if (view && !skip.has(entry.signature)) {
      try {
        await settle(ctx, view, intents, report);
      } catch (error) {
        report.errors += 1;
        console.error('Watcher could not settle', entry.signature, error);
        break;
      }
    }
    cursor = entry.signature;
    report.handled += 1;
  }
  report.remaining = entries.length - report.handled;
  lagOf(report, entries[report.handled], tipSlot, now);
  // Once everything listed below `listedBefore` is handled, the next run lists from the newest again.
  const nextListedBefore = listedBefore && report.remaining > 0 ? listedBefore : null;
  if ((cursor && cursor !== stored?.signature) || nextListedBefore !== (stored?.listedBefore ?? null)) {
    const openingColumns = opening ? { openingLamports: opening.lamports, openingSignature: opening.signature } : {};
    await orm
      .insert(chainCursors)
      .values({ account: treasury, signature: cursor!, listedBefore: nextListedBefore, updatedAt: new Date(), ...openingColumns })
      .onConflictDoUpdate({ target: chainCursors.account, set: { signature: cursor!, listedBefore: nextListedBefore, updatedAt: new Date(), ...openingColumns } });
  }
}

type IntentRow = Awaited<ReturnType<typeof intentsReferencedBy>>[number];

/** Accounts for one new transaction by the treasury's balance change: money in is settled, money out recorded. */
async function settle(ctx: SettleContext, view: TransactionView, intents: IntentRow[], report: WatchReport) {
  const movement = treasuryMovement(view, ctx.treasury);
  if (movement.change < 0n) {
    if (await recordOutflow(ctx.db, view, movement)) report.outflows += 1;
    return;
  }
  if (movement.change === 0n || !view.succeeded) return;
  const keys = new Set(view.keys);
  const referenced = intents.filter((candidate) => keys.has(candidate.reference));
  // Several references in one transaction: the intent whose wallet paid its amount first.
  const intent = referenced.find((candidate) => paidBy(view, candidate.walletAddress) >= BigInt(candidate.lamports)) ?? referenced[0];
  if (intent) {
    const result = await settleForIntent(ctx, intent, view);
    if (result.status === 'credited') report.credited += 1;
    if (result.status === 'pending') throw new Error('A finalized transaction read as pending');
    if (result.payment) report.unmatched += 1;
  } else if (await settleUnreferenced(ctx, view)) {
    report.unmatched += 1;
  }
}

/** The intents whose reference appears among the keys of `views`, in one query. */
async function intentsReferencedBy(db: D1Database, views: TransactionView[]) {
  const keys = [...new Set(views.flatMap((view) => view.keys))];
  if (keys.length === 0) return [];
  return drizzle(db)
    .select()
    .from(contributionIntents)
    .where(sql`${contributionIntents.reference} IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`);
}
