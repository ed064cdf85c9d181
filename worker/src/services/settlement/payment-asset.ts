// The asset a payment is made in, and how an amount of it is read from one transaction view: SOL in
// lamports from the accounts' balances (meta.pre/postBalances), an SPL token in its mint's base units
// from the owner's token accounts (meta.pre/postTokenBalances). Every verdict of money in takes the
// asset as a parameter, so another asset is credited through the same path (docs/money-in.md).
import type { TransactionView } from '../chain/transaction-view';

/** SOL, or an SPL token by its mint. */
export type PaymentAsset = { kind: 'sol' } | { kind: 'token'; mint: string };

/** The asset every intent is paid in today. */
export const SOL: PaymentAsset = { kind: 'sol' };

/**
 * What `owner` gained in `asset` in `view` (negative: what it lost): its lamports for SOL (fees
 * included), or the summed change of its token accounts of the mint.
 */
export function balanceChange(view: TransactionView, owner: string, asset: PaymentAsset): bigint {
  return asset.kind === 'sol' ? view.solChange(owner) : view.tokenBalanceChange(owner, asset.mint);
}

/** What `owner` paid into `view` in `asset`: its fall, less the fee when it paid the fee in SOL. */
export function paidBy(view: TransactionView, owner: string, asset: PaymentAsset = SOL): bigint {
  const fell = -balanceChange(view, owner, asset);
  return asset.kind === 'sol' && owner === view.feePayer && view.keys.includes(owner) ? fell - view.fee : fell;
}

/** Who paid most into `view` in `asset`, apart from `exclude`; a token account stands for its owner. Null without one. */
export function largestPayer(view: TransactionView, exclude: string, asset: PaymentAsset = SOL): string | null {
  if (asset.kind === 'token') {
    let best: { owner: string; paid: bigint } | null = null;
    for (const entry of view.tokenChanges) {
      if (entry.mint !== asset.mint || !entry.owner || entry.owner === exclude || entry.change >= 0n) continue;
      if (!best || -entry.change > best.paid) best = { owner: entry.owner, paid: -entry.change };
    }
    return best?.owner ?? null;
  }
  let best: { key: string; paid: bigint } | null = null;
  for (const key of view.keys) {
    if (key === exclude) continue;
    const paid = paidBy(view, key, asset);
    if (paid > 0n && (!best || paid > best.paid)) best = { key, paid };
  }
  if (!best) return null;
  const token = view.tokenChanges.find((entry) => entry.account === best.key);
  return token?.owner ?? best.key;
}
