// Answer shapes of the refunds list (GET /api/admin/reconciliation/refunds) and of the investor's own
// payments that credited no contribution and refunds (GET /api/investor/payments), shared by worker and site.
import type { Page } from '@core/api/admin';
import type { AssetDecimal } from '@core/asset-amount';
import type { AssetSymbol } from '@core/payment-assets';
import type { UnmatchedStatus } from '@core/reconciliation';

/**
 * What the treasury owes one wallet in one asset, and why: money goes back in the asset it came in
 * (worker/src/services/reconciliation/refunds.ts), so a wallet owed SOL and USDC has a line for each.
 */
export interface RefundOwedRow {
  wallet: string;
  /** The asset owed, and the amount in it as a plain decimal: what the console shows and pays. */
  asset: AssetSymbol;
  amount: string;
  /** Its USD value when the asset has one by itself (a stablecoin at $1.00 a unit); null for SOL. */
  usd: number | null;
  /** 0 for a stablecoin line. */
  lamports: string;
  sol: string;
  payments: number;
  /** Distinct reasons of the payments owed, e.g. "over the hard cap", "marked by the admin: …". */
  reasons: string[];
}

/** GET /api/admin/reconciliation/refunds?q=&page=&pageSize= (total counts lines: wallet and asset). */
export interface RefundsOwedPage extends Page<RefundOwedRow> {
  /** Owed in each asset over every wallet matching the search, not only this page, SOL first. */
  totals: AssetDecimal[];
  /** The SOL owed over the search (SOL lines only). */
  totalLamports: string;
  totalSol: string;
}

/**
 * One payment from the investor's wallets that credited no contribution automatically (`payment`), or
 * one of their contributions owed back or refunded after the sale closed below its soft cap (`contribution`).
 */
export interface InvestorPaymentRow {
  id: string;
  kind: 'payment' | 'contribution';
  time: string;
  wallet: string;
  /** 0 for a stablecoin. */
  lamports: string;
  sol: string;
  /** The asset paid in, and the amount in it as a plain decimal: what the dashboard shows. */
  asset: AssetSymbol;
  amount: string;
  /**
   * Its USD value: a contribution's as credited; a payment's when it has one by itself (a stablecoin at
   * $1.00 a unit); null for a SOL payment, never priced.
   */
  usd: number | null;
  signature: string;
  explorerUrl: string;
  status: UnmatchedStatus;
  /** Short status: Under review, Refund due, Credited, Refunded. */
  label: string;
  /** What happens to it, in the buyer's words (core/reconciliation.ts). */
  message: string;
  refundSignature: string | null;
  refundExplorerUrl: string | null;
}

/** GET /api/investor/payments?page=&pageSize= */
export type InvestorPayments = Page<InvestorPaymentRow>;
