// Checks a signed batch transaction against the one the batch specifies, byte for byte, and says in
// words where it differs: the server refuses anything else before recording or broadcasting it.
import {
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  address,
  type Transaction,
} from '@solana/kit';

/** A signed transaction that is exactly the batch's: its signature and wire bytes. */
export interface CheckedBatchTransaction {
  ok: true;
  signature: string;
}

export interface RefusedBatchTransaction {
  ok: false;
  reason: string;
}

const base58 = getBase58Decoder();

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

const instructionCount = (message: object) => ('instructions' in message && Array.isArray(message.instructions) ? message.instructions.length : 0);

/** Where a decoded message first departs from the expected one, in the admin's words. */
function difference(actual: Uint8Array, expected: Uint8Array): string {
  let got;
  try {
    got = getCompiledTransactionMessageDecoder().decode(actual);
  } catch {
    return 'The transaction message cannot be read';
  }
  const want = getCompiledTransactionMessageDecoder().decode(expected);
  if (got.version !== want.version) return 'The transaction must be a legacy transaction, as built';
  if (got.staticAccounts[0] !== want.staticAccounts[0]) return `The fee payer must be the distribution wallet ${want.staticAccounts[0]}`;
  if (got.lifetimeToken !== want.lifetimeToken) return "The transaction must use this attempt's blockhash; start a new attempt to get a fresh one";
  const reference = want.staticAccounts.find((key) => !got.staticAccounts.includes(key));
  if (reference) return `The transaction lacks the account ${reference} the batch needs (recipient, mint or reference)`;
  const extra = got.staticAccounts.find((key) => !want.staticAccounts.includes(key));
  if (extra) return `The transaction touches an account the batch does not: ${extra}`;
  if (instructionCount(got) !== instructionCount(want)) {
    return `The transaction has ${instructionCount(got)} instructions; the batch has ${instructionCount(want)} (a wallet may not add or drop any)`;
  }
  return 'The transaction differs from the batch (instructions, amounts or compute budget): sign it exactly as built';
}

/**
 * Decodes `wire` and accepts it only when its message is byte for byte the `expected` batch
 * transaction and its one signature is the fee payer's valid Ed25519 signature of that message.
 */
export async function checkBatchTransaction(wire: Uint8Array, expected: Transaction): Promise<CheckedBatchTransaction | RefusedBatchTransaction> {
  let transaction: Transaction;
  try {
    transaction = getTransactionDecoder().decode(wire);
  } catch {
    return { ok: false, reason: 'This is not a Solana transaction' };
  }
  if (!sameBytes(new Uint8Array(transaction.messageBytes), new Uint8Array(expected.messageBytes))) {
    return { ok: false, reason: difference(new Uint8Array(transaction.messageBytes), new Uint8Array(expected.messageBytes)) };
  }
  const [[feePayer, signature] = []] = Object.entries(transaction.signatures);
  if (!feePayer || Object.keys(transaction.signatures).length !== 1 || !signature || signature.every((byte) => byte === 0)) {
    return { ok: false, reason: 'The transaction is not signed by the distribution wallet' };
  }
  const key = await getPublicKeyFromAddress(address(feePayer));
  const valid = await crypto.subtle.verify('Ed25519', key, new Uint8Array(signature), new Uint8Array(transaction.messageBytes));
  if (!valid) return { ok: false, reason: "The distribution wallet's signature does not match this transaction" };
  return { ok: true, signature: base58.decode(signature) };
}
