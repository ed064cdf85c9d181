// Alerts through the outbox: a firing condition opens one incident and mails every admin with an alert
// email once (audited), a repeated or concurrent check mails nothing more, and the clear condition
// resolves it with one "resolved" mail; each kind is its own incident.
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminOperations } from '@core/api/operations';
import { OPERATIONS_THRESHOLDS, operationsThresholds } from '@core/operations';
import { insertAdmin } from '../../../test/auth-fixtures';
import { count } from '../../../test/sale-fixtures';
import { firingAlerts } from './alert-conditions';
import { checkAlerts } from './alerts';

const NOW = new Date('2026-11-25T12:00:00Z');

function figures(changes: { lagSeconds?: number; tipAge?: number | null; thresholds?: AdminOperations['thresholds']; priceAge?: number | null; failingRuns?: number; difference?: string; unread?: boolean; stablecoins?: AdminOperations['treasury']['stablecoins'] } = {}): AdminOperations {
  return {
    checkedAt: NOW.toISOString(),
    level: 'ok',
    watcher: { level: 'ok', lastRunAt: NOW.toISOString(), idleSeconds: 20, lagSeconds: changes.lagSeconds ?? 0, lagSlots: 0, tipSlot: 100, tipAgeSeconds: changes.tipAge === undefined ? 13 : changes.tipAge, backlog: 0, backlogGrew: false, lastRun: null, lastHour: { runs: 1, handled: 0, credited: 0, unmatched: 0 } },
    rpc: { level: 'ok', calls: 10, errors: 0, errorPercent: 0, meanMs: 5, failingRuns: changes.failingRuns ?? 0, methods: [] },
    price: { level: 'ok', source: 'live', updatedAt: NOW.toISOString(), ageSeconds: changes.priceAge === undefined ? 30 : changes.priceAge },
    mail: { level: 'ok', failed: 0, queued: 0 },
    unmatched: { level: 'ok', open: 0, refundDue: 0, oldestOpenAt: null },
    treasury: {
      level: 'ok', chainLamports: '100', recordedLamports: '100', creditedLamports: '100', unmatchedLamports: '0', fundingLamports: '0', leftLamports: '0',
      differenceLamports: changes.difference ?? '0', unreadTransactions: changes.unread ?? false, unexplained: { level: 'ok', lamports: '0', transactions: 0 }, stablecoins: changes.stablecoins ?? [],
    },
    thresholds: changes.thresholds ?? OPERATIONS_THRESHOLDS,
  };
}

const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

beforeEach(async () => {
  const first = await insertAdmin('ops-one', 'secret-one');
  const second = await insertAdmin('ops-two', 'secret-two');
  await insertAdmin('ops-silent', 'secret-three');
  await env.DB.prepare('UPDATE admins SET alert_email = ? WHERE id = ?').bind('one@example.com', first).run();
  await env.DB.prepare('UPDATE admins SET alert_email = ? WHERE id = ?').bind('two@example.com', second).run();
});

describe('firingAlerts', () => {
  it('fires past 5 minutes behind, a stale price, 3 failing runs and a difference the watcher cannot explain', () => {
    expect(firingAlerts(figures())).toEqual({});
    expect(Object.keys(firingAlerts(figures({ lagSeconds: 301, priceAge: 600, failingRuns: 3, difference: '-5' })))).toEqual(['watcher_behind', 'price_stale', 'rpc_failing', 'treasury_mismatch']);
    expect(firingAlerts(figures({ lagSeconds: 300, priceAge: 599, failingRuns: 2 }))).toEqual({});
    // A difference while transactions wait unread is the watcher catching up, not an incident.
    expect(firingAlerts(figures({ difference: '-5', unread: true }))).toEqual({});
    expect(firingAlerts(figures({ priceAge: null })).price_stale?.summary).toBe('there is no SOL price');
  });
});

describe('firingAlerts on the stablecoin accounts', () => {
  const usdc = (difference: string | null) => ({ asset: 'USDC' as const, level: 'red' as const, chain: '95', recorded: '100', difference, unexplained: { amount: '0', transactions: 0 } });

  it('names each account that differs from its books, in its own unit, once the watcher has read everything', () => {
    const alert = firingAlerts(figures({ stablecoins: [usdc('-5')] })).treasury_mismatch;
    expect(alert?.summary).toBe("the treasury's USDC account differs from the books by -5 USDC");
    expect(alert?.detail).toMatchObject({ chainUSDC: '95', recordedUSDC: '100', differenceUSDC: '-5' });
    expect(firingAlerts(figures({ difference: '-7', stablecoins: [usdc('-5')] })).treasury_mismatch?.summary).toBe(
      "the treasury's balance differs from the books by -7 lamports; the treasury's USDC account differs from the books by -5 USDC",
    );
  });

  it('stays quiet while a gap is expected (unread transactions), when the account matches, and when it could not be read', () => {
    expect(firingAlerts(figures({ unread: true, stablecoins: [usdc('-5')] }))).toEqual({});
    expect(firingAlerts(figures({ stablecoins: [usdc('0')] }))).toEqual({});
    expect(firingAlerts(figures({ stablecoins: [usdc(null)] }))).toEqual({});
  });
});

describe('firingAlerts on the watcher', () => {
  it('fires when the finalized tip is more than 5 minutes old (a stalled chain), not when its age is unknown', () => {
    expect(firingAlerts(figures({ tipAge: 300 }))).toEqual({});
    expect(firingAlerts(figures({ tipAge: null }))).toEqual({});
    expect(firingAlerts(figures({ tipAge: 400 })).watcher_behind?.summary).toBe("the chain's finalized tip is 7 minutes old (the RPC node or the cluster has stalled)");
  });

  it('fires at the thresholds the figures were graded by (a configured alert time)', () => {
    const thresholds = operationsThresholds(30);
    expect(firingAlerts(figures({ tipAge: 29, thresholds }))).toEqual({});
    expect(firingAlerts(figures({ tipAge: 35, thresholds })).watcher_behind?.summary).toBe("the chain's finalized tip is 35 seconds old (the RPC node or the cluster has stalled)");
    expect(firingAlerts(figures({ lagSeconds: 30, thresholds })).watcher_behind?.summary).toBe('the watcher is 30 seconds behind the chain');
  });
});

describe('checkAlerts', () => {
  it('mails every admin with an alert email once per incident, audited, then once when it is resolved', async () => {
    expect(await checkAlerts(env, figures({ lagSeconds: 420 }), NOW)).toEqual({ opened: ['watcher_behind'], resolved: [] });
    expect(await count('operations_incidents', "kind = 'watcher_behind' AND resolved_at IS NULL")).toBe(1);
    expect(await count('mail_outbox', "kind = 'operations-alert'")).toBe(2);
    const mail = await env.DB.prepare("SELECT subject, body_text FROM mail_outbox WHERE to_email = 'one@example.com'").first<{ subject: string; body_text: string }>();
    expect(mail!.subject).toBe('MRDX alert: the watcher is 7 minutes behind the chain');
    expect(mail!.body_text).toContain('/admin/dashboard?tab=operations');
    expect(await count('audit_log', "action = 'operations.alert_opened' AND actor = 'operations'")).toBe(1);

    // Still behind a minute later: the same incident, no new mail.
    expect(await checkAlerts(env, figures({ lagSeconds: 480 }), later(1))).toEqual({ opened: [], resolved: [] });
    expect(await count('mail_outbox', "kind = 'operations-alert'")).toBe(2);

    expect(await checkAlerts(env, figures(), later(2))).toEqual({ opened: [], resolved: ['watcher_behind'] });
    expect(await count('operations_incidents', 'resolved_at IS NOT NULL')).toBe(1);
    expect(await count('mail_outbox', "kind = 'operations-resolved' AND subject = 'MRDX resolved: the watcher is caught up'")).toBe(2);
    expect(await count('audit_log', "action = 'operations.alert_resolved'")).toBe(1);

    // Behind again: a new incident, mailed again.
    await checkAlerts(env, figures({ lagSeconds: 400 }), later(3));
    expect(await count('operations_incidents', "kind = 'watcher_behind'")).toBe(2);
    expect(await count('mail_outbox', "kind = 'operations-alert'")).toBe(4);
  });

  it('opens one incident when two checks race, and keeps kinds apart', async () => {
    const stale = figures({ priceAge: 900, difference: '7' });
    const both = await Promise.all([checkAlerts(env, stale, NOW), checkAlerts(env, stale, NOW)]);
    expect(both.flatMap((changes) => changes.opened).sort()).toEqual(['price_stale', 'treasury_mismatch']);
    expect(await count('operations_incidents', 'resolved_at IS NULL')).toBe(2);
    expect(await count('mail_outbox', "kind = 'operations-alert'")).toBe(4);
    expect(await count('audit_log', "action = 'operations.alert_opened'")).toBe(2);
    await checkAlerts(env, figures({ difference: '7' }), later(1));
    expect(await count('operations_incidents', "kind = 'price_stale' AND resolved_at IS NOT NULL")).toBe(1);
    expect(await count('operations_incidents', "kind = 'treasury_mismatch' AND resolved_at IS NULL")).toBe(1);
  });
});
