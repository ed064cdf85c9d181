// The engine side of refunds (DESIGN.md 4): recording a refund only against a finalized on-chain transfer from the treasury to
// that wallet of at least the amount owed, verified like a contribution is. One refund per transaction.
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { unmatchedPayments } from '../../db/schema';
import { auditStatement } from '../accounts/audit';
import { fetchTransaction, type SolanaRpc } from '../chain/solana-rpc';
import { systemTransfers, VERIFY_REASONS, type TransactionLike } from '../chain/verify-transfer';

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

/** Whether `tx` (finalized) pays `wallet` at least `owed` from the treasury, which signed it. */
export function verifyRefundTransaction(tx: TransactionLike | null, treasury: string, wallet: string, owed: bigint): RefundVerdict {
  if (!tx) return { ok: false, reason: REFUND_REASONS.notFinalized };
  if (!tx.meta || tx.meta.err !== null) return { ok: false, reason: REFUND_REASONS.failed };
  const fromTreasury = systemTransfers(tx).filter((t) => t.source === treasury && t.sourceSigned);
  if (fromTreasury.length === 0) return { ok: false, reason: REFUND_REASONS.notFromTreasury };
  const paid = fromTreasury.filter((t) => t.destination === wallet).reduce((sum, t) => sum + t.lamports, 0n);
  if (paid === 0n) return { ok: false, reason: REFUND_REASONS.wrongRecipient };
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
}

/**
 * Verifies the refund transaction against what `wallet` is owed now and, if it holds, records it and
 * settles those payments as refunded in one batch. Returns the verdict either way.
 */
export async function recordRefund(input: RecordRefundInput): Promise<RefundVerdict & { settled?: number }> {
  const { db, wallet, signature } = input;
  const orm = drizzle(db);
  const due = await orm
    .select({ id: unmatchedPayments.id, lamports: unmatchedPayments.lamports })
    .from(unmatchedPayments)
    .where(and(eq(unmatchedPayments.sender, wallet), eq(unmatchedPayments.status, 'refund_due')));
  // A transaction already recorded says so first, even when its recording settled everything owed.
  const used = await db.prepare('SELECT 1 FROM refunds WHERE signature = ?').bind(signature).first();
  if (used) return { ok: false, reason: REFUND_REASONS.used };
  if (due.length === 0) return { ok: false, reason: REFUND_REASONS.nothingOwed };

  const owed = due.reduce((sum, row) => sum + BigInt(row.lamports), 0n);
  const verdict = verifyRefundTransaction(await fetchTransaction(input.rpc, signature, 'finalized'), input.treasury, wallet, owed);
  if (!verdict.ok) return verdict;

  const now = Date.now();
  const refundId = crypto.randomUUID();
  const ids = JSON.stringify(due.map((row) => row.id));
  try {
    const [, settled] = await db.batch([
      db
        .prepare('INSERT INTO refunds (id, signature, wallet, lamports, actor, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .bind(refundId, signature, wallet, Number(verdict.lamports), input.actor, now),
      db
        .prepare(
          `UPDATE unmatched_payments SET status = 'refunded', refund_signature = ?, updated_at = ?
           WHERE id IN (SELECT value FROM json_each(?)) AND status = 'refund_due'`,
        )
        .bind(signature, now, ids),
      auditStatement(db, input.actor, 'refund.recorded', wallet, { signature, lamports: String(verdict.lamports), owed: String(owed), payments: due.length }, now),
    ]);
    return { ...verdict, settled: settled!.meta.changes };
  } catch (error) {
    if (/UNIQUE constraint failed/i.test(String(error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : error))) {
      return { ok: false, reason: REFUND_REASONS.used };
    }
    throw error;
  }
}
