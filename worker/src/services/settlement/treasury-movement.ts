// What one transaction did to the treasury, read from balance changes only (docs/money-in.md): what
// came in, from whom and how (inboundPayment, in any asset), and in SOL the lamports that came in or
// left, the fee it paid and where money going out went (treasuryMovement, for the outflows).
import type { TransactionView } from '../chain/transaction-view';
import { balanceChange, largestPayer, paidBy, SOL, type PaymentAsset } from './payment-asset';
import { explainInbound } from './payment-explanation';

/** What a transaction paid the treasury in one asset, who paid it and how. */
export interface InboundPayment {
  asset: PaymentAsset;
  /** The treasury's rise, in the asset's base units (lamports for SOL). */
  amount: bigint;
  /** The registered wallet whenever it put money in; else whoever paid most; else the fee payer. */
  sender: string;
  /** How the money arrived, in a few words (payment-explanation.ts); null for one plain transfer. */
  explanation: string | null;
}

/**
 * What `view` paid `treasury` in `asset`; null when it failed or the treasury's balance of that asset
 * did not rise. `wallet` is the sender an intent registered, named as the sender whenever it paid in.
 */
export function inboundPayment(view: TransactionView, treasury: string, asset: PaymentAsset, wallet?: string): InboundPayment | null {
  const amount = balanceChange(view, treasury, asset);
  if (!view.succeeded || amount <= 0n) return null;
  const sender = wallet && paidBy(view, wallet, asset) > 0n ? wallet : (largestPayer(view, treasury, asset) ?? view.feePayer);
  return { asset, amount, sender, explanation: explainInbound(view, treasury, asset) };
}

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

/** The treasury's movement in SOL in `view`. A failed transaction moves at most the fee of its fee payer. */
export function treasuryMovement(view: TransactionView, treasury: string): TreasuryMovement {
  const change = view.solChange(treasury);
  const fee = view.feePayer === treasury ? view.fee : 0n;
  if (change >= 0n) return { change, feePaid: fee, payer: change > 0n ? largestPayer(view, treasury, SOL) : null, recipients: [], unattributed: 0n };

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
