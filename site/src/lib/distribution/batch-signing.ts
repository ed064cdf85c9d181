// Loaded on demand when the admin signs (it pulls in @solana/kit, the token program builders and the
// payout runner): the console's sign function for the runner of core/payout/. The runner builds each
// batch transaction with the one core builder; the admin's wallet signs them through Wallet Standard
// `solana:signTransaction` (never signAndSend: the server must record each attempt before it is
// broadcast), several at once where the wallet takes them.
import type { WalletAccount } from '@wallet-standard/base';
import type { SolanaSignTransactionFeature, SolanaSignTransactionInput } from '@solana/wallet-standard-features';
import { getBase64Decoder, getTransactionEncoder } from '@solana/kit';
import type { SignBatches } from '@core/payout/payout-runner';
import { isWalletRejection } from '../wallets/wallet-rejection';

export { runPayouts, rebroadcast } from '@core/payout/payout-runner';

type SignFeature = SolanaSignTransactionFeature['solana:signTransaction'];

/** The Wallet Standard chain id of a cluster name from /api/sale. */
export function walletChainFor(cluster: string): `solana:${string}` {
  return cluster === 'mainnet-beta' || cluster === 'mainnet' ? 'solana:mainnet' : `solana:${cluster}`;
}

/**
 * Has the wallet sign every unsigned wire transaction, all in one request where the wallet takes several
 * (one approval), else one by one. Resolves the signed wire transactions as base64, in order. Throws the
 * wallet's own error (a rejection included: see isWalletRejection).
 */
export async function signWithWallet({ feature, account, cluster, transactions }: { feature: SignFeature; account: WalletAccount; cluster: string; transactions: readonly Uint8Array[] }): Promise<string[]> {
  const inputs: SolanaSignTransactionInput[] = transactions.map((transaction) => ({ account, chain: walletChainFor(cluster), transaction }));
  const toBase64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes);
  if (inputs.length > 1) {
    try {
      const outputs = await feature.signTransaction(...inputs);
      if (outputs.length === inputs.length) return outputs.map((output) => toBase64(output.signedTransaction));
    } catch (error) {
      // A wallet that signs only one transaction a request fails here; a person who declined does not get asked again.
      if (isWalletRejection(error)) throw error;
    }
  }
  const signed: string[] = [];
  for (const input of inputs) {
    const [output] = await feature.signTransaction(input);
    if (!output) throw new Error('The wallet returned no signed transaction');
    signed.push(toBase64(output.signedTransaction));
  }
  return signed;
}

/** The runner's sign function over the connected wallet. */
export function walletSigning(wallet: { feature: SignFeature; account: WalletAccount; cluster: string }): SignBatches {
  const encoder = getTransactionEncoder();
  return (jobs) => signWithWallet({ ...wallet, transactions: jobs.map((job) => new Uint8Array(encoder.encode(job.transaction))) });
}
