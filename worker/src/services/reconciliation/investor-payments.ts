// The investor's own payments that credited no contribution automatically (unmatched payments sent
// from their wallets), newest first, with what happens to each in the buyer's words and the refund's
// transaction once it is recorded. Their wallets: those of their intents and credited contributions
// (by email) and the wallet on the account (set by contributions, used by Sign-In With Solana).
import type { InvestorPayments } from '@core/api/reconciliation';
import { explorerTxUrl } from '@core/explorer';
import { formatLamportsAsSol } from '@core/lamports';
import { INVESTOR_PAYMENT_LABELS, investorPaymentMessage, type UnmatchedReason, type UnmatchedStatus } from '@core/reconciliation';

// ?1 email, ?2 investor id.
const WALLETS = `WITH wallets(address) AS (
  SELECT wallet_address FROM contribution_intents WHERE email = ?1
  UNION SELECT wallet_address FROM contributions WHERE email = ?1
  UNION SELECT wallet_address FROM investors WHERE id = ?2 AND wallet_address IS NOT NULL)`;

interface PaymentRow {
  id: string;
  signature: string;
  sender: string;
  lamports: number;
  block_time: number;
  reason: UnmatchedReason;
  detail: string;
  status: UnmatchedStatus;
  refund_signature: string | null;
}

export interface InvestorPaymentsInput {
  investor: { id: string; email: string };
  page: number;
  pageSize: number;
  cluster: string;
  rpcUrl: string;
}

/** One page of the investor's unmatched payments with the total over every page. */
export async function investorPayments(db: D1Database, input: InvestorPaymentsInput): Promise<InvestorPayments> {
  const { investor, page, pageSize } = input;
  const [count, rows] = await db.batch([
    db.prepare(`${WALLETS} SELECT COUNT(*) AS total FROM unmatched_payments WHERE sender IN (SELECT address FROM wallets)`).bind(investor.email, investor.id),
    db
      .prepare(
        `${WALLETS} SELECT id, signature, sender, lamports, block_time, reason, detail, status, refund_signature
         FROM unmatched_payments WHERE sender IN (SELECT address FROM wallets)
         ORDER BY block_time DESC, id ASC LIMIT ?3 OFFSET ?4`,
      )
      .bind(investor.email, investor.id, pageSize, (page - 1) * pageSize),
  ]);
  const explorer = (signature: string) => explorerTxUrl(signature, input.cluster, input.rpcUrl);
  return {
    items: (rows!.results as PaymentRow[]).map((row) => ({
      id: row.id,
      time: new Date(row.block_time).toISOString(),
      wallet: row.sender,
      lamports: String(row.lamports),
      sol: formatLamportsAsSol(BigInt(row.lamports)),
      signature: row.signature,
      explorerUrl: explorer(row.signature),
      status: row.status,
      label: INVESTOR_PAYMENT_LABELS[row.status],
      message: investorPaymentMessage(row.status, row.reason, row.detail),
      refundSignature: row.refund_signature,
      refundExplorerUrl: row.refund_signature ? explorer(row.refund_signature) : null,
    })),
    page,
    pageSize,
    total: (count!.results[0] as { total: number } | undefined)?.total ?? 0,
  };
}
