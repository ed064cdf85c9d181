// Helpers for worker tests that move real (local) SOL: they run inside workerd and talk to the
// litesvm-backed chain that vitest's globalSetup started, through env.SOLANA_RPC_URL.
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  lamports as toLamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
  type KeyPairSigner,
  type Signature,
  type TransactionSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { env } from 'cloudflare:workers';
import localKeys from '../../scripts/local-chain/local-keys.json';

export const LAMPORTS_PER_SOL = 1_000_000_000n;

/** A kit RPC client for the local chain. */
export function chainRpc() {
  return createSolanaRpc(env.SOLANA_RPC_URL);
}

/** Calls one of the local chain's non-standard `localnet_*` control methods. */
async function control(method: 'localnet_holdFinalization' | 'localnet_releaseFinalization') {
  const response = await fetch(env.SOLANA_RPC_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  });
  const body = (await response.json()) as { error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
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
  const rpc = chainRpc();
  const transferInstruction = getTransferSolInstruction({ source: transfer.from, destination: transfer.to, amount: transfer.lamports });
  const withReference: Instruction = transfer.reference
    ? { ...transferInstruction, accounts: [...transferInstruction.accounts, { address: transfer.reference, role: AccountRole.READONLY }] }
    : transferInstruction;
  const { value: latestBlockhash } = await rpc.getLatestBlockhash().send();
  const extraSigners = transfer.extraSigners ?? [];
  const instructions = [
    ...(transfer.prependInstructions ?? []),
    withReference,
    ...(transfer.appendInstructions ?? []),
  ].map((instruction) => attachSigners(instruction, extraSigners));
  const message = pipe(
    createTransactionMessage({ version: transfer.version ?? 'legacy' }),
    (m) => setTransactionMessageFeePayerSigner(transfer.feePayer ?? transfer.from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const signed = await signTransactionMessageWithSigners(message);
  return rpc
    .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64', skipPreflight: transfer.skipPreflight ?? false })
    .send();
}

// Kit finds signers on the account metas; extra signers are attached to the metas naming them.
function attachSigners(instruction: Instruction, signers: TransactionSigner[]): Instruction {
  if (signers.length === 0 || !instruction.accounts) return instruction;
  return {
    ...instruction,
    accounts: instruction.accounts.map((meta) => {
      const signer = signers.find((candidate) => candidate.address === meta.address);
      return signer ? { ...meta, signer } : meta;
    }),
  };
}

/**
 * Sends a transfer that fails on chain (by default more lamports than `from` holds) without
 * preflight, so it lands like on a cluster: fee charged, `meta.err` set. Resolves with its signature.
 */
export async function sendFailingTransaction(transfer: Omit<SolTransfer, 'lamports' | 'skipPreflight'> & { lamports?: bigint }) {
  const { value: balance } = await chainRpc().getBalance(transfer.from.address).send();
  return sendSolTransfer({ ...transfer, lamports: transfer.lamports ?? balance + LAMPORTS_PER_SOL, skipPreflight: true });
}

/** Resolves once `signature` is finalized; rejects after `timeoutMs`. */
export async function waitForFinalized(signature: Signature, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { value } = await chainRpc().getSignatureStatuses([signature]).send();
    if (value[0]?.confirmationStatus === 'finalized') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${signature} was not finalized within ${timeoutMs} ms`);
}

/** Keeps new transactions at 'confirmed' until `releaseFinalization()` (the "not yet final" case). */
export const holdFinalization = () => control('localnet_holdFinalization');

/** Finalizes everything held and lets finalization run again. */
export const releaseFinalization = () => control('localnet_releaseFinalization');

/**
 * Stores the treasury's newest finalized signature as the watcher's cursor, so a test's watcher runs
 * read only what the test sends (the local chain is shared by every test file).
 */
export async function skipTreasuryHistory() {
  const [newest] = await chainRpc().getSignaturesForAddress(address(env.TREASURY_ADDRESS), { commitment: 'finalized', limit: 1 }).send();
  if (!newest) return;
  await env.DB.prepare('INSERT OR REPLACE INTO chain_cursors (account, signature, updated_at) VALUES (?, ?, ?)')
    .bind(env.TREASURY_ADDRESS, newest.signature, Date.now())
    .run();
}

/** The local chain's treasury as a signer (its secret is public and local-only: local-keys.json). */
export async function localTreasurySigner(): Promise<KeyPairSigner> {
  const signer = await createKeyPairSignerFromBytes(Uint8Array.from(localKeys.treasury.secretKey));
  if (signer.address !== env.TREASURY_ADDRESS) throw new Error('TREASURY_ADDRESS is not the local treasury of local-keys.json');
  return signer;
}

/**
 * Refunds `lamports` from the local treasury to `to`, as the team's payout tool would, and waits for
 * finalization; resolves with the refund's signature. When the treasury holds too little (it starts
 * at its rent-exempt minimum) the faucet tops it up first: an inbound transfer a later watcher run of
 * the same test would record as an unknown sender's payment.
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
