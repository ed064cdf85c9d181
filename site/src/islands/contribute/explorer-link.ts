// Links to a public block explorer for a transaction on the sale's cluster (from /api/sale).

/** Explorer URL of a transaction; a local cluster points the explorer at the local RPC port. */
export function explorerTxUrl(signature: string, cluster: string): string {
  const base = `https://explorer.solana.com/tx/${encodeURIComponent(signature)}`;
  if (cluster === 'mainnet-beta' || cluster === 'mainnet') return base;
  if (cluster === 'localnet' || cluster === 'localhost') {
    return `${base}?cluster=custom&customUrl=${encodeURIComponent('http://127.0.0.1:8899')}`;
  }
  return `${base}?cluster=${encodeURIComponent(cluster)}`;
}
