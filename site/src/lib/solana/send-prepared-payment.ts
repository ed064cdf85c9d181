// The one place the wizard talks to a Wallet Standard wallet about money: the worker built the
// transaction (POST /api/payments); the wallet signs and sends it (solana:signAndSendTransaction), or,
// for a wallet that only signs, it signs and the page sends it through /api/rpc. Returns the signature.
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { SolanaSignAndSendTransactionFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features';
import { rpcCall } from './rpc';
import { base58FromBytes, base64FromBytes, bytesFromBase64, firstSignature } from './wire-bytes';

/** The Wallet Standard chain id of a cluster name from /api/sale. */
export function walletChainFor(cluster: string): `solana:${string}` {
  if (cluster === 'mainnet-beta' || cluster === 'mainnet') return 'solana:mainnet';
  return `solana:${cluster}`;
}

/**
 * Has the wallet sign and send the base64 `transaction` on `cluster`; resolves with the base58
 * signature. Throws whatever the wallet throws (see isWalletRejection).
 */
export async function sendPreparedPayment({ wallet, account, transaction, cluster }: {
  wallet: Wallet;
  account: WalletAccount;
  transaction: string;
  cluster: string;
}): Promise<string> {
  const features = wallet.features as Partial<SolanaSignAndSendTransactionFeature & SolanaSignTransactionFeature>;
  const chain = walletChainFor(cluster);
  const bytes = bytesFromBase64(transaction);
  const signAndSend = features['solana:signAndSendTransaction'];
  if (signAndSend) {
    const [output] = await signAndSend.signAndSendTransaction({ account, chain, transaction: bytes, options: { commitment: 'confirmed' } });
    if (!output) throw new Error(`${wallet.name} returned no signature`);
    return base58FromBytes(output.signature);
  }
  const sign = features['solana:signTransaction'];
  if (!sign) throw new Error(`${wallet.name} cannot sign transactions`);
  const [signed] = await sign.signTransaction({ account, chain, transaction: bytes });
  if (!signed) throw new Error(`${wallet.name} returned no signed transaction`);
  await rpcCall<string>('sendTransaction', [base64FromBytes(signed.signedTransaction), { encoding: 'base64', preflightCommitment: 'confirmed' }]);
  return base58FromBytes(firstSignature(signed.signedTransaction));
}
