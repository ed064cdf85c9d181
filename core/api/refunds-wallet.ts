// Answer shapes of what the treasury owes one buyer back and what it already paid them: the public
// lookup of a wallet on /ledger (GET /api/ledger/refunds/:address) and the Refunds section of the
// investor dashboard (GET /api/investor/dashboard, over the investor's own wallets).
import type { AssetDecimal } from '@core/asset-amount';

/** The query parameter of /ledger that opens the refund lookup on a wallet (`/ledger?refund-wallet=<address>#refunds`), as the refund mail links it. */
export const REFUND_LOOKUP_PARAM = 'refund-wallet';

/**
 * What one wallet is owed in one asset: a refund goes back in the asset that came in, to the wallet
 * it came from (worker/src/services/reconciliation/refunds.ts), so a wallet owed SOL and USDC has two.
 */
export interface RefundOwedToWallet extends AssetDecimal {
  wallet: string;
  /** Its USD value when the asset has one by itself (a stablecoin at $1.00 a unit); null for SOL. */
  usd: number | null;
  /** How many payments and contributions add up to it. */
  payments: number;
  /** Why, in the buyer's words: "sale closed below the soft cap", "over the hard cap"… */
  reasons: string[];
}

/** One verified refund the treasury paid to a wallet. */
export interface RefundPaidToWallet extends AssetDecimal {
  wallet: string;
  /** Its USD value when the asset has one by itself; null for SOL. */
  usd: number | null;
  /** ISO 8601: when the refund was recorded. */
  at: string;
  signature: string;
  explorerUrl: string;
}

/** What the treasury owes the wallets back (SOL first, most owed first) and what it paid them (newest first). */
export interface WalletRefunds {
  owed: RefundOwedToWallet[];
  paid: RefundPaidToWallet[];
}

/** 200 of GET /api/ledger/refunds/:address: one wallet's refunds, public as the chain is. */
export interface WalletRefundsLookup extends WalletRefunds {
  wallet: string;
}
