// The local play USDC and USDT for e2e tests: funding any wallet with them as the local chain's own
// tooling would (a real mint-to transaction signed by the local stablecoin authority, whose key is
// public and local-only: scripts/local-chain/local-keys.json), sent through the app's /api/rpc; and a
// wallet's stablecoin balance read from the chain. The demo wallet holds 100,000 of each from genesis.
import { readFileSync } from 'node:fs';
import type { StablecoinSymbol } from '@core/payment-assets';
import { apiClients } from '../../scripts/lib/api/api-clients.mjs';
import { waitForSignature } from '../../scripts/lib/solana/json-rpc.mjs';
import { localStablecoin, sendStablecoinFunding, type StablecoinAuthorityKeys } from '../../scripts/lib/solana/local-stablecoins.mjs';
import { tokenBalanceOf } from '../../scripts/lib/solana/token-payout.mjs';

const keys = JSON.parse(readFileSync(new URL('../../scripts/local-chain/local-keys.json', import.meta.url), 'utf8')) as StablecoinAuthorityKeys;

/**
 * Mints `amount` base units (6 decimals) of `symbol` to `recipient`'s associated token account,
 * creating it if missing, through the app's /api/rpc; resolves with the signature once finalized.
 */
export async function fundStablecoin(baseUrl: string, recipient: string, symbol: StablecoinSymbol, amount: bigint): Promise<string> {
  const { rpcUrl } = apiClients(baseUrl);
  const signature = await sendStablecoinFunding({ rpcUrl, origin: baseUrl, localKeys: keys, symbol, recipient, amount });
  // Polled gently: the proxy allows each client a few hundred calls a minute.
  await waitForSignature(rpcUrl, signature, { origin: baseUrl, intervalMs: 500 });
  return signature;
}

/** `owner`'s balance of `symbol` in base units, read from the local chain at `rpcUrl` (inject('rpcUrl')); 0n without a token account. */
export function stablecoinBalance(rpcUrl: string, owner: string, symbol: StablecoinSymbol): Promise<bigint> {
  const coin = localStablecoin(keys, symbol);
  return tokenBalanceOf({ rpcUrl, owner, mint: coin.mint, tokenProgram: coin.tokenProgram });
}
