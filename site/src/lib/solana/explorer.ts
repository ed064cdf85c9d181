// Solana Explorer links for the configured cluster; the local chain uses the explorer's custom-cluster
// form pointing at the local RPC port (reachable from the visitor's own machine only).

/** The local chain's RPC URL as the explorer (in the visitor's browser) reaches it. */
export const LOCALNET_EXPLORER_RPC = 'http://127.0.0.1:8899';

function clusterQuery(cluster: string): string {
  if (cluster === 'mainnet' || cluster === 'mainnet-beta' || cluster === '') return '';
  if (cluster === 'localnet') return `?cluster=custom&customUrl=${encodeURIComponent(LOCALNET_EXPLORER_RPC)}`;
  return `?cluster=${encodeURIComponent(cluster)}`;
}

/** Explorer page of a transaction signature. */
export const explorerTxUrl = (signature: string, cluster: string) => `https://explorer.solana.com/tx/${signature}${clusterQuery(cluster)}`;

/** Explorer page of an address (account or token mint). */
export const explorerAddressUrl = (address: string, cluster: string) => `https://explorer.solana.com/address/${address}${clusterQuery(cluster)}`;

/** Solscan page of an address; Solscan has no local cluster, so null there. */
export function solscanAddressUrl(address: string, cluster: string): string | null {
  if (cluster === 'localnet') return null;
  const query = cluster === 'mainnet' || cluster === 'mainnet-beta' ? '' : `?cluster=${encodeURIComponent(cluster)}`;
  return `https://solscan.io/token/${address}${query}`;
}
