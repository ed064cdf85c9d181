// The engine side of refunds (docs/money-in.md): recording a refund only against a finalized on-chain
// transaction in which the treasury's balance fell and the owed wallet's rose by at least the amount
// owed, read from balance changes like every other verdict. One refund per transaction; the watcher's
// outflow of that transaction is then explained as this refund (settlement/outflows.ts).
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { unmatchedPayments } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { log } from '../../lib/log';
import { auditStatement } from '../accounts/audit';
import { referralRefundStatements } from '../referrals/referral-refund';
import type { SolanaRpc } from '../chain/solana-rpc';
import { transactionView, type TransactionView } from '../chain/transaction-view';
import { treasuryMovement } from '../settlement/treasury-movement';
import { VERIFY_REASONS } from '../settlement/payment-verdict';

export const REFUND_REASONS = {
  nothingOwed: 'Nothing is owed to this wallet',
  notFinalized: VERIFY_REASONS.notFinalized,
  failed: VERIFY_REASONS.failed,
  notFromTreasury: 'The refund must be a transfer signed by the treasury',
  wrongRecipient: 'The refund must go to the wallet that is owed',
  tooSmall: 'The refund is smaller than the amount owed',
  used: 'This transaction was already recorded as a refund',
} as const;

export type RefundVerdict = { ok: true; lamports: bigint } | { ok: false; reason: string };

/**
 * Whether `view` (finalized) pays `wallet` at least `owed` out of the treasury: the treasury's balance
 * fell and the wallet's rose. What counts as paid is the wallet's rise, at most what left the treasury
 * beyond its fee, so money from a third party in the same transaction never counts.
 */
export function verifyRefundTransaction(view: TransactionView | null, treasury: string, wallet: string, owed: bigint): RefundVerdict {
  if (!view) return { ok: false, reason: REFUND_REASONS.notFinalized };
  if (!view.succeeded) return { ok: false, reason: REFUND_REASONS.failed };
  const movement = treasuryMovement(view, treasury);
  const sent = -movement.change - movement.feePaid;
  if (movement.change >= 0n || sent <= 0n) return { ok: false, reason: REFUND_REASONS.notFromTreasury };
  const rose = view.solChange(wallet);
  if (rose <= 0n) return { ok: false, reason: REFUND_REASONS.wrongRecipient };
  const paid = rose < sent ? rose : sent;
  if (paid < owed) return { ok: false, reason: REFUND_REASONS.tooSmall };
  return { ok: true, lamports: paid };
}

export interface RecordRefundInput {
  db: D1Database;
  rpc: SolanaRpc;
  treasury: string;
  wallet: string;
  signature: string;
  actor: string;
  /** The sale closed below its soft cap: the wallet's credited contributions not yet refunded are owed too. */
  softCap?: boolean;
}

/**
 * Verifies the refund transaction against what `wallet` is owed now and, if it holds, records it and
 * settles what it covered in one batch: the payments marked refund_due become refunded and, after a
 * sale closed below its soft cap, the wallet's contributions get their refund (and the referral each
 * one earned is marked refunded). Sale totals are not touched: they are history. Returns the verdict
 * either way; `settled` counts payments and contributions settled.
 */
export async function recordRefund(input: RecordRefundInput): Promise<RefundVerdict & { settled?: number }> {
  const { db, wallet, signature } = input;
  const orm = drizzle(db);
  const due = await orm
    .select({ id: unmatchedPayments.id, lamports: unmatchedPayments.lamports })
    .from(unmatchedPayments)
    .where(and(eq(unmatchedPayments.sender, wallet), eq(unmatchedPayments.status, 'refund_due')));
  const contributions = input.softCap
    ? (await db.prepare('SELECT id, lamports FROM contributions WHERE wallet_address = ? AND refunded_at IS NULL').bind(wallet).all<{ id: string; lamports: number }>()).results
    : [];
  // A transaction already recorded says so first, even when its recording settled everything owed.
  const used = await db.prepare('SELECT 1 FROM refunds WHERE signature = ?').bind(signature).first();
  if (used) return { ok: false, reason: REFUND_REASONS.used };
  if (due.length === 0 && contributions.length === 0) return { ok: false, reason: REFUND_REASONS.nothingOwed };

  const owed = [...due, ...contributions].reduce((sum, row) => sum + BigInt(row.lamports), 0n);
  const raw = await input.rpc.getTransaction(signature, 'finalized');
  const verdict = verifyRefundTransaction(raw && transactionView(raw, signature), input.treasury, wallet, owed);
  if (!verdict.ok) return verdict;

  const now = Date.now();
  const refundId = crypto.randomUUID();
  const contributionIds = contributions.map((row) => row.id);
  try {
    const [, payments, refunded] = await db.batch([
      db
        .prepare('INSERT INTO refunds (id, signature, wallet, lamports, actor, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .bind(refundId, signature, wallet, Number(verdict.lamports), input.actor, now),
      db
        .prepare(
          `UPDATE unmatched_payments SET status = 'refunded', refund_signature = ?, updated_at = ?
           WHERE id IN (SELECT value FROM json_each(?)) AND status = 'refund_due'`,
        )
        .bind(signature, now, JSON.stringify(due.map((row) => row.id))),
      db
        .prepare('UPDATE contributions SET refunded_at = ?, refund_signature = ? WHERE id IN (SELECT value FROM json_each(?)) AND refunded_at IS NULL')
        .bind(now, signature, JSON.stringify(contributionIds)),
      ...contributionIds.flatMap((id) => referralRefundStatements(db, id, now)),
      auditStatement(db, input.actor, 'refund.recorded', wallet, { signature, lamports: String(verdict.lamports), owed: String(owed), payments: due.length, contributions: contributionIds.length }, now),
    ]);
    log.info('refund.recorded', { wallet, signature, lamports: verdict.lamports, owed, payments: due.length, contributions: contributionIds.length, actor: input.actor });
    return { ...verdict, settled: payments!.meta.changes + refunded!.meta.changes };
  } catch (error) {
    if (isUniqueViolation(error)) {
      return { ok: false, reason: REFUND_REASONS.used };
    }
    throw error;
  }
}
