// What a refund batch of one asset transfers (core/distribution/batch-transaction.ts PayoutAsset): SOL
// system transfers from the treasury, or TransferChecked of the stablecoin's mint from the treasury's
// associated token account of it, the one account stablecoin payments reach (settlement/treasury-assets.ts).
import { address } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token';
import type { BatchBase, PayoutAsset } from '@core/distribution/batch-transaction';
import { stablecoinMint, type AssetSymbol, type StablecoinSymbol } from '@core/payment-assets';

/** The payout asset of `asset` on `cluster` paid by `treasury` (`decimals`: the mint's); null when the cluster does not take it. */
export async function refundPayoutAsset(asset: AssetSymbol, cluster: string, treasury: string, decimals: number): Promise<PayoutAsset | null> {
  if (asset === 'SOL') return { kind: 'sol' };
  const coin = stablecoinMint(cluster, asset as StablecoinSymbol);
  if (!coin) return null;
  const [source] = await findAssociatedTokenPda({ owner: address(treasury), mint: address(coin.mint), tokenProgram: address(coin.tokenProgram) });
  return { kind: 'token', mint: coin.mint, tokenProgram: coin.tokenProgram, decimals, sourceTokenAccount: source };
}

/** The batch fields every refund transaction of `payout` shares, with `reference`. */
export function refundBatchBase(treasury: string, payout: PayoutAsset, reference: string, priorityFeeMicroLamports = 0n): BatchBase {
  return { payer: treasury, asset: payout, reference, priorityFeeMicroLamports };
}
