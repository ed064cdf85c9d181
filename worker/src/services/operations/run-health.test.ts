// The watcher's and the RPC's grades from recorded runs: caught up, behind (and growing while idle),
// a stopped cron, a stalled finalized tip, configured thresholds, an RPC that keeps failing, and per-method latency over the last hour only.
import { describe, expect, it } from 'vitest';
import type { WatcherRunRow } from '../settlement/watcher-runs';
import type { ChainNow } from './chain-now';
import { operationsThresholds } from '@core/operations';
import { rpcHealth, watcherHealth } from './run-health';

const NOW = new Date('2026-11-25T12:00:00Z');
let nextId = 1000;

function run(minutesAgo: number, fields: Partial<WatcherRunRow> = {}): WatcherRunRow {
  nextId -= 1;
  return {
    id: nextId, startedAt: new Date(NOW.getTime() - minutesAgo * 60_000), durationMs: 800, tipSlot: 5_000, lagSlots: 0, lagSeconds: 0,
    rpcCalls: 3, rpcErrors: 0, rpcMethods: JSON.stringify({ getSignaturesForAddress: { calls: 1, requests: 1, errors: 0, totalMs: 40, maxMs: 40 } }),
    backlog: 0, handled: 2, credited: 1, unmatched: 1, outflows: 0, expired: 0, errors: 0, ...fields,
  };
}

const chain = (fields: Partial<ChainNow> = {}): ChainNow => ({ tipSlot: 5_100, tipBlockTime: NOW.getTime() / 1000 - 13, treasuryLamports: 10n, newest: { signature: 'Cursor', slot: 4_990, blockTime: NOW.getTime() / 1000 - 30 }, tokenUnits: new Map(), read: true, ...fields });

describe('watcherHealth', () => {
  it('is healthy and caught up when the newest treasury transaction is the one it handled last', () => {
    const health = watcherHealth([run(0.5), run(1.5)], 'Cursor', chain(), NOW);
    expect(health).toMatchObject({ level: 'ok', lagSeconds: 0, lagSlots: 0, idleSeconds: 30, lastRun: { handled: 2 }, lastHour: { runs: 2, handled: 4, credited: 2 } });
  });

  it('counts the newest unread transaction\'s age and slots as the lag', () => {
    const newest = { signature: 'Newer', slot: 4_000, blockTime: NOW.getTime() / 1000 - 400 };
    const health = watcherHealth([run(0.5)], 'Cursor', chain({ newest }), NOW);
    expect(health).toMatchObject({ level: 'red', lagSeconds: 400, lagSlots: 1_100 });
  });

  it('grows a reported backlog\'s lag by the time since that run', () => {
    const newest = { signature: 'Newer', slot: 5_090, blockTime: NOW.getTime() / 1000 - 5 };
    const health = watcherHealth([run(2, { backlog: 300, lagSeconds: 20, lagSlots: 50, tipSlot: 5_000 }), run(3, { backlog: 100 })], 'Cursor', chain({ newest }), NOW);
    expect(health).toMatchObject({ level: 'amber', lagSeconds: 140, lagSlots: 150, backlog: 300, backlogGrew: true });
  });

  it('is red when no run started for more than 5 minutes (a stopped cron), and before any run', () => {
    expect(watcherHealth([run(6)], 'Cursor', chain(), NOW, operationsThresholds())).toMatchObject({ level: 'red', idleSeconds: 360 });
    expect(watcherHealth([run(6)], 'Cursor', chain(), NOW)).toMatchObject({ level: 'red', idleSeconds: 360, lagSeconds: 0 });
    expect(watcherHealth([run(4)], 'Cursor', chain(), NOW).level).toBe('amber');
    expect(watcherHealth([], null, chain({ newest: null }), NOW)).toMatchObject({ level: 'red', lastRunAt: null, lastRun: null });
  });

  it('is behind when the finalized tip itself is old (a stalled node or cluster), however current its runs', () => {
    const stalled = (secondsOld: number) => chain({ tipBlockTime: NOW.getTime() / 1000 - secondsOld });
    expect(watcherHealth([run(0.5)], 'Cursor', stalled(13), NOW)).toMatchObject({ level: 'ok', lagSeconds: 0, tipAgeSeconds: 13 });
    expect(watcherHealth([run(0.5)], 'Cursor', stalled(150), NOW)).toMatchObject({ level: 'amber', lagSeconds: 0, tipAgeSeconds: 150 });
    expect(watcherHealth([run(0.5)], 'Cursor', stalled(301), NOW)).toMatchObject({ level: 'red', lagSeconds: 0, tipAgeSeconds: 301 });
    // A skipped tip slot has no block time: not graded, the lag and idle time still are.
    expect(watcherHealth([run(0.5)], 'Cursor', chain({ tipBlockTime: null }), NOW)).toMatchObject({ level: 'ok', tipAgeSeconds: null });
  });

  it('grades by the configured thresholds (OPERATIONS_WATCHER_ALERT_SECONDS), red from the configured seconds', () => {
    const t = operationsThresholds(20);
    expect(watcherHealth([run(0.25)], 'Cursor', chain({ tipBlockTime: NOW.getTime() / 1000 - 25 }), NOW, t)).toMatchObject({ level: 'red', tipAgeSeconds: 25 });
    expect(watcherHealth([run(0.5)], 'Cursor', chain({ tipBlockTime: NOW.getTime() / 1000 - 2 }), NOW, t)).toMatchObject({ level: 'red', idleSeconds: 30 });
    expect(watcherHealth([run(0.1)], 'Cursor', chain({ tipBlockTime: NOW.getTime() / 1000 - 2 }), NOW, t).level).toBe('ok');
  });

  it('does not know its lag when the chain cannot be read', () => {
    expect(watcherHealth([run(0.5)], 'Cursor', chain({ read: false, tipSlot: null, tipBlockTime: null, newest: null }), NOW)).toMatchObject({ level: 'red', lagSeconds: null, lagSlots: null });
  });
});

describe('rpcHealth', () => {
  it('adds up each method over the last hour only, with its mean and worst latency', () => {
    const methods = (errors: number, totalMs: number) => JSON.stringify({ getTransaction: { calls: 50, requests: 2, errors, totalMs, maxMs: totalMs }, getSlot: { calls: 1, requests: 1, errors: 0, totalMs: 10, maxMs: 10 } });
    const health = rpcHealth([run(1, { rpcMethods: methods(0, 200) }), run(2, { rpcMethods: methods(0, 600) }), run(90, { rpcMethods: methods(50, 99_999) })], NOW);
    expect(health.methods[0]).toEqual({ method: 'getTransaction', calls: 100, errors: 0, meanMs: 200, maxMs: 600 });
    expect(health).toMatchObject({ level: 'ok', calls: 102, errors: 0, errorPercent: 0, failingRuns: 0 });
  });

  it('is amber after a failing run and red after three in a row (the alert), or at 25 % errors', () => {
    const failing = { rpcErrors: 1, rpcMethods: JSON.stringify({ getSignaturesForAddress: { calls: 100, requests: 1, errors: 1, totalMs: 40, maxMs: 40 } }) };
    expect(rpcHealth([run(1, failing), run(2)], NOW)).toMatchObject({ level: 'amber', failingRuns: 1 });
    expect(rpcHealth([run(1, failing), run(2, { tipSlot: null }), run(3, failing), run(4)], NOW)).toMatchObject({ level: 'red', failingRuns: 3 });
    const errors = JSON.stringify({ getTransaction: { calls: 4, requests: 4, errors: 1, totalMs: 40, maxMs: 10 } });
    expect(rpcHealth([run(10, { rpcMethods: errors })], NOW)).toMatchObject({ level: 'red', errorPercent: 25 });
  });

  it('survives a malformed method record', () => {
    expect(rpcHealth([run(1, { rpcMethods: 'not json' })], NOW)).toMatchObject({ level: 'ok', calls: 0, methods: [] });
  });
});
