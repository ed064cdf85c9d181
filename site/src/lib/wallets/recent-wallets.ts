// Rules of the recent-wallets list: at most 5, newest first, one entry per address,
// entries older than 48 hours dropped when loaded.

/** One wallet the visitor connected before. */
export interface RecentWallet {
  address: string;
  name: string;
  /** ms epoch of the last connect. */
  lastUsed: number;
}

export const RECENT_WALLETS_MAX = 5;
export const RECENT_WALLETS_MAX_AGE_MS = 48 * 60 * 60 * 1000;
/** How many the navigation drawer shows. */
export const RECENT_WALLETS_SHOWN = 3;

/** The list after connecting `entry`: it goes first, older entries of the same address go, 5 kept. */
export function recordRecentWallet(list: readonly RecentWallet[], entry: RecentWallet): RecentWallet[] {
  return [entry, ...list.filter((item) => item.address !== entry.address)].slice(0, RECENT_WALLETS_MAX);
}

function isRecentWallet(value: unknown): value is RecentWallet {
  const item = value as RecentWallet;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.address === 'string' &&
    item.address.length > 0 &&
    typeof item.name === 'string' &&
    typeof item.lastUsed === 'number' &&
    Number.isFinite(item.lastUsed)
  );
}

/**
 * Parses the stored list: malformed entries are skipped, entries older than 48 h at `now` dropped, the
 * rest ordered newest first and capped. Throws on text that is not JSON or not an array, so the caller
 * can log it.
 */
export function parseRecentWallets(text: string | null, now: number): RecentWallet[] {
  if (text === null) return [];
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value)) throw new TypeError('recent wallets are not a list');
  const fresh = value.filter(isRecentWallet).filter((item) => now - item.lastUsed <= RECENT_WALLETS_MAX_AGE_MS);
  const sorted = fresh.sort((a, b) => b.lastUsed - a.lastUsed);
  return sorted.filter((item, index) => sorted.findIndex((other) => other.address === item.address) === index).slice(0, RECENT_WALLETS_MAX);
}
