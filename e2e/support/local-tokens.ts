// Token payouts on the local chain for e2e tests, as the team's payout tool makes them: MRDX from the
// local distribution wallet (genesis gave it the whole supply; its key is public and local-only,
// scripts/local-chain/local-keys.json), create-idempotent token account + TransferChecked with a
// reference, sent through the app's /api/rpc (or any RPC URL); token balances read from the chain; and a
// recipient's token account frozen by the mint's freeze authority (the distribution wallet), as a
// mint's issuer can, so a plan flags it.
import { readFileSync } from 'node:fs';
import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type KeyPairSigner,
} from '@solana/kit';
import { findAssociatedTokenPda, getCreateAssociatedTokenIdempotentInstruction, getFreezeAccountInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { apiClients } from '../../scripts/lib/api/api-clients.mjs';
import { waitForSignature } from '../../scripts/lib/solana/json-rpc.mjs';
import { localTokenFacts, sendTokenPayout, tokenBalanceOf, type LocalTokenFacts } from '../../scripts/lib/solana/token-payout.mjs';

const keys = JSON.parse(readFileSync(new URL('../../scripts/local-chain/local-keys.json', import.meta.url), 'utf8')) as {
  tokenMint: string;
  distributionWallet: { publicKey: string; secretKey: number[] };
};

/** The local MRDX mint, its decimals and supply, and the distribution wallet with its token account. */
export function localToken(): Promise<LocalTokenFacts> {
  return localTokenFacts(keys);
}

/** The local distribution wallet as a signer, e.g. for the test wallet that pays an unlock in the console. */
export function distributionSigner(): Promise<KeyPairSigner> {
  return createKeyPairSignerFromBytes(Uint8Array.from(keys.distributionWallet.secretKey));
}

/** The distribution wallet's 64-byte secret, for the Wallet Standard test wallet (e2e/support/test-wallet.ts). */
export const DISTRIBUTION_WALLET_SECRET = Uint8Array.from(keys.distributionWallet.secretKey);

/**
 * Pays `amount` MRDX base units from the distribution wallet to `recipient` through the app's
 * /api/rpc, carrying `reference` when given; resolves with the signature once finalized.
 */
export async function payTokensFromDistribution(baseUrl: string, recipient: string, amount: bigint, reference?: string): Promise<string> {
  const token = await localToken();
  const { rpcUrl } = apiClients(baseUrl);
  const signature = await sendTokenPayout({ rpcUrl, origin: baseUrl, authority: await distributionSigner(), recipient, amount, mint: token.mint, decimals: token.decimals, reference });
  // Polled gently: the proxy allows each client a few hundred calls a minute.
  await waitForSignature(rpcUrl, signature, { origin: baseUrl, intervalMs: 500 });
  return signature;
}

/** `owner`'s MRDX balance in base units, read from the local chain at `rpcUrl` (inject('rpcUrl')); 0n without a token account. */
export async function mrdxBalance(rpcUrl: string, owner: string): Promise<bigint> {
  return tokenBalanceOf({ rpcUrl, owner, mint: (await localToken()).mint });
}

/**
 * Creates `owner`'s (empty) MRDX token account and freezes it, both signed by the distribution wallet
 * (payer and the mint's freeze authority) and sent to the chain at `rpcUrl`; resolves with the account once finalized.
 */
export async function freezeTokenAccountOf(rpcUrl: string, owner: string): Promise<string> {
  const authority = await distributionSigner();
  const mint = address((await localToken()).mint);
  const [account] = await findAssociatedTokenPda({ owner: address(owner), mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  const rpc = createSolanaRpc(rpcUrl);
  const { value: lifetime } = await rpc.getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(authority, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getCreateAssociatedTokenIdempotentInstruction({ payer: authority, ata: account, owner: address(owner), mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
          getFreezeAccountInstruction({ account, mint, owner: authority }),
        ],
        m,
      ),
  );
  const signed = await signTransactionMessageWithSigners(message);
  const signature = await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send();
  await waitForSignature(rpcUrl, signature);
  return account;
}
