// The asset a payment is made in, and how an amount of it is read from one transaction view: SOL in
// lamports from the accounts' balances (meta.pre/postBalances), a stablecoin in its mint's base units
// from token balances (meta.pre/postTokenBalances). Every verdict of money in takes the asset as a
// parameter, so each asset is credited through the same path (docs/money-in.md). Reading lamports never
// credits tokens, and reading tokens never credits lamports.
import type { AssetAmount } from '@core/asset-amount';
import { SOL_DECIMALS } from '@core/lamports';
import type { AssetSymbol, StablecoinSymbol } from '@core/payment-assets';
import type { TransactionView } from '../chain/transaction-view';

/**
 * SOL, or a stablecoin by its mint with the treasury's associated token account of that mint: the one
 * account a payment of it must reach to be credited (a transfer request pays it there, and so does the
 * server-built transaction).
 */
export type PaymentAsset = { kind: 'sol' } | { kind: 'token'; symbol: StablecoinSymbol; mint: string; treasuryAccount: string };

export const SOL: PaymentAsset = { kind: 'sol' };

/** The symbol of `asset`. */
export function symbolOf(asset: PaymentAsset): AssetSymbol {
  return asset.kind === 'sol' ? 'SOL' : asset.symbol;
}

/**
 * What `owner` gained in `asset` in `view` (negative: what it lost): its lamports for SOL (fees
 * included), or the summed change of all its token accounts of the mint.
 */
export function balanceChange(view: TransactionView, owner: string, asset: PaymentAsset): bigint {
  return asset.kind === 'sol' ? view.solChange(owner) : view.tokenBalanceChange(owner, asset.mint);
}

/**
 * What the treasury's receiving account gained: its lamports for SOL; for a stablecoin, the change of
 * its associated token account of the mint alone (tokens sent to another account it owns are not a
 * payment to the pre-sale: they are recorded, never credited).
 */
export function receivedByTreasury(view: TransactionView, treasury: string, asset: PaymentAsset): bigint {
  if (asset.kind === 'sol') return view.solChange(treasury);
  return view.tokenChanges
    .filter((entry) => entry.account === asset.treasuryAccount && entry.mint === asset.mint && entry.owner === treasury)
    .reduce((sum, entry) => sum + entry.change, 0n);
}

/** What `owner` paid into `view` in `asset`: its fall, less the fee when it paid the fee in SOL. */
export function paidBy(view: TransactionView, owner: string, asset: PaymentAsset = SOL): bigint {
  const fell = -balanceChange(view, owner, asset);
  return asset.kind === 'sol' && owner === view.feePayer && view.keys.includes(owner) ? fell - view.fee : fell;
}

/** The decimals of `asset` as `view` records them (a token balance carries its mint's); SOL's are fixed. */
export function decimalsIn(view: TransactionView, asset: PaymentAsset): number {
  if (asset.kind === 'sol') return SOL_DECIMALS;
  return view.tokenChanges.find((entry) => entry.mint === asset.mint)?.decimals ?? 0;
}

/** `units` of `asset` as an amount, with the decimals `view` records. */
export function amountIn(view: TransactionView, asset: PaymentAsset, units: bigint): AssetAmount {
  return { asset: symbolOf(asset), units, decimals: decimalsIn(view, asset) };
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
