// Which operations conditions alert the admins, read from the graded figures (core/operations.ts):
// the watcher more than 5 minutes behind (or not run for 5 minutes, or the finalized tip 5 minutes old),
// the price stale, the RPC failing run after run, the treasury's balance disagreeing with the books once
// the watcher has read the chain. The thresholds are those the figures were graded by (the watcher's
// alert time may be configured: OPERATIONS_WATCHER_ALERT_SECONDS).
import type { AdminOperations } from '@core/api/operations';

export const ALERT_KINDS = ['watcher_behind', 'price_stale', 'rpc_failing', 'treasury_mismatch'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** A firing condition: its one-line summary (the mail's subject) and the figures behind it. */
export interface AlertCondition {
  summary: string;
  detail: Record<string, unknown>;
}

const minutes = (seconds: number) => `${Math.round(seconds / 60)} minutes`;
/** Minutes, or seconds under two minutes (a deployment may alert sooner than the 5-minute default). */
const duration = (seconds: number) => (seconds < 120 ? `${seconds} seconds` : minutes(seconds));

/** The conditions firing in `figures`, by kind (absent: clear). */
export function firingAlerts(figures: AdminOperations): Partial<Record<AlertKind, AlertCondition>> {
  const { watcher, rpc, price, treasury, thresholds: T } = figures;
  const firing: Partial<Record<AlertKind, AlertCondition>> = {};
  const lag = watcher.lagSeconds ?? 0;
  const idle = watcher.idleSeconds;
  const tipAge = watcher.tipAgeSeconds ?? 0;
  if (lag >= T.watcherLagSeconds.red || idle === null || idle >= T.watcherIdleSeconds.red || tipAge >= T.finalizedTipAgeSeconds.red) {
    firing.watcher_behind = {
      summary:
        idle === null ? 'the watcher has never run'
        : lag >= T.watcherLagSeconds.red ? `the watcher is ${duration(lag)} behind the chain`
        : idle >= T.watcherIdleSeconds.red ? `the watcher has not run for ${duration(idle)}`
        : `the chain's finalized tip is ${duration(tipAge)} old (the RPC node or the cluster has stalled)`,
      detail: { lagSeconds: watcher.lagSeconds, lagSlots: watcher.lagSlots, idleSeconds: idle, tipSlot: watcher.tipSlot, tipAgeSeconds: watcher.tipAgeSeconds, lastRunAt: watcher.lastRunAt, backlog: watcher.backlog },
    };
  }
  if (price.ageSeconds === null || price.ageSeconds >= T.priceAgeSeconds.amber) {
    firing.price_stale = {
      summary: price.ageSeconds === null ? 'there is no SOL price' : `the SOL price is ${minutes(price.ageSeconds)} old`,
      detail: { source: price.source, updatedAt: price.updatedAt, ageSeconds: price.ageSeconds },
    };
  }
  if (rpc.failingRuns >= T.rpcFailingRuns.red || (rpc.calls > 0 && rpc.errorPercent >= T.rpcErrorPercent.red)) {
    firing.rpc_failing = {
      summary: `the RPC keeps failing (${rpc.failingRuns} watcher runs in a row, ${rpc.errorPercent} % of calls in the last hour)`,
      detail: { failingRuns: rpc.failingRuns, errorPercent: rpc.errorPercent, calls: rpc.calls, errors: rpc.errors },
    };
  }
  // Once the watcher has read every treasury transaction, any gap in SOL or in a stablecoin's token
  // account is an incident; the mail names each account that differs, in its own unit.
  if (!treasury.unreadTransactions) {
    const gaps: string[] = [];
    if (treasury.differenceLamports !== null && treasury.differenceLamports !== '0') gaps.push(`the treasury's balance differs from the books by ${treasury.differenceLamports} lamports`);
    const coins = treasury.stablecoins.filter((coin) => coin.difference !== null && Number(coin.difference) !== 0);
    for (const coin of coins) gaps.push(`the treasury's ${coin.asset} account differs from the books by ${coin.difference} ${coin.asset}`);
    if (gaps.length > 0) {
      firing.treasury_mismatch = {
        summary: gaps.join('; '),
        detail: {
          chainLamports: treasury.chainLamports,
          recordedLamports: treasury.recordedLamports,
          differenceLamports: treasury.differenceLamports,
          ...Object.fromEntries(coins.flatMap((coin) => [[`chain${coin.asset}`, coin.chain], [`recorded${coin.asset}`, coin.recorded], [`difference${coin.asset}`, coin.difference]])),
        },
      };
    }
  }
  return firing;
}
