// What one transaction did to the treasury, read from balance changes only (DESIGN.md 4): the lamports
// that came in or left, the fee it paid, who paid money in, and where money going out went.
import type { TransactionView } from '../chain/transaction-view';

/** One account that received lamports leaving the treasury. */
export interface OutflowRecipient {
  address: string;
  lamports: bigint;
}

export interface TreasuryMovement {
  /** The treasury's post − pre: positive is money received, negative money that left (fees included). */
  change: bigint;
  /** The fee, when the treasury paid it (it was the fee payer; of an outflow, at most what left); 0 otherwise. */
  feePaid: bigint;
  /** Who paid the money in: the account that lost most beyond its fee (a token account's owner); null without one. */
  payer: string | null;
  /** Where an outflow went beyond the fee: accounts whose lamports rose, largest first, up to the outflow. */
  recipients: OutflowRecipient[];
  /** Lamports of an outflow, beyond the fee, that no rising account accounts for. */
  unattributed: bigint;
}

/** Lamports `key` paid into the transaction: its fall, less the fee when it paid the fee. */
export function paidBy(view: TransactionView, key: string): bigint {
  const fell = -view.solChange(key);
  return key === view.feePayer && view.keys.includes(key) ? fell - view.fee : fell;
}

/** The account that paid most into `view` apart from `exclude`; a token account stands for its owner. */
export function largestPayer(view: TransactionView, exclude: string): string | null {
  let best: { key: string; paid: bigint } | null = null;
  for (const key of view.keys) {
    if (key === exclude) continue;
    const paid = paidBy(view, key);
    if (paid > 0n && (!best || paid > best.paid)) best = { key, paid };
  }
  if (!best) return null;
  const token = view.tokenChanges.find((entry) => entry.account === best.key);
  return token?.owner ?? best.key;
}

/** The treasury's movement in `view`. A failed transaction moves at most the fee of its fee payer. */
export function treasuryMovement(view: TransactionView, treasury: string): TreasuryMovement {
  const change = view.solChange(treasury);
  const fee = view.feePayer === treasury ? view.fee : 0n;
  if (change >= 0n) return { change, feePaid: fee, payer: change > 0n ? largestPayer(view, treasury) : null, recipients: [], unattributed: 0n };

  // Net of what it received in the same transaction, the treasury never pays more fee than it lost.
  const feePaid = fee < -change ? fee : -change;
  let left = -change - feePaid;
  const recipients: OutflowRecipient[] = [];
  const risers = view
    .solChanges()
    .filter((entry) => entry.key !== treasury && entry.change > 0n)
    .sort((a, b) => (a.change === b.change ? 0 : a.change > b.change ? -1 : 1));
  for (const { key, change: rise } of risers) {
    if (left <= 0n) break;
    const lamports = rise < left ? rise : left;
    recipients.push({ address: key, lamports });
    left -= lamports;
  }
  return { change, feePaid, payer: null, recipients, unattributed: left > 0n ? left : 0n };
}
