// The one signed-transfer builder of the tests and scripts: a SOL transfer as a wallet pays a Solana
// Pay request (System transfer, the reference as a read-only key of that instruction), optionally
// with instructions around it, another fee payer, and a chosen version; then sent over JSON-RPC.
// Plain .mjs with types beside it (signed-transfer.d.mts) for Node scripts, workerd tests and e2e.
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { jsonRpc } from './json-rpc.mjs';

/** Appends `reference` to an instruction's accounts as a read-only non-signer (the Solana Pay convention). */
export function withReference(instruction, reference) {
  return reference ? { ...instruction, accounts: [...instruction.accounts, { address: address(reference), role: AccountRole.READONLY }] } : instruction;
}

// Kit finds signers on the account metas; extra signers are attached to the metas naming them.
function attachSigners(instruction, signers) {
  if (signers.length === 0 || !instruction.accounts) return instruction;
  return {
    ...instruction,
    accounts: instruction.accounts.map((meta) => {
      const signer = signers.find((candidate) => candidate.address === meta.address);
      return signer ? { ...meta, signer } : meta;
    }),
  };
}

/** Signs `instructions` into a transaction paid by `feePayer` with the given lifetime. */
export async function signInstructions({ feePayer, instructions, lifetime, version = 0, extraSigners = [] }) {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: lifetime.blockhash, lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight) }, m),
    (m) => appendTransactionMessageInstructions(instructions.map((instruction) => attachSigners(instruction, extraSigners)), m),
  );
  return signTransactionMessageWithSigners(message);
}

/** A signed SOL transfer (not sent), with `lifetime` from getLatestBlockhash. */
export function buildSignedTransfer({ from, to, lamports, reference, lifetime, version = 0, feePayer, prependInstructions = [], appendInstructions = [], extraSigners = [] }) {
  const transfer = withReference(getTransferSolInstruction({ source: from, destination: address(to), amount: BigInt(lamports) }), reference);
  return signInstructions({ feePayer: feePayer ?? from, instructions: [...prependInstructions, transfer, ...appendInstructions], lifetime, version, extraSigners });
}

/** The newest blockhash of the node at `rpcUrl`, as a transaction lifetime. */
export async function latestLifetime(rpcUrl, { origin } = {}) {
  const { value } = await jsonRpc(rpcUrl, 'getLatestBlockhash', [{ commitment: 'confirmed' }], { origin });
  return value;
}

/** Sends a signed transaction; resolves to its signature once the node accepted it. */
export function sendSigned(rpcUrl, signed, { origin, skipPreflight = false } = {}) {
  return jsonRpc(rpcUrl, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64', skipPreflight }], { origin });
}

/**
 * Builds, signs and sends a SOL transfer (fetching a blockhash unless `lifetime` is given); resolves
 * to the signature once the node accepted it.
 */
export async function sendSignedTransfer({ rpcUrl, origin, skipPreflight, lifetime, ...transfer }) {
  const signed = await buildSignedTransfer({ ...transfer, lifetime: lifetime ?? (await latestLifetime(rpcUrl, { origin })) });
  return sendSigned(rpcUrl, signed, { origin, skipPreflight });
}
