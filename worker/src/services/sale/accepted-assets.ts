// The assets the sale takes on this deployment's cluster, as GET /api/sale lists them for the wizard:
// SOL, then each stablecoin with its mint and its decimals as the chain has them. Read once per mint
// (chain/stablecoin-decimals.ts); a chain that cannot be read yet leaves the decimals unknown rather
// than failing the page's sale facts (the intent route reads them again and is the judge).
import type { AcceptedAsset } from '@core/api/sale';
import { SOL_DECIMALS } from '@core/lamports';
import { ASSET_NAMES, stablecoinsOf } from '@core/payment-assets';
import { errorFields, log } from '../../lib/log';
import { createRpc } from '../chain/solana-rpc';
import { stablecoinDecimals } from '../chain/stablecoin-decimals';


/** SOL first, then the cluster's stablecoins. */
export async function acceptedAssets(env: Env): Promise<AcceptedAsset[]> {
  const rpc = createRpc(env);
  const coins = await Promise.all(
    stablecoinsOf(env.SOLANA_CLUSTER).map(async (coin): Promise<AcceptedAsset> => {
      const decimals = await stablecoinDecimals(env, rpc, coin.mint).catch((error: unknown) => {
        log.warn('sale.stablecoin_decimals_unread', { mint: coin.mint, error: errorFields(error) });
        return null;
      });
      return { symbol: coin.symbol, name: ASSET_NAMES[coin.symbol], mint: coin.mint, decimals };
    }),
  );
  return [{ symbol: 'SOL', name: ASSET_NAMES.SOL, mint: null, decimals: SOL_DECIMALS }, ...coins];
}
