// What recording a refund writes, whether recorded by hand (refunds.ts) or paid by a refund batch
// (services/refunds/verify-refunds.ts): the `refunds` row of the wallet and asset the transaction paid,
// the unmatched payments it settles (refund_due → refunded), the contributions it settles (refunded_at,
// refund_signature) and the referral each of those earned (refunded). Sale totals are not touched:
// they are history. The caller adds its audit row and runs everything in one batch.
import { amountColumns, type AssetAmount } from '@core/asset-amount';
import { referralRefundStatements } from '../referrals/referral-refund';

export interface RefundSettlement {
  signature: string;
  wallet: string;
  /** What the transaction paid the wallet, in its asset. */
  paid: AssetAmount;
  actor: string;
  at: number;
  paymentIds: readonly string[];
  contributionIds: readonly string[];
  /** The refund plan line the row settles; null for a refund recorded by hand. */
  lineId: number | null;
}

/**
 * The statements of one settlement: [refund row, payments, contributions, ...referrals]. `onlyIf` (an
 * SQL condition with its parameters) guards each of them, e.g. "the batch is still open", so a pass that
 * lost its race writes nothing.
 */
export function refundSettlementStatements(db: D1Database, settlement: RefundSettlement, onlyIf?: { sql: string; params: unknown[] }): D1PreparedStatement[] {
  const columns = amountColumns(settlement.paid);
  const when = onlyIf?.sql ?? '1';
  const params = onlyIf?.params ?? [];
  const { signature, at } = settlement;
  return [
    db
      .prepare(
        `INSERT INTO refunds (id, signature, wallet, lamports, asset, token_amount, token_decimals, actor, refund_line_id, created_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${when}`,
      )
      .bind(crypto.randomUUID(), signature, settlement.wallet, Number(columns.lamports), columns.asset, columns.tokenAmount, columns.tokenDecimals, settlement.actor, settlement.lineId, at, ...params),
    db
      .prepare(
        `UPDATE unmatched_payments SET status = 'refunded', refund_signature = ?, updated_at = ?
         WHERE id IN (SELECT value FROM json_each(?)) AND status = 'refund_due' AND ${when}`,
      )
      .bind(signature, at, JSON.stringify(settlement.paymentIds), ...params),
    db
      .prepare(`UPDATE contributions SET refunded_at = ?, refund_signature = ? WHERE id IN (SELECT value FROM json_each(?)) AND refunded_at IS NULL AND ${when}`)
      .bind(at, signature, JSON.stringify(settlement.contributionIds), ...params),
    ...settlement.contributionIds.flatMap((id) => referralRefundStatements(db, id, at)),
  ];
}
