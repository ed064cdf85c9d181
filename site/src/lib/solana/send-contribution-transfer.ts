// The one place the wizard talks to a Wallet Standard wallet: build the contribution transfer, have
// the wallet sign and send it, return the signature. Loaded on demand (it pulls in @solana/kit).
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { SolanaSignAndSendTransactionFeature } from '@solana/wallet-standard-features';
import { getBase58Decoder } from '@solana/kit';
import { buildContributionTransfer } from './build-contribution-transfer';
import { rpcCall } from './rpc';

const SIGN_AND_SEND = 'solana:signAndSendTransaction';

/** What the transfer needs from the intent. */
export interface TransferIntent {
  treasury: string;
  lamports: string;
  reference: string;
}

/** The Wallet Standard chain id of a cluster name from /api/sale. */
export function walletChainFor(cluster: string): `solana:${string}` {
  if (cluster === 'mainnet-beta' || cluster === 'mainnet') return 'solana:mainnet';
  return `solana:${cluster}`;
}

/**
 * Builds the transfer for `intent`, asks the wallet to sign and send it, and resolves with the
 * base58 signature. Throws whatever the wallet throws (see isWalletRejection).
 */
export async function sendContributionTransfer({ wallet, account, intent, cluster }: {
  wallet: Wallet;
  account: WalletAccount;
  intent: TransferIntent;
  cluster: string;
}): Promise<string> {
  const feature = (wallet.features as Partial<SolanaSignAndSendTransactionFeature>)[SIGN_AND_SEND];
  if (!feature) throw new Error(`${wallet.name} cannot send transactions`);
  const { value } = await rpcCall<{ value: { blockhash: string; lastValidBlockHeight: number } }>('getLatestBlockhash', [{ commitment: 'confirmed' }]);
  const { blockhash, lastValidBlockHeight } = value;
  const transaction = buildContributionTransfer({
    from: account.address,
    treasury: intent.treasury,
    lamports: intent.lamports,
    reference: intent.reference,
    blockhash,
    lastValidBlockHeight: BigInt(lastValidBlockHeight),
    version: feature.supportedTransactionVersions.includes(0) ? 0 : 'legacy',
  });
  const [output] = await feature.signAndSendTransaction({
    account,
    chain: walletChainFor(cluster),
    transaction,
    options: { commitment: 'confirmed' },
  });
  if (!output) throw new Error(`${wallet.name} returned no signature`);
  return getBase58Decoder().decode(output.signature);
}
