// The Operations tab's thresholds (docs/decisions.md, "Watcher runs are kept"): each live figure turns amber, then red,
// at a stated value. The worker grades its figures with them and the console states them beside each.

/** A figure's state: shown as a word (Healthy / Warning / Critical), never by colour alone. */
export type OperationLevel = 'ok' | 'amber' | 'red';

/** A figure is amber from `amber` and red from `red` (both inclusive), in `unit`. */
export interface Threshold {
  amber: number;
  red: number;
  unit: string;
}

/** Every threshold of the Operations figures. */
export const OPERATIONS_THRESHOLDS = {
  /** How far behind the finalized tip the watcher's oldest unread treasury transaction is. Red is the alert: 5 minutes. */
  watcherLagSeconds: { amber: 120, red: 301, unit: 's' },
  /** Since the watcher's last run started (it runs each minute): a stopped cron. */
  watcherIdleSeconds: { amber: 180, red: 301, unit: 's' },
  /**
   * Age of the chain's finalized tip (now − its block time): a stalled RPC node or cluster, whose
   * payments the watcher cannot see however often it runs (about 13 s on a healthy mainnet).
   */
  finalizedTipAgeSeconds: { amber: 120, red: 301, unit: 's' },
  /** Failed RPC calls over the last hour, in percent of the calls. */
  rpcErrorPercent: { amber: 5, red: 25, unit: '%' },
  /** Newest watcher runs in a row that met an RPC error (red is the "keeps failing" alert). */
  rpcFailingRuns: { amber: 1, red: 3, unit: 'runs' },
  /** Mean latency of one RPC request over the last hour. */
  rpcLatencyMs: { amber: 1_000, red: 3_000, unit: 'ms' },
  /** Age of the SOL price: stale at 10 minutes, refused for pricing at 15 (MAX_SOL_PRICE_AGE_MS). */
  priceAgeSeconds: { amber: 600, red: 900, unit: 's' },
  /** Mail the outbox failed to hand to the provider. */
  mailFailed: { amber: 1, red: 10, unit: 'mails' },
  /** Unmatched payments waiting for the admin. */
  unmatchedOpen: { amber: 1, red: 25, unit: 'payments' },
  /** Lamports that left the treasury that no refund, fee or declared project wallet explains (1 SOL red). */
  unexplainedLamports: { amber: 1, red: 1_000_000_000, unit: 'lamports' },
} as const satisfies Record<string, Threshold>;

/** The thresholds as served (the watcher's may be configured: `operationsThresholds`). */
export type OperationsThresholds = Record<keyof typeof OPERATIONS_THRESHOLDS, Threshold>;

/** The default of OPERATIONS_WATCHER_ALERT_SECONDS: the watcher alerts once more than 5 minutes behind. */
export const DEFAULT_WATCHER_ALERT_SECONDS = OPERATIONS_THRESHOLDS.watcherLagSeconds.red;
/** The range OPERATIONS_WATCHER_ALERT_SECONDS may take (seconds). */
export const WATCHER_ALERT_SECONDS_RANGE = { min: 10, max: 3_600 } as const;

/**
 * The watcher alert's red threshold (seconds) from the OPERATIONS_WATCHER_ALERT_SECONDS var: unset is
 * the 5-minute default; otherwise a whole number within WATCHER_ALERT_SECONDS_RANGE, or null (invalid).
 */
export function parseWatcherAlertSeconds(value: string | undefined): number | null {
  const text = (value ?? '').trim();
  if (text === '') return DEFAULT_WATCHER_ALERT_SECONDS;
  if (!/^\d{1,5}$/.test(text)) return null;
  const seconds = Number(text);
  return seconds >= WATCHER_ALERT_SECONDS_RANGE.min && seconds <= WATCHER_ALERT_SECONDS_RANGE.max ? seconds : null;
}

/**
 * The thresholds with the watcher's red (lag, no run, finalized tip age) at `watcherAlertSeconds` and
 * its amber scaled alike; the default gives OPERATIONS_THRESHOLDS unchanged.
 */
export function operationsThresholds(watcherAlertSeconds: number = DEFAULT_WATCHER_ALERT_SECONDS): OperationsThresholds {
  const scaled = (threshold: Threshold): Threshold => ({
    amber: Math.max(1, Math.round((threshold.amber * watcherAlertSeconds) / DEFAULT_WATCHER_ALERT_SECONDS)),
    red: watcherAlertSeconds,
    unit: threshold.unit,
  });
  const T = OPERATIONS_THRESHOLDS;
  return { ...T, watcherLagSeconds: scaled(T.watcherLagSeconds), watcherIdleSeconds: scaled(T.watcherIdleSeconds), finalizedTipAgeSeconds: scaled(T.finalizedTipAgeSeconds) };
}

/** The level of `value` against `threshold`; an unknown value (null) is red: nobody can say it is fine. */
export function levelOf(value: number | null, threshold: Threshold): OperationLevel {
  if (value === null || !Number.isFinite(value)) return 'red';
  if (value >= threshold.red) return 'red';
  return value >= threshold.amber ? 'amber' : 'ok';
}

const RANK: Record<OperationLevel, number> = { ok: 0, amber: 1, red: 2 };

/** The worst of `levels` ('ok' for none). */
export const worstLevel = (...levels: OperationLevel[]): OperationLevel =>
  levels.reduce<OperationLevel>((worst, level) => (RANK[level] > RANK[worst] ? level : worst), 'ok');

/** The word a level is shown with. */
export const LEVEL_WORDS: Record<OperationLevel, string> = { ok: 'Healthy', amber: 'Warning', red: 'Critical' };
