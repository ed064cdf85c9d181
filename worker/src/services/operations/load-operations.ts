// Gathers the Operations figures (GET /api/admin/operations and the cron's alert check): the watcher
// and RPC from the recorded runs and the chain now, the price feed's age and source, the mail
// outbox's failures, open unmatched payments, and the treasury's balance beside its books.
import { desc, gte } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { AdminOperations, MailHealth, PriceHealth, StablecoinHealth, TreasuryHealth, UnmatchedHealth } from '@core/api/operations';
import { unitsToDecimal } from '@core/format/numbers';
import type { PaymentAsset } from '../settlement/payment-asset';
import { treasuryAssetsOf } from '../settlement/treasury-assets';
import { OPERATIONS_THRESHOLDS as T, levelOf, operationsThresholds, parseWatcherAlertSeconds, worstLevel, type OperationsThresholds } from '@core/operations';
import { log } from '../../lib/log';
import { watcherRuns } from '../../db/schema';
import { createRpc } from '../chain/solana-rpc';
import { loadTreasuryAccounting } from '../ledger/treasury-accounting';
import { getRates, type BackgroundWork } from '../sale/prices';
import { isRefusal } from '../../lib/refusal';
import { readChainNow, type ChainNow } from './chain-now';
import { rpcHealth, watcherHealth } from './run-health';
import { projectFundingSql } from '../reconciliation/project-funding';

const HOUR_MS = 3_600_000;

async function priceHealth(env: Env, ctx: BackgroundWork, now: Date): Promise<PriceHealth> {
  try {
    const rates = await getRates(env, ctx);
    // No rates at all: intents cannot be priced.
    if (isRefusal(rates)) return { level: 'red', source: null, updatedAt: null, ageSeconds: null };
    const { source, updatedAt } = rates;
    const ageSeconds = Math.max(0, Math.round((now.getTime() - new Date(updatedAt).getTime()) / 1000));
    return { level: levelOf(ageSeconds, T.priceAgeSeconds), source, updatedAt, ageSeconds };
  } catch {
    // The rates could not be read at all (the edge cache or KV failed): intents cannot be priced.
    return { level: 'red', source: null, updatedAt: null, ageSeconds: null };
  }
}

async function queueHealth(db: D1Database, treasury: string) {
  const [mail, unmatched, cursor] = await db.batch<unknown>([
    db.prepare("SELECT SUM(status = 'failed') AS failed, SUM(status = 'queued') AS queued FROM mail_outbox"),
    // Funding from a declared project wallet is open but waits for nobody: not counted as open.
    db.prepare(
      `SELECT SUM(u.status = 'open' AND NOT ${projectFundingSql('u')}) AS open, SUM(u.status = 'refund_due') AS refund_due,
         MIN(CASE WHEN u.status = 'open' AND NOT ${projectFundingSql('u')} THEN u.created_at END) AS oldest FROM unmatched_payments u`,
    ),
    db.prepare('SELECT signature FROM chain_cursors WHERE account = ?').bind(treasury),
  ]);
  const m = (mail!.results[0] ?? {}) as { failed: number | null; queued: number | null };
  const u = (unmatched!.results[0] ?? {}) as { open: number | null; refund_due: number | null; oldest: number | null };
  const mailHealth: MailHealth = { level: levelOf(m.failed ?? 0, T.mailFailed), failed: m.failed ?? 0, queued: m.queued ?? 0 };
  const unmatchedHealth: UnmatchedHealth = {
    level: levelOf(u.open ?? 0, T.unmatchedOpen),
    open: u.open ?? 0,
    refundDue: u.refund_due ?? 0,
    oldestOpenAt: u.oldest ? new Date(u.oldest).toISOString() : null,
  };
  const cursorSignature = ((cursor!.results[0] ?? null) as { signature: string } | null)?.signature ?? null;
  return { mailHealth, unmatchedHealth, cursorSignature };
}

/**
 * The treasury against its books: the balance on chain must equal opening + received − left. While the
 * chain holds transactions the watcher has not read, a difference is expected (amber); once it has read
 * them all, any difference is red (the alert "the treasury disagrees with the books").
 */
async function treasuryHealth(db: D1Database, treasury: string, chain: ChainNow, unread: boolean, assets: readonly PaymentAsset[]): Promise<TreasuryHealth> {
  const books = await loadTreasuryAccounting(db, treasury, assets);
  const stablecoins = books.stablecoins.map((coin): StablecoinHealth => {
    const held = chain.tokenUnits.get(coin.account) ?? null;
    const gap = held === null ? null : held - BigInt(coin.recorded.units);
    const decimal = (units: bigint) => (coin.decimals === null ? units.toString() : unitsToDecimal(units, coin.decimals));
    return {
      asset: coin.asset,
      level: gap === null ? 'red' : gap === 0n ? 'ok' : unread ? 'amber' : 'red',
      chain: held === null ? null : decimal(held),
      recorded: coin.recorded.amount,
      difference: gap === null ? null : decimal(gap),
      unexplained: { amount: coin.left.unexplained.amount, transactions: coin.left.unexplained.transactions },
    };
  });
  const recorded = BigInt(books.recorded.lamports);
  const difference = chain.treasuryLamports === null ? null : chain.treasuryLamports - recorded;
  const unexplainedLamports = BigInt(books.left.unexplained.lamports);
  const unexplainedLevel = levelOf(Number(unexplainedLamports), T.unexplainedLamports);
  const balanceLevel = difference === null ? 'red' : difference === 0n ? 'ok' : unread ? 'amber' : 'red';
  return {
    level: worstLevel(balanceLevel, unexplainedLevel, ...stablecoins.map((coin) => coin.level)),
    chainLamports: chain.treasuryLamports?.toString() ?? null,
    recordedLamports: recorded.toString(),
    creditedLamports: books.received.credited.lamports,
    unmatchedLamports: books.received.unmatched.lamports,
    fundingLamports: books.received.funding.lamports,
    leftLamports: books.left.lamports,
    differenceLamports: difference?.toString() ?? null,
    unreadTransactions: unread,
    unexplained: { level: unexplainedLevel, lamports: unexplainedLamports.toString(), transactions: books.left.unexplained.transactions },
    stablecoins,
  };
}

/**
 * The thresholds this deployment grades by: the defaults, with the watcher's alert after
 * OPERATIONS_WATCHER_ALERT_SECONDS when set (unset in production: 5 minutes). An invalid value keeps
 * the default and says so in the log (the production preflight refuses it before that).
 */
export function configuredThresholds(env: { OPERATIONS_WATCHER_ALERT_SECONDS?: string }): OperationsThresholds {
  const seconds = parseWatcherAlertSeconds(env.OPERATIONS_WATCHER_ALERT_SECONDS);
  if (seconds === null) log.warn('operations.invalid_watcher_alert_seconds', { value: env.OPERATIONS_WATCHER_ALERT_SECONDS });
  return operationsThresholds(seconds ?? undefined);
}

/** Every Operations figure now, graded. Reads D1, KV (rates) and makes two RPC requests (a batch of three calls, the tip's block time). */
export async function loadOperations(env: Env & { OPERATIONS_WATCHER_ALERT_SECONDS?: string }, ctx: BackgroundWork, now = new Date()): Promise<AdminOperations> {
  const treasury = env.TREASURY_ADDRESS;
  const thresholds = configuredThresholds(env);
  const assets = await treasuryAssetsOf(env);
  const tokenAccounts = assets.flatMap((asset) => (asset.kind === 'token' ? [asset.treasuryAccount] : []));
  const [runs, chain, price, queues] = await Promise.all([
    drizzle(env.DB).select().from(watcherRuns).where(gte(watcherRuns.startedAt, new Date(now.getTime() - HOUR_MS))).orderBy(desc(watcherRuns.id)).limit(240),
    readChainNow(createRpc(env), treasury, tokenAccounts),
    priceHealth(env, ctx, now),
    queueHealth(env.DB, treasury),
  ]);
  // Older than an hour, the newest run still says when the watcher last ran.
  const history = runs.length > 0 ? runs : await drizzle(env.DB).select().from(watcherRuns).orderBy(desc(watcherRuns.id)).limit(1);
  const watcher = watcherHealth(history, queues.cursorSignature, chain, now, thresholds);
  const unread = !chain.read || (chain.newest !== null && chain.newest.signature !== queues.cursorSignature);
  const treasuryFigure = await treasuryHealth(env.DB, treasury, chain, unread, assets);
  const rpc = rpcHealth(history, now, thresholds);
  const parts = { watcher, rpc, price, mail: queues.mailHealth, unmatched: queues.unmatchedHealth, treasury: treasuryFigure };
  return {
    checkedAt: now.toISOString(),
    level: worstLevel(...Object.values(parts).map((part) => part.level)),
    ...parts,
    thresholds,
  };
}
