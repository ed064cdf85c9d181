// Sign-In With Solana facts shared by the site and the worker: the chain id of each configured
// cluster, the statement the wallet shows, and how long a sign-in request lives.

/** The statement shown by the wallet in the sign-in request. */
export const SIWS_STATEMENT = 'Sign in to your MRDX investor dashboard.';
/** The SIWS message version we issue. */
export const SIWS_VERSION = '1';
/** A nonce is valid this long after it is issued. */
export const SIWS_TTL_MS = 10 * 60_000;

/** Wallet Standard chain ids (solana:mainnet / devnet / testnet / localnet). */
export type SolanaChainId = 'solana:mainnet' | 'solana:devnet' | 'solana:testnet' | 'solana:localnet';

/**
 * The chain id of the configured SOLANA_CLUSTER (`mainnet-beta`, `mainnet`, `devnet`, `testnet`,
 * `localnet`); anything unknown is treated as localnet, so a misconfigured server never claims mainnet.
 */
export function chainIdForCluster(cluster: string): SolanaChainId {
  switch (cluster.trim().toLowerCase()) {
    case 'mainnet':
    case 'mainnet-beta':
      return 'solana:mainnet';
    case 'devnet':
      return 'solana:devnet';
    case 'testnet':
      return 'solana:testnet';
    default:
      return 'solana:localnet';
  }
}
