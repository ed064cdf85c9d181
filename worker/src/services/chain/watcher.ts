// The cron watcher (DESIGN.md 3.3 and 4): reads the treasury's new finalized transactions from a cursor
// stored in D1, matches each to an intent by the reference it carries and settles it (credit, or an
// unmatched payment), expires stale intents in one statement, and hands queued mail to the sender.
//
// Its RPC cost grows with new payments, never with open intents: one getSignaturesForAddress page per
// 1,000 new signatures and one batched getTransaction request per WATCH_BUDGET.transactionsPerBatch.
// A run stops under WATCH_BUDGET.maxRpcCalls HTTP requests and leaves the rest, oldest first, to the
// next run. A backlog longer than one listing (maxPages pages) is listed down over several runs from
// chain_cursors.listed_before and handled oldest first: nothing after the cursor is ever skipped.
// Running concurrently with claims is safe: each signature is credited or recorded once.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { chainCursors, contributionIntents, contributions, unmatchedPayments } from '../../db/schema';
import { settleForIntent, settleUnreferenced, type SettleContext } from '../contributions/settle-payment';
import { deliverOutbox } from '../mail/mail';
import { loadSaleState, saleCaps } from '../sale/sale-state';
import { signaturesSince, transactionsFor, type RpcBudget } from './treasury-history';
import { transactionAccountKeys, type TransactionLike } from './verify-transfer';

/**
 * Bounds of one run: maxRpcCalls stays under the free plan's 50 external subrequests with room for the
 * mail sender; transactionsPerRun keeps the D1 queries of settling them (a few each) well under the
 * 1,000 calls to Cloudflare services an invocation may make.
 */
export const WATCH_BUDGET = { maxRpcCalls: 30, pageSize: 1000, maxPages: 3, transactionsPerBatch: 25, transactionsPerRun: 100 } as const;

export type WatchLimits = { [K in keyof typeof WATCH_BUDGET]: number };

export const EXPIRED_REASON = 'No payment arrived before this contribution expired';

export interface WatchReport {
  /** New treasury signatures handled this run. */
  handled: number;
  credited: number;
  unmatched: number;
  expired: number;
  errors: number;
  /** HTTP requests made to the RPC. */
  rpcCalls: number;
  /** Signatures left for the next run. */
  remaining: number;
}

/** One watcher pass at `now`, then mail delivery. `fetch` is the RPC transport (tests count its calls). */
export async function runWatcher(
  env: Env,
  { now = new Date(), fetch: rpcFetch = fetch, limits = WATCH_BUDGET }: { now?: Date; fetch?: typeof fetch; limits?: WatchLimits } = {},
): Promise<WatchReport> {
  const db = env.DB;
  const report: WatchReport = { handled: 0, credited: 0, unmatched: 0, expired: 0, errors: 0, rpcCalls: 0, remaining: 0 };
  const { meta } = await db
    .prepare("UPDATE contribution_intents SET status = 'expired', status_reason = ? WHERE status = 'pending' AND expires_at <= ?")
    .bind(EXPIRED_REASON, now.getTime())
    .run();
  report.expired = meta.changes;

  const budget: RpcBudget = { url: env.SOLANA_RPC_URL, fetch: (...args) => rpcFetch(...args), calls: 0 };
  try {
    await readTreasury(env, budget, report, limits);
  } catch (error) {
    // An unreachable RPC must not stop the mail; the cursor was not moved past anything unhandled.
    report.errors += 1;
    console.error('Watcher could not read the treasury', error);
  }
  report.rpcCalls = budget.calls;
  await deliverOutbox(env).catch((error) => console.error('Mail delivery failed', error));
  return report;
}

async function readTreasury(env: Env, budget: RpcBudget, report: WatchReport, limits: WatchLimits) {
  const db = env.DB;
  const orm = drizzle(db);
  const treasury = env.TREASURY_ADDRESS;
  const [stored] = await orm.select().from(chainCursors).where(sql`${chainCursors.account} = ${treasury}`);
  const listedBefore = stored?.listedBefore ?? undefined;
  const { entries, complete } = await signaturesSince(budget, treasury, stored?.signature ?? null, limits, listedBefore);
  if (!complete && stored && entries.length > 0) {
    // A backlog longer than one run can list: the oldest new signatures are further back. Remember how
    // far down this run listed; the next runs list on from there and handle the oldest first, so
    // nothing between the cursor and the newest transaction is ever skipped.
    await orm.update(chainCursors).set({ listedBefore: entries[0]!.signature, updatedAt: new Date() }).where(sql`${chainCursors.account} = ${treasury}`);
    report.remaining = entries.length;
    return;
  }
  if (!complete) console.warn('Watcher: a first run over a treasury history longer than it can list; the oldest transactions before this deployment were skipped');

  const batchesLeft = Math.max(0, limits.maxRpcCalls - budget.calls);
  const slice = entries.slice(0, Math.min(limits.transactionsPerRun, batchesLeft * limits.transactionsPerBatch));
  report.remaining = entries.length - slice.length;
  if (entries.length === 0 && listedBefore) {
    // Everything below `listedBefore` is handled: list from the newest again.
    await orm.update(chainCursors).set({ listedBefore: null, updatedAt: new Date() }).where(sql`${chainCursors.account} = ${treasury}`);
    return;
  }
  if (slice.length === 0) return;

  // Failed transactions move no money, and signatures already credited or recorded need no second look.
  const listed = JSON.stringify(slice.map((entry) => entry.signature));
  const [credited, recorded] = await orm.batch([
    orm.select({ signature: contributions.signature }).from(contributions).where(sql`${contributions.signature} IN (SELECT value FROM json_each(${listed}))`),
    orm.select({ signature: unmatchedPayments.signature }).from(unmatchedPayments).where(sql`${unmatchedPayments.signature} IN (SELECT value FROM json_each(${listed}))`),
  ]);
  const skip = new Set([...credited, ...recorded].map((row) => row.signature));
  const wanted = slice.filter((entry) => entry.err === null && !skip.has(entry.signature)).map((entry) => entry.signature);
  const transactions = await transactionsFor(budget, wanted, limits.transactionsPerBatch);
  const intents = await intentsReferencedBy(db, [...transactions.values()]);

  const { settings, dates } = await loadSaleState(db, new Date());
  const ctx: SettleContext = { db, treasury, caps: saleCaps(settings), dates, actor: 'watcher', origin: env.PUBLIC_ORIGIN };
  let cursor = stored?.signature ?? null;
  for (const entry of slice) {
    const tx = transactions.get(entry.signature);
    if (tx === null) break; // listed as finalized but not served yet: retry from here next run
    if (tx) {
      try {
        const keys = new Set(transactionAccountKeys(tx));
        const intent = intents.find((candidate) => keys.has(candidate.reference));
        if (intent) {
          const result = await settleForIntent(ctx, intent, entry.signature, tx);
          if (result.status === 'credited') report.credited += 1;
          else if (result.status === 'pending') break;
          else if (result.payment) report.unmatched += 1;
        } else if (await settleUnreferenced(ctx, entry.signature, tx)) {
          report.unmatched += 1;
        }
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
  // Once everything listed below `listedBefore` is handled, the next run lists from the newest again.
  const nextListedBefore = listedBefore && report.remaining > 0 ? listedBefore : null;
  if ((cursor && cursor !== stored?.signature) || nextListedBefore !== (stored?.listedBefore ?? null)) {
    await orm
      .insert(chainCursors)
      .values({ account: treasury, signature: cursor!, listedBefore: nextListedBefore, updatedAt: new Date() })
      .onConflictDoUpdate({ target: chainCursors.account, set: { signature: cursor!, listedBefore: nextListedBefore, updatedAt: new Date() } });
  }
}

/** The intents whose reference appears among the account keys of `transactions`, in one query. */
async function intentsReferencedBy(db: D1Database, transactions: (TransactionLike | null)[]) {
  const keys = [...new Set(transactions.flatMap((tx) => (tx ? transactionAccountKeys(tx) : [])))];
  if (keys.length === 0) return [];
  return drizzle(db)
    .select()
    .from(contributionIntents)
    .where(sql`${contributionIntents.reference} IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`);
}
