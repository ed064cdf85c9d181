// The cron watcher (DESIGN.md section 3.3): finds payments nobody posted by each open intent's Solana
// Pay reference, credits them, expires stale intents, and hands queued mail to the sender.
//
// Rule: pending intents are checked until their expiresAt, oldest first, with part of each run kept
// for the newest ones so that a burst of abandoned intents cannot delay fresh payments by the whole
// TTL; one with nothing found by its expiresAt becomes 'expired'. Expired and rejected intents keep
// being checked for LATE_PAYMENT_GRACE_MS after their expiresAt, so a payment that lands late (or a
// corrected retry) is still credited, as long as its block time is inside the intent's phase window.
// After that only a POST with the signature can credit it. Running concurrently with POSTs is safe:
// crediting is unique per signature and per intent.
import { phaseWindow, type SaleDates } from '@core/sale-rules';
import { claimContribution } from '../contributions/claim-contribution';
import type { IntentRow } from '../contributions/credit-contribution';
import { deliverOutbox } from '../mail/mail';
import { loadSaleState } from '../sale/sale-state';
import { createRpc, finalizedSignaturesFor, type SolanaRpc } from './solana-rpc';

/** How long after expiry an intent is still searched for a late payment. */
export const LATE_PAYMENT_GRACE_MS = 24 * 60 * 60 * 1000;
/** Intents per run: bounds RPC subrequests (one search plus a few reads each) per cron invocation. */
export const WATCH_BATCH = { oldest: 10, newest: 5, late: 5, signaturesPerIntent: 5 } as const;

export interface WatchReport {
  checked: number;
  credited: number;
  expired: number;
  errors: number;
}

const COLUMNS = `id, reference, wallet_address AS walletAddress, email, phase, lamports, sol_price_micro_usd AS solPriceMicroUsd,
  usd_cents AS usdCents, token_base_units AS tokenBaseUnits, newsletter_subscribed AS newsletterSubscribed,
  referral_code AS referralCode, status, status_reason AS statusReason, reported_signature AS reportedSignature,
  created_at AS createdAt, expires_at AS expiresAt`;

function toIntent(row: Record<string, unknown>): IntentRow {
  return {
    ...(row as unknown as IntentRow),
    newsletterSubscribed: Boolean(row.newsletterSubscribed),
    createdAt: new Date(Number(row.createdAt)),
    expiresAt: new Date(Number(row.expiresAt)),
  };
}

/** One watcher pass over open intents at `now`, then mail delivery. */
export async function runWatcher(
  env: Env,
  { now = new Date(), rpc = createRpc(env) }: { now?: Date; rpc?: SolanaRpc } = {},
): Promise<WatchReport> {
  const { dates } = await loadSaleState(env.DB, now);
  const report: WatchReport = { checked: 0, credited: 0, expired: 0, errors: 0 };
  const t = now.getTime();
  const pending = await env.DB.prepare(
    `SELECT * FROM (SELECT ${COLUMNS} FROM contribution_intents WHERE status = 'pending' ORDER BY created_at LIMIT ?1)
     UNION
     SELECT * FROM (SELECT ${COLUMNS} FROM contribution_intents WHERE status = 'pending' ORDER BY created_at DESC LIMIT ?2)
     ORDER BY createdAt`,
  )
    .bind(WATCH_BATCH.oldest, WATCH_BATCH.newest)
    .all<Record<string, unknown>>();
  // Most recently expired first: the likeliest to receive a late payment.
  const late = await env.DB.prepare(
    `SELECT ${COLUMNS} FROM contribution_intents
     WHERE status IN ('expired', 'rejected') AND expires_at > ? ORDER BY expires_at DESC LIMIT ?`,
  )
    .bind(t - LATE_PAYMENT_GRACE_MS, WATCH_BATCH.late)
    .all<Record<string, unknown>>();

  for (const intent of [...pending.results, ...late.results].map(toIntent)) {
    report.checked += 1;
    try {
      const credited = await watchIntent(env, rpc, intent, dates);
      if (credited) report.credited += 1;
      else if (intent.status === 'pending' && intent.expiresAt.getTime() <= t) {
        const { meta } = await env.DB.prepare(
          "UPDATE contribution_intents SET status = 'expired', status_reason = ? WHERE id = ? AND status = 'pending'",
        )
          .bind('No payment arrived before this contribution expired', intent.id)
          .run();
        report.expired += meta.changes;
      }
    } catch (error) {
      // One unreachable RPC or bad row must not stop the others; the next run retries.
      report.errors += 1;
      console.error('Watcher could not check intent', intent.id, error);
    }
  }

  await deliverOutbox(env).catch((error) => console.error('Mail delivery failed', error));
  return report;
}

/** Claims each finalized transaction carrying the intent's reference until one credits it. */
async function watchIntent(env: Env, rpc: SolanaRpc, intent: IntentRow, dates: SaleDates | null): Promise<boolean> {
  const signatures = await finalizedSignaturesFor(rpc, intent.reference, WATCH_BATCH.signaturesPerIntent);
  const window = dates ? phaseWindow(intent.phase, dates) : null;
  for (const signature of signatures) {
    const result = await claimContribution({
      db: env.DB,
      rpc,
      intent,
      signature,
      treasury: env.TREASURY_ADDRESS,
      phaseWindow: window && { start: window.startsAt, end: window.endsAt },
      actor: 'watcher',
      origin: env.PUBLIC_ORIGIN,
    });
    if (result.status === 'credited') return true;
  }
  return false;
}
