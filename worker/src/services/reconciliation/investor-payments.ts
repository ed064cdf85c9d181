// The investor's own payments that credited no contribution automatically (unmatched payments sent
// from their wallets) and, after a sale closed below its soft cap, their contributions owed back or
// refunded; newest first, with what happens to each in the buyer's words and the refund's transaction
// once it is recorded. Only what the investor has proven is theirs: payments from the wallets of their
// credited contributions and of the account (set by contributions, used by Sign-In With Solana), and
// payments that carried the reference of one of their own intents. An unpaid intent proves nothing
// (anyone may name any wallet in one), so it never opens another wallet's payments to them.
import type { InvestorPayments } from '@core/api/reconciliation';
import { toAssetDecimal } from '@core/asset-amount';
import { explorerTxUrl } from '@core/explorer';
import { centsToUsd, formatLamportsAsSol } from '@core/lamports';
import { ownUsdCents } from '@core/stablecoin-amount';
import { amountOfColumns, moneyColumnsSql, type MoneyColumnsRow } from '../../db/money-columns';
import { INVESTOR_PAYMENT_LABELS, investorPaymentMessage, softCapRefundMessage, type UnmatchedReason, type UnmatchedStatus } from '@core/reconciliation';

// ?1 email, ?2 investor id, ?3 1 when the sale closed below its soft cap (every contribution is owed back).
const ROWS = `WITH wallets(address) AS (
  SELECT wallet_address FROM contributions WHERE email = ?1
  UNION SELECT wallet_address FROM investors WHERE id = ?2 AND wallet_address IS NOT NULL),
rows AS (
  SELECT id, 'payment' AS kind, signature, sender, ${moneyColumnsSql()}, NULL AS usd_cents, block_time, reason, detail, status, refund_signature
    FROM unmatched_payments
    WHERE sender IN (SELECT address FROM wallets)
       OR (reason NOT IN ('no reference', 'unknown sender')
           AND likely_intent_id IN (SELECT id FROM contribution_intents WHERE email = ?1))
  UNION ALL
  SELECT id, 'contribution', signature, wallet_address, ${moneyColumnsSql()}, usd_cents, block_time, NULL, NULL,
         CASE WHEN refunded_at IS NULL THEN 'refund_due' ELSE 'refunded' END, refund_signature
    FROM contributions WHERE email = ?1 AND (refunded_at IS NOT NULL OR ?3 = 1))`;

interface PaymentRow extends MoneyColumnsRow {
  id: string;
  kind: 'payment' | 'contribution';
  signature: string;
  sender: string;
  lamports: number;
  /** A contribution's credited USD; null for a payment. */
  usd_cents: number | null;
  block_time: number;
  reason: UnmatchedReason | null;
  detail: string | null;
  status: UnmatchedStatus;
  refund_signature: string | null;
}

export interface InvestorPaymentsInput {
  investor: { id: string; email: string };
  page: number;
  pageSize: number;
  cluster: string;
  rpcUrl: string;
  /** The sale closed below its soft cap: the investor's contributions not yet refunded are owed back. */
  softCap: boolean;
}

/** A contribution's USD as credited; a payment's when its asset has a USD value by itself (core/stablecoin-amount.ts), else null. */
function usdOf(row: PaymentRow): number | null {
  const cents = row.usd_cents ?? ownUsdCents(amountOfColumns(row));
  return cents === null ? null : centsToUsd(cents);
}

/** One page of the investor's unmatched payments and refunded contributions, with the total over every page. */
export async function investorPayments(db: D1Database, input: InvestorPaymentsInput): Promise<InvestorPayments> {
  const { investor, page, pageSize } = input;
  const flag = input.softCap ? 1 : 0;
  const [count, rows] = await db.batch([
    db.prepare(`${ROWS} SELECT COUNT(*) AS total FROM rows`).bind(investor.email, investor.id, flag),
    db.prepare(`${ROWS} SELECT * FROM rows ORDER BY block_time DESC, id ASC LIMIT ?4 OFFSET ?5`).bind(investor.email, investor.id, flag, pageSize, (page - 1) * pageSize),
  ]);
  const explorer = (signature: string) => explorerTxUrl(signature, input.cluster, input.rpcUrl);
  return {
    items: (rows!.results as PaymentRow[]).map((row) => ({
      id: row.id,
      kind: row.kind,
      time: new Date(row.block_time).toISOString(),
      wallet: row.sender,
      lamports: String(row.lamports),
      sol: formatLamportsAsSol(BigInt(row.lamports)),
      ...toAssetDecimal(amountOfColumns(row)),
      usd: usdOf(row),
      signature: row.signature,
      explorerUrl: explorer(row.signature),
      status: row.status,
      label: INVESTOR_PAYMENT_LABELS[row.status],
      message: row.kind === 'contribution' ? softCapRefundMessage(row.status === 'refunded') : investorPaymentMessage(row.status, row.reason!, row.detail!),
      refundSignature: row.refund_signature,
      refundExplorerUrl: row.refund_signature ? explorer(row.refund_signature) : null,
    })),
    page,
    pageSize,
    total: (count!.results[0] as { total: number } | undefined)?.total ?? 0,
  };
}
