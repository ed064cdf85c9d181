// The watcher's and the RPC's health from the recorded watcher runs (watcher_runs, one row a run) and
// what the chain says now: how far behind the finalized tip the watcher is, what it found, and the
// RPC's errors and latency per method over the last hour.
import type { RpcHealth, RpcMethodHealth, WatcherHealth } from '@core/api/operations';
import { OPERATIONS_THRESHOLDS, levelOf, worstLevel, type OperationsThresholds } from '@core/operations';
import type { RpcMethodStats } from '../chain/solana-rpc';
import type { WatcherRunRow } from '../settlement/watcher-runs';
import type { ChainNow } from './chain-now';

const HOUR_MS = 3_600_000;

/**
 * The watcher's figures. `runs` newest first; `cursor` the newest treasury signature it handled. It is
 * caught up (lag 0) when the chain's newest finalized treasury transaction is that one; otherwise its
 * lag is at least that transaction's age, and at least the oldest unread one's its last run reported,
 * grown by the time since. However current it is, it cannot see past the finalized tip: the tip's age
 * (now − its block time) is graded too, so a stalled node or cluster shows as the watcher behind.
 */
export function watcherHealth(runs: WatcherRunRow[], cursor: string | null, chain: ChainNow, now: Date, T: OperationsThresholds = OPERATIONS_THRESHOLDS): WatcherHealth {
  const last = runs[0] ?? null;
  const hour = runs.filter((run) => now.getTime() - run.startedAt.getTime() <= HOUR_MS);
  const idleSeconds = last ? Math.max(0, Math.round((now.getTime() - last.startedAt.getTime()) / 1000)) : null;
  let lagSeconds: number | null = null;
  let lagSlots: number | null = null;
  if (chain.read) {
    const caughtUp = chain.newest === null || chain.newest.signature === cursor;
    if (caughtUp) {
      lagSeconds = 0;
      lagSlots = 0;
    } else {
      const newestAge = chain.newest!.blockTime === null ? 0 : Math.max(0, Math.round(now.getTime() / 1000 - chain.newest!.blockTime));
      const reported = last && last.backlog > 0 && last.lagSeconds !== null ? last.lagSeconds + (idleSeconds ?? 0) : 0;
      lagSeconds = Math.max(newestAge, reported);
      const newestSlots = chain.tipSlot === null ? 0 : Math.max(0, chain.tipSlot - chain.newest!.slot);
      const reportedSlots = last && last.backlog > 0 && last.lagSlots !== null && last.tipSlot !== null && chain.tipSlot !== null ? last.lagSlots + chain.tipSlot - last.tipSlot : 0;
      lagSlots = Math.max(newestSlots, reportedSlots);
    }
  }
  const tipAgeSeconds = chain.tipBlockTime === null ? null : Math.max(0, Math.round(now.getTime() / 1000 - chain.tipBlockTime));
  const sum = (pick: (run: WatcherRunRow) => number) => hour.reduce((total, run) => total + pick(run), 0);
  return {
    level: worstLevel(
      levelOf(lagSeconds, T.watcherLagSeconds),
      levelOf(idleSeconds, T.watcherIdleSeconds),
      // An unknown tip time (a skipped slot) is not graded: the lag and the idle time still are.
      tipAgeSeconds === null ? 'ok' : levelOf(tipAgeSeconds, T.finalizedTipAgeSeconds),
    ),
    lastRunAt: last ? last.startedAt.toISOString() : null,
    idleSeconds,
    lagSeconds,
    lagSlots,
    tipSlot: chain.tipSlot,
    tipAgeSeconds,
    backlog: last?.backlog ?? 0,
    backlogGrew: runs.length > 1 && last!.backlog > runs[1]!.backlog,
    lastRun: last ? { handled: last.handled, credited: last.credited, unmatched: last.unmatched, outflows: last.outflows, errors: last.errors } : null,
    lastHour: { runs: hour.length, handled: sum((run) => run.handled), credited: sum((run) => run.credited), unmatched: sum((run) => run.unmatched) },
  };
}

function parseMethods(text: string): Record<string, RpcMethodStats> {
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, RpcMethodStats>) : {};
  } catch {
    return {};
  }
}

/** The RPC's figures over the last hour of watcher runs (`runs` newest first). */
export function rpcHealth(runs: WatcherRunRow[], now: Date, T: OperationsThresholds = OPERATIONS_THRESHOLDS): RpcHealth {
  const hour = runs.filter((run) => now.getTime() - run.startedAt.getTime() <= HOUR_MS);
  const byMethod = new Map<string, RpcMethodStats>();
  for (const run of hour) {
    for (const [method, stats] of Object.entries(parseMethods(run.rpcMethods))) {
      const total = byMethod.get(method) ?? { calls: 0, requests: 0, errors: 0, totalMs: 0, maxMs: 0 };
      byMethod.set(method, {
        calls: total.calls + (stats.calls ?? 0),
        requests: total.requests + (stats.requests ?? 0),
        errors: total.errors + (stats.errors ?? 0),
        totalMs: total.totalMs + (stats.totalMs ?? 0),
        maxMs: Math.max(total.maxMs, stats.maxMs ?? 0),
      });
    }
  }
  const methods: RpcMethodHealth[] = [...byMethod.entries()]
    .map(([method, stats]) => ({ method, calls: stats.calls, errors: stats.errors, meanMs: stats.requests > 0 ? Math.round(stats.totalMs / stats.requests) : 0, maxMs: Math.round(stats.maxMs) }))
    .sort((a, b) => b.calls - a.calls);
  const calls = methods.reduce((total, method) => total + method.calls, 0);
  const errors = methods.reduce((total, method) => total + method.errors, 0);
  const requests = [...byMethod.values()].reduce((total, stats) => total + stats.requests, 0);
  const totalMs = [...byMethod.values()].reduce((total, stats) => total + stats.totalMs, 0);
  const errorPercent = calls > 0 ? Math.round((errors / calls) * 1000) / 10 : 0;
  const meanMs = requests > 0 ? Math.round(totalMs / requests) : 0;
  // A run whose RPC could not even list the treasury has no tip: it failed too.
  let failingRuns = 0;
  for (const run of runs) {
    if (run.rpcErrors === 0 && run.tipSlot !== null) break;
    failingRuns += 1;
  }
  return {
    level: worstLevel(levelOf(errorPercent, T.rpcErrorPercent), levelOf(meanMs, T.rpcLatencyMs), levelOf(failingRuns, T.rpcFailingRuns)),
    calls,
    errors,
    errorPercent,
    meanMs,
    failingRuns,
    methods,
  };
}
