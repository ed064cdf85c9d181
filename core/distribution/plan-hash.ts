// The fingerprint an approved plan is frozen with: SHA-256 over a canonical text of its source, its
// payouts and the recipients held back, so anyone holding the plan's rows can recompute it and any
// change to a row, a choice or the token shows as a different hash.

/** What the plan pays from and with. */
export interface PlanHeader {
  mint: string;
  tokenProgram: string;
  decimals: number;
  distributionWallet: string;
}

/** One payout line of the canonical text. */
export interface HashedPayout {
  wallet: string;
  unlockAt: number;
  amount: bigint;
}

/** Lowercase hex SHA-256 of UTF-8 text (WebCrypto: the worker, Node and browsers alike). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Payouts in canonical order: unlock time, then wallet. */
export function comparePayouts(a: HashedPayout, b: HashedPayout): number {
  return a.unlockAt - b.unlockAt || (a.wallet < b.wallet ? -1 : a.wallet > b.wallet ? 1 : 0);
}

/**
 * The rows hash: `mrdx-distribution/v1`, the header fields, then one line `<unlock ms> <wallet>
 * <amount>` per payout in canonical order, newline-terminated.
 */
export function rowsHash(header: PlanHeader, payouts: readonly HashedPayout[]): Promise<string> {
  const lines = [
    'mrdx-distribution/v1',
    `mint ${header.mint}`,
    `program ${header.tokenProgram}`,
    `decimals ${header.decimals}`,
    `from ${header.distributionWallet}`,
    ...[...payouts].sort(comparePayouts).map((payout) => `${payout.unlockAt} ${payout.wallet} ${payout.amount}`),
  ];
  return sha256Hex(`${lines.join('\n')}\n`);
}

/** The plan hash the admin approves: the rows hash and the wallets held back (sorted), one per line. */
export function planHash(rows: string, heldWallets: readonly string[]): Promise<string> {
  return sha256Hex(`${rows}\n${[...heldWallets].sort().map((wallet) => `hold ${wallet}\n`).join('')}`);
}
