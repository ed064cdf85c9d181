// Links to a transaction on the Solana explorer for the configured cluster (a local chain through
// the explorer's custom-RPC mode).

/** The explorer page of a transaction signature on `cluster` (SOLANA_CLUSTER); `rpcUrl` serves localnet. */
export function explorerTxUrl(signature: string, cluster: string, rpcUrl = 'http://127.0.0.1:8899'): string {
  const base = `https://explorer.solana.com/tx/${encodeURIComponent(signature)}`;
  if (cluster === 'mainnet-beta' || cluster === 'mainnet') return base;
  if (cluster === 'devnet' || cluster === 'testnet') return `${base}?cluster=${cluster}`;
  return `${base}?cluster=custom&customUrl=${encodeURIComponent(rpcUrl)}`;
}
