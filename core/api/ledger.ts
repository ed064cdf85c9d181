// Answer of GET /api/ledger: the public list of credited contributions, newest first.

/** One credited contribution as the public ledger shows it (wallet shortened). */
export interface LedgerEntry {
  wallet: string;
  sol: string;
  usd: number;
  tokens: string;
  time: string;
  signature: string;
  phase: string;
}

/** GET /api/ledger: a page of entries and the cursor of the next one. */
export interface LedgerPage {
  entries: LedgerEntry[];
  nextCursor: string | null;
}
