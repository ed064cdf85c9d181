// Keeps the report of every watcher run (README "Operations: figures, alerts, logs"): one row per run in watcher_runs,
// pruned in the same batch to a bounded history, for the operations view to read.
import { desc, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { watcherRuns } from '../../db/schema';
import type { RpcStats } from '../chain/solana-rpc';

/** A week of runs at one a minute. */
export const WATCHER_RUNS_KEPT = 7 * 24 * 60;

/** What one watcher run did and cost. */
export interface WatchReport {
  startedAt: Date;
  durationMs: number;
  /** The finalized tip when the treasury was listed; null when the RPC could not be read. */
  tipSlot: number | null;
  /** Slots and seconds between the oldest transaction left unhandled and the tip / now (0 when caught up). */
  lagSlots: number | null;
  lagSeconds: number | null;
  /** New treasury signatures handled this run. */
  handled: number;
  credited: number;
  unmatched: number;
  /** Transactions in which the treasury's balance fell, recorded this run. */
  outflows: number;
  expired: number;
  errors: number;
  /** HTTP requests made to the RPC. */
  rpcCalls: number;
  rpcErrors: number;
  rpcMethods: RpcStats['methods'];
  /** Signatures listed but left for the next run. */
  remaining: number;
  /** More is left after this run than after the one before: the watcher is not keeping up (logged as `watcher.behind`). */
  backlogGrew: boolean;
}

/** Appends `report` and drops the runs beyond the newest WATCHER_RUNS_KEPT, in one batch. */
export async function recordWatcherRun(db: D1Database, report: WatchReport, kept = WATCHER_RUNS_KEPT): Promise<void> {
  const orm = drizzle(db);
  await orm.batch([
    orm.insert(watcherRuns).values({
      startedAt: report.startedAt,
      durationMs: report.durationMs,
      tipSlot: report.tipSlot,
      lagSlots: report.lagSlots,
      lagSeconds: report.lagSeconds,
      rpcCalls: report.rpcCalls,
      rpcErrors: report.rpcErrors,
      rpcMethods: JSON.stringify(report.rpcMethods),
      backlog: report.remaining,
      handled: report.handled,
      credited: report.credited,
      unmatched: report.unmatched,
      outflows: report.outflows,
      expired: report.expired,
      errors: report.errors,
    }),
    // Ids only grow, so the newest `kept` runs are the highest ids: one range delete on the primary key.
    orm.delete(watcherRuns).where(sql`${watcherRuns.id} <= (SELECT MAX(id) FROM watcher_runs) - ${Math.max(1, Math.floor(kept))}`),
  ]);
}

export type WatcherRunRow = typeof watcherRuns.$inferSelect;

/** The newest `limit` runs, newest first. */
export function latestWatcherRuns(db: D1Database, limit = 60): Promise<WatcherRunRow[]> {
  return drizzle(db).select().from(watcherRuns).orderBy(desc(watcherRuns.id)).limit(limit);
}
