// Decodes wire transactions and renders stored ones in the shapes of Solana's JSON-RPC
// (`getTransaction` json/jsonParsed/base64, memos for `getSignaturesForAddress`, fees for `getFeeForMessage`).
import {
  getBase58Decoder,
  getBase64Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit';
import { renderParsedInnerInstructions, renderParsedTransaction } from './transaction-parsed.mjs';

export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
const MEMO_PROGRAMS = new Set(['MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo']);
const LAMPORTS_PER_SIGNATURE = 5000n;

const base58 = getBase58Decoder();
const base64 = getBase64Decoder();

/**
 * Splits wire bytes into the parts the chain needs. Throws on bytes that are not a transaction.
 * @param {Uint8Array} wire
 */
export function decodeWireTransaction(wire) {
  const transaction = getTransactionDecoder().decode(wire);
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  const signatures = Object.values(transaction.signatures).map((bytes) => base58.decode(bytes ?? new Uint8Array(64)));
  const signed = Object.values(transaction.signatures).every((bytes) => bytes && bytes.some((byte) => byte !== 0));
  return { wire, message, signatures, signed, accountKeys: [...message.staticAccounts] };
}

/** The compute-budget settings of a message: unit limit (or null) and price in micro-lamports per unit. */
function computeBudgetOf(message) {
  let unitLimit = null;
  let microLamportsPerUnit = 0n;
  let otherInstructions = 0;
  for (const instruction of message.instructions) {
    const data = instruction.data ?? new Uint8Array();
    if (message.staticAccounts[instruction.programAddressIndex] !== COMPUTE_BUDGET_PROGRAM) {
      otherInstructions += 1;
      continue;
    }
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (data[0] === 2 && data.length >= 5) unitLimit = BigInt(view.getUint32(1, true));
    if (data[0] === 3 && data.length >= 9) microLamportsPerUnit = view.getBigUint64(1, true);
  }
  return { unitLimit, microLamportsPerUnit, otherInstructions };
}

/** The compute-unit price a message pays, in micro-lamports (0 without SetComputeUnitPrice). */
export function computeUnitPriceOf(message) {
  return computeBudgetOf(message).microLamportsPerUnit;
}

/** Fee a message will pay: 5000 lamports a signature plus the compute-budget priority fee. */
export function feeForMessage(message) {
  const { unitLimit, microLamportsPerUnit, otherInstructions } = computeBudgetOf(message);
  const limit = unitLimit ?? BigInt(Math.min(1_400_000, 200_000 * otherInstructions));
  const priority = (microLamportsPerUnit * limit + 999_999n) / 1_000_000n;
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts) + priority;
}

/** The `memo` field of `getSignaturesForAddress`: "[len] text" per memo instruction, or null. */
export function memoOf(message) {
  const memos = message.instructions
    .filter((instruction) => MEMO_PROGRAMS.has(message.staticAccounts[instruction.programAddressIndex]))
    .map((instruction) => new TextDecoder().decode(instruction.data ?? new Uint8Array()))
    .map((text) => `[${text.length}] ${text}`);
  return memos.length > 0 ? memos.join('; ') : null;
}

function renderHeader(message) {
  return {
    numRequiredSignatures: message.header.numSignerAccounts,
    numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
    numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
  };
}

function renderInstruction(instruction) {
  return {
    programIdIndex: instruction.programAddressIndex,
    accounts: [...(instruction.accountIndices ?? [])],
    data: base58.decode(instruction.data ?? new Uint8Array()),
    stackHeight: null,
  };
}

/** `addressTableLookups` of a v0 message. */
export function renderLookups(message) {
  return (message.addressTableLookups ?? []).map((lookup) => ({
    accountKey: lookup.lookupTableAddress,
    writableIndexes: [...lookup.writableIndexes],
    readonlyIndexes: [...lookup.readonlyIndexes],
  }));
}

/** `transaction` of a `getTransaction` result in the json encoding (static keys only, as nodes list them). */
function renderJsonTransaction(record) {
  const { message } = record;
  const rendered = {
    accountKeys: record.accountKeys,
    header: renderHeader(message),
    recentBlockhash: message.lifetimeToken,
    instructions: message.instructions.map(renderInstruction),
  };
  if (message.version !== 'legacy') rendered.addressTableLookups = renderLookups(message);
  return { signatures: record.signatures, message: rendered };
}

/** `meta` of a `getTransaction` result; jsonParsed lists loaded keys in accountKeys instead of loadedAddresses. */
function renderMeta(record, encoding) {
  const meta = {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions:
      encoding === 'jsonParsed'
        ? renderParsedInnerInstructions(record)
        : record.rawInnerInstructions.map(({ index, instructions }) => ({
            index,
            instructions: instructions.map((inner) => ({ ...inner, data: base58.decode(inner.data) })),
          })),
    logMessages: record.logs,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    computeUnitsConsumed: record.computeUnits,
  };
  if (encoding !== 'jsonParsed') meta.loadedAddresses = record.loadedAddresses;
  return meta;
}

/**
 * A stored transaction as `getTransaction` returns it.
 * @param {object} record a ledger record
 * @param {{ encoding: 'json' | 'jsonParsed' | 'base64', maxSupportedTransactionVersion?: number }} options
 */
export function renderTransaction(record, { encoding, maxSupportedTransactionVersion }) {
  const transaction =
    encoding === 'base64'
      ? [base64.decode(record.wire), 'base64']
      : encoding === 'jsonParsed'
        ? renderParsedTransaction(record)
        : renderJsonTransaction(record);
  const result = { slot: record.slot, blockTime: record.blockTime, meta: renderMeta(record, encoding), transaction };
  // Nodes only add `version` for clients that declared they understand versioned transactions.
  if (maxSupportedTransactionVersion !== undefined) result.version = record.message.version;
  return result;
}
