// Loaded on demand when the admin signs (it pulls in @solana/kit and the token program builders): the
// batch transactions built with the one core builder and the handed-out blockhash, signed by the
// admin's wallet through Wallet Standard `solana:signTransaction` (never signAndSend: the server must
// record each attempt before it is broadcast), several at once where the wallet takes them.
import type { WalletAccount } from '@wallet-standard/base';
import type { SolanaSignTransactionFeature, SolanaSignTransactionInput } from '@solana/wallet-standard-features';
import { getBase64Decoder } from '@solana/kit';
import { batchSpecFromJson, type BatchSpecJson } from '@core/distribution/batch-spec-json';
import { batchWireTransaction } from '@core/distribution/batch-transaction';
import { isWalletRejection } from '../wallets/wallet-rejection';

/** What one transaction is built from: the started attempt's spec and blockhash. */
export interface BatchToSign {
  spec: BatchSpecJson;
  blockhash: string;
  lastValidBlockHeight: string;
}

type SignFeature = SolanaSignTransactionFeature['solana:signTransaction'];

/** The Wallet Standard chain id of a cluster name from /api/sale. */
export function walletChainFor(cluster: string): `solana:${string}` {
  return cluster === 'mainnet-beta' || cluster === 'mainnet' ? 'solana:mainnet' : `solana:${cluster}`;
}

/** The unsigned wire bytes of one batch's transaction (legacy, fee payer the distribution wallet). */
export function unsignedBatchTransaction(batch: BatchToSign): Uint8Array {
  return batchWireTransaction(batchSpecFromJson(batch.spec), { blockhash: batch.blockhash, lastValidBlockHeight: BigInt(batch.lastValidBlockHeight) });
}

/**
 * Has the wallet sign every batch, all in one request where the wallet takes several (one approval),
 * else one by one. Resolves the signed wire transactions as base64, in order. Throws the wallet's own
 * error (a rejection included: see isWalletRejection).
 */
export async function signBatches({ feature, account, cluster, batches }: { feature: SignFeature; account: WalletAccount; cluster: string; batches: readonly BatchToSign[] }): Promise<string[]> {
  const inputs: SolanaSignTransactionInput[] = batches.map((batch) => ({ account, chain: walletChainFor(cluster), transaction: unsignedBatchTransaction(batch) }));
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
