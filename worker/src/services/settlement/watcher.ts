// The cron watcher (docs/money-in.md): reads the new finalized transactions of the treasury and of its
// stablecoin token accounts, each from its own cursor stored in D1, and accounts for each by the
// treasury's balance changes in every asset: money in credits the intent whose
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
import { chainCursors, contributionIntents, contributions, investors, treasuryOutflows, treasuryTokenOutflows, unmatchedPayments } from '../../db/schema';
import { log } from '../../lib/log';
import { batchGroup } from './shared-batch';
import { expectedPaymentOf, settleForIntent, settleUnreferenced, type SettleContext } from './settle-payment';
import { deliverOutbox } from '../mail/mail';
import { recordOutflow } from './outflows';
import { loadSaleState, saleCaps } from '../sale/sale-state';
import { createRpc, type SolanaRpc } from '../chain/solana-rpc';
import { signaturesSince, type SignatureEntry } from '../chain/treasury-history';
import { transactionView, type TransactionView } from '../chain/transaction-view';
import { paidBy, type PaymentAsset } from './payment-asset';
import { inboundPayment, treasuryMovement } from './treasury-movement';
import { treasuryAssetsOf, watchedAccounts } from './treasury-assets';
import { recordTokenOutflow, tokenOutflowOf } from './token-outflows';
import { latestWatcherRuns, recordWatcherRun, type WatchReport } from './watcher-runs';

export type { WatchReport };

/**
 * Bounds of one run, sized for Workers Paid (the free plan's 50 subrequests cannot carry a sale; see
 * docs/capacity.md). transactionsPerRun: at least the 1,000 payments a minute a launch needs, read in
 * getTransaction batches of transactionsPerBatch, so maxRpcCalls (HTTP requests) holds their ~50 batches
 * and the listing. creditsPerBatch credits share one D1 batch, so a full run makes about 150 D1 calls, far
 * under the 1,000 an invocation may make. runMs: no new group starts after it, so a run ends inside its
 * minute (a provider's rate limit, SOLANA_RPC_CALLS_PER_SECOND, slows the reading). What a run leaves is
 * its backlog, which the next run takes first; a backlog that grows is logged (`watcher.behind`).
 */
export const WATCH_BUDGET = {
  maxRpcCalls: 60,
  pageSize: 1000,
  maxPages: 3,
  transactionsPerBatch: 25,
  transactionsPerRun: 1200,
  creditsPerBatch: 10,
  runMs: 45_000,
} as const;

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
    handled: 0, credited: 0, unmatched: 0, outflows: 0, expired: 0, errors: 0, rpcCalls: 0, rpcErrors: 0, rpcMethods: {}, remaining: 0, backlogGrew: false,
  };
  const { meta } = await db
    .prepare("UPDATE contribution_intents SET status = 'expired', status_reason = ? WHERE status = 'pending' AND expires_at <= ?")
    .bind(EXPIRED_REASON, now.getTime())
    .run();
  report.expired = meta.changes;

  const rpc = createRpc(env, { fetch: rpcFetch, maxBatch: limits.transactionsPerBatch });
  const assets = await treasuryAssetsOf(env);
  // The treasury first, then each token account, all under the one run's RPC budget: an account the
  // budget does not reach keeps its cursor, and the next run reads it from there.
  for (const account of watchedAccounts(env.TREASURY_ADDRESS, assets)) {
    if (rpc.stats.requests >= limits.maxRpcCalls) break;
    const lag: AccountLag = { tipSlot: null, lagSlots: null, lagSeconds: null };
    try {
      await readAccount(env, rpc, report, lag, limits, now, account, assets);
      mergeLag(report, lag);
    } catch (error) {
      // An unreachable RPC must not stop the mail; the cursor was not moved past anything unhandled.
      report.errors += 1;
      log.error('watcher.treasury_unreadable', error, { account });
    }
  }
  report.rpcCalls = rpc.stats.requests;
  report.rpcErrors = rpc.stats.errors;
  report.rpcMethods = rpc.stats.methods;
  report.durationMs = Date.now() - started;
  const [previous] = await latestWatcherRuns(db, 1).catch(() => []);
  report.backlogGrew = report.remaining > 0 && report.remaining > (previous?.backlog ?? 0);
  await recordWatcherRun(db, report).catch((error) => log.error('watcher.run_not_recorded', error));
  log.info('watcher.run', { ...report });
  // Says so when it cannot keep up: more is waiting after this run than after the one before.
  if (report.backlogGrew) log.warn('watcher.behind', { backlog: report.remaining, previousBacklog: previous?.backlog ?? 0, handled: report.handled, lagSeconds: report.lagSeconds, lagSlots: report.lagSlots });
  await deliverOutbox(env).catch((error) => log.error('mail.delivery_failed', error));
  return report;
}

/** How far one account's reading is behind: the tip it listed at, and the lag of its oldest signature left. */
type AccountLag = Pick<WatchReport, 'tipSlot' | 'lagSlots' | 'lagSeconds'>;

/** Lag of the oldest signature still to handle behind the tip and `now`; 0 when none is left. */
function lagOf(lag: AccountLag, oldestLeft: SignatureEntry | undefined, tipSlot: number, now: Date) {
  lag.tipSlot = tipSlot;
  lag.lagSlots = oldestLeft ? Math.max(0, tipSlot - Number(oldestLeft.slot)) : 0;
  lag.lagSeconds = oldestLeft?.blockTime ? Math.max(0, Math.round(now.getTime() / 1000 - Number(oldestLeft.blockTime))) : 0;
}

/** The run's lag over several accounts: the newest tip, and the largest lag. */
function mergeLag(report: WatchReport, lag: AccountLag) {
  if (lag.tipSlot === null) return;
  report.tipSlot = Math.max(report.tipSlot ?? 0, lag.tipSlot);
  report.lagSlots = Math.max(report.lagSlots ?? 0, lag.lagSlots ?? 0);
  report.lagSeconds = Math.max(report.lagSeconds ?? 0, lag.lagSeconds ?? 0);
}

/**
 * Reads `account`'s new signatures (the treasury's, or one of its token accounts') and settles them.
 * Only the treasury's cursor keeps an opening balance: its SOL before the first transaction read.
 */
async function readAccount(
  env: Env, rpc: SolanaRpc, report: WatchReport, lag: AccountLag, limits: WatchLimits, now: Date, account: string, assets: readonly PaymentAsset[],
) {
  const db = env.DB;
  const orm = drizzle(db);
  const treasury = env.TREASURY_ADDRESS;
  const isTreasury = account === treasury;
  const [stored] = await orm.select().from(chainCursors).where(sql`${chainCursors.account} = ${account}`);
  const listedBefore = stored?.listedBefore ?? undefined;
  const { entries, complete, tipSlot } = await signaturesSince(rpc, account, stored?.signature ?? null, limits, listedBefore);
  if (!complete && stored && entries.length > 0) {
    // A backlog longer than one run can list: the oldest new signatures are further back. Remember how
    // far down this run listed; the next runs list on from there and handle the oldest first, so
    // nothing between the cursor and the newest transaction is ever skipped.
    await orm.update(chainCursors).set({ listedBefore: entries[0]!.signature, updatedAt: new Date() }).where(sql`${chainCursors.account} = ${account}`);
    report.remaining += entries.length;
    lagOf(lag, entries[0], tipSlot, now);
    return;
  }
  if (!complete) log.warn('watcher.history_skipped', { reason: 'a first run over a treasury history longer than it can list; the oldest transactions before this deployment were skipped' });

  lagOf(lag, entries[0], tipSlot, now);
  if (entries.length === 0 && listedBefore) {
    // Everything below `listedBefore` is handled: list from the newest again.
    await orm.update(chainCursors).set({ listedBefore: null, updatedAt: new Date() }).where(sql`${chainCursors.account} = ${account}`);
    return;
  }
  if (entries.length === 0) return;

  // Signatures already credited or recorded need no second look (in a rush, claims credit most
  // payments first), so only the others count against the run's budget of transactions to read.
  // Failed transactions are read too (one the treasury signed still cost it the fee). The opening
  // balance is the treasury's balance before the first transaction the watcher reads, so that one is
  // read regardless.
  const skip = await alreadyAccounted(db, entries);
  const needsOpening = isTreasury && (stored?.openingLamports === null || stored?.openingLamports === undefined);
  const mustRead = (entry: SignatureEntry, index: number) => !skip.has(entry.signature) || (needsOpening && index === 0);
  const readable = Math.min(limits.transactionsPerRun, Math.max(0, limits.maxRpcCalls - rpc.stats.requests) * rpc.batchSize());
  let sliceEnd = 0;
  for (let toRead = 0; sliceEnd < entries.length; sliceEnd += 1) {
    if (mustRead(entries[sliceEnd]!, sliceEnd) && ++toRead > readable) break;
  }
  const slice = entries.slice(0, sliceEnd);
  if (slice.length === 0) {
    report.remaining += entries.length;
    return;
  }
  const transactions = await rpc.getTransactions(slice.filter(mustRead).map((entry) => entry.signature), 'finalized');

  // Read every result first: a result whose balances cannot be read is never guessed at, and the
  // run stops before it (and before one listed as finalized but not served yet) to retry next run.
  const views = new Map<string, TransactionView>();
  let readUpTo = 0;
  for (const [index, entry] of slice.entries()) {
    if (!mustRead(entry, index)) {
      readUpTo += 1;
      continue;
    }
    const tx = transactions.get(entry.signature);
    if (!tx) break;
    try {
      views.set(entry.signature, transactionView(tx, entry.signature));
    } catch (error) {
      report.errors += 1;
      log.error('watcher.unreadable_transaction', error, { signature: entry.signature });
      break;
    }
    readUpTo += 1;
  }
  const ready = slice.slice(0, readUpTo);
  const firstView = ready.length > 0 ? views.get(ready[0]!.signature) : undefined;
  const opening = needsOpening && firstView ? { lamports: Number(firstView.solBalance(treasury)?.pre ?? 0n), signature: ready[0]!.signature } : null;

  const { settings, dates } = await loadSaleState(db, new Date());
  const toSettle = ready.filter((entry) => views.has(entry.signature) && !skip.has(entry.signature)).map((entry) => views.get(entry.signature)!);
  const intents = await intentsReferencedBy(db, toSettle);
  const hashes = await passwordHashesOf(db, intents.map((intent) => intent.email));
  const ctx: SettleContext = {
    db, treasury, assets, caps: saleCaps(settings), dates, actor: 'watcher', origin: env.PUBLIC_ORIGIN,
    passwordHashOf: (email) => hashes.get(email) ?? null,
  };
  const deadline = report.startedAt.getTime() + limits.runMs;
  let handled = 0;
  for (let from = 0; from < ready.length; from += limits.creditsPerBatch) {
    if (Date.now() > deadline) break;
    const group = ready.slice(from, from + limits.creditsPerBatch);
    const failedAt = await settleGroup(ctx, group.map((entry) => (skip.has(entry.signature) ? undefined : views.get(entry.signature))), intents, report);
    handled += failedAt ?? group.length;
    if (failedAt !== null) break;
  }
  report.handled += handled;
  const cursor = handled > 0 ? ready[handled - 1]!.signature : (stored?.signature ?? null);
  const remaining = entries.length - handled;
  report.remaining += remaining;
  lagOf(lag, entries[handled], tipSlot, now);
  // Once everything listed below `listedBefore` is handled, the next run lists from the newest again.
  const nextListedBefore = listedBefore && remaining > 0 ? listedBefore : null;
  if ((cursor && cursor !== stored?.signature) || nextListedBefore !== (stored?.listedBefore ?? null)) {
    const openingColumns = opening && handled > 0 ? { openingLamports: opening.lamports, openingSignature: opening.signature } : {};
    await orm
      .insert(chainCursors)
      .values({ account, signature: cursor!, listedBefore: nextListedBefore, updatedAt: new Date(), ...openingColumns })
      .onConflictDoUpdate({ target: chainCursors.account, set: { signature: cursor!, listedBefore: nextListedBefore, updatedAt: new Date(), ...openingColumns } });
  }
}

/**
 * Settles a group of transactions in chain order, at once, their credits sharing one D1 batch
 * (shared-batch.ts); `undefined` stands for one already accounted for. Resolves with the index of the
 * first that failed (the cursor stays before it; what later ones wrote is found again as accounted),
 * or null.
 */
async function settleGroup(ctx: SettleContext, group: (TransactionView | undefined)[], intents: IntentRow[], report: WatchReport): Promise<number | null> {
  const shared = batchGroup(ctx.db, group.length);
  const outcomes = await Promise.allSettled(
    group.map(async (view, order) => {
      try {
        if (view) await settle({ ...ctx, batch: shared.member(order) }, view, intents, report);
      } finally {
        shared.done();
      }
    }),
  );
  const failedAt = outcomes.findIndex((outcome) => outcome.status === 'rejected');
  if (failedAt < 0) return null;
  report.errors += 1;
  log.error('watcher.settle_failed', (outcomes[failedAt] as PromiseRejectedResult).reason, { signature: group[failedAt]?.signature });
  return failedAt;
}

/** The signatures of `entries` already credited, recorded as unmatched or as an outflow (SOL or stablecoin). */
async function alreadyAccounted(db: D1Database, entries: SignatureEntry[]): Promise<Set<string>> {
  const orm = drizzle(db);
  const listed = JSON.stringify(entries.map((entry) => entry.signature));
  const [credited, recorded, outflowed, tokensOutflowed] = await orm.batch([
    orm.select({ signature: contributions.signature }).from(contributions).where(sql`${contributions.signature} IN (SELECT value FROM json_each(${listed}))`),
    orm.select({ signature: unmatchedPayments.signature }).from(unmatchedPayments).where(sql`${unmatchedPayments.signature} IN (SELECT value FROM json_each(${listed}))`),
    orm.select({ signature: treasuryOutflows.signature }).from(treasuryOutflows).where(sql`${treasuryOutflows.signature} IN (SELECT value FROM json_each(${listed}))`),
    orm.select({ signature: treasuryTokenOutflows.signature }).from(treasuryTokenOutflows).where(sql`${treasuryTokenOutflows.signature} IN (SELECT value FROM json_each(${listed}))`),
  ]);
  return new Set([...credited, ...recorded, ...outflowed, ...tokensOutflowed].map((row) => row.signature));
}

/** The stored password hashes of `emails` (absent: no investor yet), in one query. */
async function passwordHashesOf(db: D1Database, emails: string[]): Promise<Map<string, string | null>> {
  if (emails.length === 0) return new Map();
  const rows = await drizzle(db)
    .select({ email: investors.email, passwordHash: investors.passwordHash })
    .from(investors)
    .where(sql`${investors.email} IN (SELECT value FROM json_each(${JSON.stringify([...new Set(emails)])}))`);
  return new Map(rows.map((row) => [row.email, row.passwordHash]));
}

type IntentRow = Awaited<ReturnType<typeof intentsReferencedBy>>[number];

/**
 * Accounts for one new transaction by the treasury's balance changes: SOL or a stablecoin leaving it is
 * recorded as an outflow in that asset; money arriving in any asset is settled.
 */
async function settle(ctx: SettleContext, view: TransactionView, intents: IntentRow[], report: WatchReport) {
  const movement = treasuryMovement(view, ctx.treasury);
  if (movement.change < 0n && (await recordOutflow(ctx.db, view, movement))) report.outflows += 1;
  for (const asset of ctx.assets) {
    const outflow = tokenOutflowOf(view, ctx.treasury, asset);
    if (outflow && (await recordTokenOutflow(ctx.db, view, outflow))) report.outflows += 1;
  }
  if (!view.succeeded || !ctx.assets.some((asset) => inboundPayment(view, ctx.treasury, asset))) return;
  const keys = new Set(view.keys);
  const referenced = intents.filter((candidate) => keys.has(candidate.reference));
  // Several references in one transaction: the intent whose wallet paid its amount first.
  const intent = referenced.find((candidate) => {
    const expected = expectedPaymentOf(candidate, ctx.assets);
    return paidBy(view, expected.wallet, expected.asset) >= expected.amount;
  }) ?? referenced[0];
  if (intent) {
    const result = await settleForIntent(ctx, intent, view);
    if (result.status === 'credited') report.credited += 1;
    if (result.status === 'pending') throw new Error('A finalized transaction read as pending');
    if (result.payment) report.unmatched += 1;
  } else {
    report.unmatched += (await settleUnreferenced(ctx, view)).length;
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
