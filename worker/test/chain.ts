// Helpers for worker tests that move real (local) SOL: they run inside workerd and talk to the
// litesvm-backed chain that vitest's globalSetup started, through env.SOLANA_RPC_URL.
// Helpers for worker tests that move real (local) SOL: they run inside workerd and talk to the
// litesvm-backed chain that vitest's globalSetup started, through env.SOLANA_RPC_URL. Transfers are
// built by the shared builder (scripts/lib/solana/signed-transfer.mjs) and sent through kit's client,
// so a refused transfer throws kit's SolanaError as the worker would see it.
import { treasuryAssetsOf, watchedAccounts } from '../src/services/settlement/treasury-assets';
import {
  address,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  lamports as toLamports,
  type Address,
  type Instruction,
  type KeyPairSigner,
  type Signature,
  type TransactionSigner,
} from '@solana/kit';
import { env } from 'cloudflare:workers';
import { jsonRpc, waitForSignature } from '../../scripts/lib/solana/json-rpc.mjs';
import { buildSignedTransfer, latestLifetime } from '../../scripts/lib/solana/signed-transfer.mjs';
import localKeys from '../../scripts/local-chain/local-keys.json';

export const LAMPORTS_PER_SOL = 1_000_000_000n;

/** A kit RPC client for the local chain. */
export function chainRpc() {
  return createSolanaRpc(env.SOLANA_RPC_URL);
}

/** Calls one of the local chain's non-standard `localnet_*` control methods. */
async function control(method: 'localnet_holdFinalization' | 'localnet_releaseFinalization') {
  await jsonRpc(env.SOLANA_RPC_URL, method);
}

/** A fresh keypair holding `sol` SOL (airdropped by the local faucet). */
export async function newFundedSigner(sol: number | bigint = 10): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner();
  const amount = typeof sol === 'bigint' ? sol * LAMPORTS_PER_SOL : BigInt(Math.round(sol * 1e9));
  await chainRpc().requestAirdrop(signer.address, toLamports(amount)).send();
  return signer;
}

export type SolTransfer = {
  from: TransactionSigner;
  to: Address;
  lamports: bigint;
  /** Solana Pay reference: appended to the transfer's accounts as a read-only non-signer. */
  reference?: Address;
  version?: 0 | 'legacy';
  prependInstructions?: Instruction[];
  appendInstructions?: Instruction[];
  /** Pays the fee instead of `from` (signs too). */
  feePayer?: TransactionSigner;
  /** Signers of prepended/appended instructions that are not already among the accounts. */
  extraSigners?: TransactionSigner[];
  /** Skips the node's simulation, so a failing transaction lands with meta.err. */
  skipPreflight?: boolean;
};

/** Signs and sends a SOL transfer the way a wallet paying a Solana Pay request does; resolves with its signature once it landed. */
export async function sendSolTransfer(transfer: SolTransfer): Promise<Signature> {
  const signed = await buildSignedTransfer({ ...transfer, version: transfer.version ?? 'legacy', lifetime: await latestLifetime(env.SOLANA_RPC_URL) });
  return chainRpc()
    .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64', skipPreflight: transfer.skipPreflight ?? false })
    .send();
}

/**
 * Sends a transfer that fails on chain (by default more lamports than `from` holds) without
 * preflight, so it lands like on a cluster: fee charged, `meta.err` set. Resolves with its signature.
 */
export async function sendFailingTransaction(transfer: Omit<SolTransfer, 'lamports' | 'skipPreflight'> & { lamports?: bigint }) {
  const { value: balance } = await chainRpc().getBalance(transfer.from.address).send();
  return sendSolTransfer({ ...transfer, lamports: transfer.lamports ?? balance + LAMPORTS_PER_SOL, skipPreflight: true });
}

/** Resolves once `signature` is finalized (failed on chain or not); rejects after `timeoutMs`. */
export async function waitForFinalized(signature: Signature, timeoutMs = 10_000) {
  await waitForSignature(env.SOLANA_RPC_URL, signature, { timeoutMs, allowFailure: true });
}

/**
 * Resolves once the chain's slot is past the one `signature` landed in, so that a transaction sent
 * next lands after it in anything ordered by slot (the local chain's slot lasts 400 ms, and two
 * transactions in one slot have no order a test can count on).
 */
export async function waitForLaterSlot(signature: Signature, timeoutMs = 10_000) {
  const [landed] = (await chainRpc().getSignatureStatuses([signature]).send()).value;
  if (!landed) throw new Error(`${signature} has not landed`);
  const deadline = Date.now() + timeoutMs;
  while ((await chainRpc().getSlot().send()) <= landed.slot) {
    if (Date.now() > deadline) throw new Error(`the chain stayed at slot ${landed.slot} for ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Keeps new transactions at 'confirmed' until `releaseFinalization()` (the "not yet final" case). */
export const holdFinalization = () => control('localnet_holdFinalization');

/** Finalizes everything held and lets finalization run again. */
export const releaseFinalization = () => control('localnet_releaseFinalization');

/**
 * Stores the newest finalized signature of the treasury and of each of its token accounts as the
 * watcher's cursors, so a test's watcher runs read only what the test sends (the local chain is shared
 * by every test file).
 */
export async function skipTreasuryHistory() {
  for (const account of watchedAccounts(env.TREASURY_ADDRESS, await treasuryAssetsOf(env))) {
    const [newest] = await chainRpc().getSignaturesForAddress(address(account), { commitment: 'finalized', limit: 1 }).send();
    if (!newest) continue;
    await env.DB.prepare('INSERT OR REPLACE INTO chain_cursors (account, signature, updated_at) VALUES (?, ?, ?)')
      .bind(account, newest.signature, Date.now())
      .run();
  }
}

/** The local chain's treasury as a signer (its secret is public and local-only: local-keys.json). */
export async function localTreasurySigner(): Promise<KeyPairSigner> {
  const signer = await createKeyPairSignerFromBytes(Uint8Array.from(localKeys.treasury.secretKey));
  if (signer.address !== env.TREASURY_ADDRESS) throw new Error('TREASURY_ADDRESS is not the local treasury of local-keys.json');
  return signer;
}

/**
 * Refunds `lamports` from the local treasury to `to`, as the team's payout tool would, and waits for
 * finalization; resolves with the refund's signature. When the treasury holds too little (a fresh
 * chain's treasury does not exist until its first payment) the faucet tops it up first: an inbound
 * transfer a later watcher run of the same test would record as an unknown sender's payment.
 */
export async function sendTreasuryRefund(to: Address, lamports: bigint): Promise<Signature> {
  const treasury = await localTreasurySigner();
  const { value: balance } = await chainRpc().getBalance(treasury.address).send();
  if (balance < lamports + LAMPORTS_PER_SOL) {
    const topUp = await chainRpc().requestAirdrop(treasury.address, toLamports(lamports + 2n * LAMPORTS_PER_SOL)).send();
    await waitForFinalized(topUp);
  }
  const signature = await sendSolTransfer({ from: treasury, to, lamports });
  await waitForFinalized(signature);
  return signature;
}
