// Answer of GET /api/ledger: the public list of credited contributions, newest first.
import type { AssetSymbol } from '@core/payment-assets';

/** One credited contribution as the public ledger shows it (wallet shortened). */
export interface LedgerEntry {
  wallet: string;
  /** The SOL paid ("0" for a stablecoin contribution). */
  sol: string;
  /** The asset paid in, and the amount in it as a plain decimal. */
  asset: AssetSymbol;
  amount: string;
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

/** One transaction behind a ledger line: its signature (the explorer link) and the counterparty. */
export interface LedgerMovement {
  signature: string;
  time: string;
  lamports: string;
  sol: string;
  /** The other wallet (sender of money in, recipient of money out), shortened; null when there is none. */
  wallet: string | null;
  /** The full address of `wallet` (for its explorer link); null when there is none. */
  address: string | null;
  /** A declared project wallet's name. */
  label: string | null;
}

/** One line of the treasury's accounting: its sum, how many transactions, and the latest of them. */
export interface LedgerLine {
  lamports: string;
  sol: string;
  transactions: number;
  /** The newest transactions of the line (at most LEDGER_LINE_ITEMS). */
  latest: LedgerMovement[];
}

/** How many of a line's transactions the ledger lists. */
export const LEDGER_LINE_ITEMS = 10;

/**
 * GET /api/ledger/treasury: every lamport in and out of the treasury as the watcher recorded it from
 * the chain. received = credited + unmatched + funding; left = refunds + sweeps + fees + unexplained; the records
 * say the treasury holds opening + received − left, which the page compares with the balance on chain.
 */
export interface TreasuryAccounting {
  treasury: string;
  /** What the treasury held before its first recorded transaction; null when it held nothing (or none is recorded yet). */
  opening: { lamports: string; sol: string; signature: string } | null;
  /** `funding`: SOL a declared project wallet sent without a contribution's reference (a top-up for fees, say). */
  received: { lamports: string; sol: string; credited: LedgerLine; unmatched: LedgerLine; funding: LedgerLine };
  left: { lamports: string; sol: string; refunds: LedgerLine; sweeps: LedgerLine; fees: LedgerLine; unexplained: LedgerLine };
  /** opening + received − left. */
  recorded: { lamports: string; sol: string };
  /** When the watcher last read the chain; null before its first run. */
  recordedAt: string | null;
  /** The same accounting for each stablecoin the sale takes, in its own token account and base units. */
  stablecoins: StablecoinAccounting[];
}

/** An amount of a stablecoin: base units (a decimal string) and the plain decimal in the coin. */
export interface StablecoinFigure {
  units: string;
  amount: string;
}

/**
 * One stablecoin's accounting: the treasury's token account of the mint, received = credited +
 * not credited + funding from the project's own wallets, left = refunds + sweeps + unexplained (its fees are SOL, in the SOL accounting), and
 * what the records add up to (its token account starts empty: the local genesis and the team create it).
 */
export interface StablecoinAccounting {
  asset: AssetSymbol;
  /** The treasury's associated token account of the mint: its balance on chain is the comparison. */
  account: string;
  decimals: number | null;
  received: StablecoinFigure & {
    credited: StablecoinFigure & { transactions: number };
    unmatched: StablecoinFigure & { transactions: number };
    funding: StablecoinFigure & { transactions: number };
  };
  left: StablecoinFigure & { refunds: StablecoinFigure & { transactions: number }; sweeps: StablecoinFigure & { transactions: number }; unexplained: StablecoinFigure & { transactions: number } };
  recorded: StablecoinFigure;
  /** Paid to another token account the treasury owns: recorded as unmatched, but not in this account, so not in `received`. */
  elsewhere: StablecoinFigure & { transactions: number };
}
