// An admin credits an unmatched payment to an intent: at the amount actually received, tokens
// recomputed at that intent's SOL price and phase, the caps still enforced, with the admin's reason in
// the audit log, and exactly once (UNIQUE(signature) on contributions, and the payment's status).
import { eq } from 'drizzle-orm';
import { amountOf } from '@core/asset-amount';
import { drizzle } from 'drizzle-orm/d1';
import { unmatchedPayments } from '../../db/schema';
import { creditContribution, type CreditActor } from '../settlement/credit-contribution';
import type { CapLimits } from '../settlement/credit-statements';
import { CREDITED } from '../contributions/contribution-queries';
import { findIntent } from '../contributions/intent-status';
import { auditStatement } from '../accounts/audit';

export const RECONCILE_MESSAGES = {
  paymentNotFound: 'Unmatched payment not found',
  intentNotFound: 'Contribution not found',
  settled: 'This payment was already credited or refunded',
  intentCredited: 'This contribution was already credited',
  /** A payment is credited only to a contribution in its own currency; otherwise it goes back in kind. */
  otherAsset: (paid: string, asked: string) => `This payment is in ${paid} and the contribution in ${asked}: credit it to a contribution in ${paid} or refund it`,
} as const;

export interface CreditUnmatchedInput {
  db: D1Database;
  paymentId: string;
  intentId: string;
  reason: string;
  actor: CreditActor;
  caps: CapLimits;
  origin: string;
}

export type CreditUnmatchedResult =
  | { ok: true; contributionId: string }
  | { ok: false; status: 404 | 409; error: string };

/** Credits the payment to the intent, or says why not. */
export async function creditUnmatchedPayment(input: CreditUnmatchedInput): Promise<CreditUnmatchedResult> {
  const { db, paymentId, actor } = input;
  const [payment] = await drizzle(db).select().from(unmatchedPayments).where(eq(unmatchedPayments.id, paymentId));
  if (!payment) return { ok: false, status: 404, error: RECONCILE_MESSAGES.paymentNotFound };
  if (payment.status !== 'open' && payment.status !== 'refund_due') return { ok: false, status: 409, error: RECONCILE_MESSAGES.settled };
  const intent = await findIntent(db, input.intentId);
  if (!intent) return { ok: false, status: 404, error: RECONCILE_MESSAGES.intentNotFound };
  const paid = amountOf(payment);
  if (paid.asset !== intent.asset) return { ok: false, status: 409, error: RECONCILE_MESSAGES.otherAsset(paid.asset, intent.asset) };

  const now = Date.now();
  const outcome = await creditContribution(db, {
    intent,
    signature: payment.signature,
    slot: payment.slot,
    blockTime: payment.blockTime,
    units: paid.units,
    actor,
    caps: input.caps,
    origin: input.origin,
    extra: (contributionId) => [
      db
        .prepare(
          `UPDATE unmatched_payments SET status = 'credited', contribution_id = ?, updated_at = ?
           WHERE id = ? AND status IN ('open', 'refund_due') AND ${CREDITED}`,
        )
        .bind(contributionId, now, payment.id, contributionId),
      auditStatement(db, actor, 'unmatched.credited', payment.id, { intentId: intent.id, signature: payment.signature, lamports: String(payment.lamports), ...(paid.asset === 'SOL' ? {} : { asset: paid.asset, tokenAmount: paid.units.toString(), tokenDecimals: paid.decimals }), reason: input.reason }, now, {
        sql: CREDITED,
        params: [contributionId],
      }),
    ],
  });
  if (outcome.outcome === 'credited') return { ok: true, contributionId: outcome.contributionId };
  if (outcome.outcome === 'already credited') return { ok: false, status: 409, error: RECONCILE_MESSAGES.settled };
  if (outcome.outcome === 'over a cap') return { ok: false, status: 409, error: `This payment does not fit: it is ${outcome.detail}` };
  return { ok: false, status: 409, error: outcome.reason };
}
