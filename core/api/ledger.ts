// Answer of GET /api/ledger: the public list of credited contributions, newest first.

/** One credited contribution as the public ledger shows it (wallet shortened). */
export interface LedgerEntry {
  wallet: string;
  sol: string;
  usd: number;
  /** Base tokens at the phase price (whole MRDX). */
  tokens: string;
  /** The phase's bonus tokens (whitelist 15%), apart from the base tokens. */
  bonusTokens: string;
  time: string;
  signature: string;
  phase: string;
}

/** GET /api/ledger: a page of entries and the cursor of the next one. */
export interface LedgerPage {
  entries: LedgerEntry[];
  nextCursor: string | null;
  /**
   * What every credited contribution adds up to (the kept sale totals, without the admin's offline
   * adjustments that the tracker's raised amount also counts); null for a one-wallet listing.
   */
  totals: LedgerTotals | null;
}

/** The sum of the credited contributions: the figure the treasury's on-chain balance is compared with. */
export interface LedgerTotals {
  contributions: number;
  sol: string;
  usd: number;
}
