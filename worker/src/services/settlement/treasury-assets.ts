// The assets the treasury takes on this deployment's cluster (core/payment-assets.ts), each with the
// account a payment of it must reach: the treasury itself for SOL, its associated token account of the
// mint for a stablecoin. Derived once per isolate: the addresses follow from the configuration alone.
import { address } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token';
import { stablecoinsOf, type AssetSymbol } from '@core/payment-assets';
import { SOL, symbolOf, type PaymentAsset } from './payment-asset';

const derived = new Map<string, Promise<PaymentAsset[]>>();

/** SOL first, then every stablecoin `cluster` accepts, with the treasury's associated token account of its mint. */
export function treasuryAssets(cluster: string, treasury: string): Promise<PaymentAsset[]> {
  const key = `${cluster}:${treasury}`;
  let assets = derived.get(key);
  if (!assets) {
    assets = Promise.all(
      stablecoinsOf(cluster).map(async (coin): Promise<PaymentAsset> => {
        const [treasuryAccount] = await findAssociatedTokenPda({ owner: address(treasury), mint: address(coin.mint), tokenProgram: address(coin.tokenProgram) });
        return { kind: 'token', symbol: coin.symbol, mint: coin.mint, treasuryAccount };
      }),
    ).then((coins) => [SOL, ...coins]);
    derived.set(key, assets);
  }
  return assets;
}

/** The treasury assets of `env`'s cluster. */
export function treasuryAssetsOf(env: Pick<Env, 'SOLANA_CLUSTER' | 'TREASURY_ADDRESS'>): Promise<PaymentAsset[]> {
  return treasuryAssets(env.SOLANA_CLUSTER, env.TREASURY_ADDRESS);
}

/** The asset `symbol` among `assets`, or null when this cluster does not take it. */
export function assetBySymbol(assets: readonly PaymentAsset[], symbol: AssetSymbol): PaymentAsset | null {
  return assets.find((asset) => symbolOf(asset) === symbol) ?? null;
}

/** The accounts whose history the watcher reads: the treasury, then its token accounts. */
export function watchedAccounts(treasury: string, assets: readonly PaymentAsset[]): string[] {
  return [treasury, ...assets.flatMap((asset) => (asset.kind === 'token' ? [asset.treasuryAccount] : []))];
}
