// The jsonParsed encoding of `getTransaction`: account keys with signer/writable flags, System
// transfers and memos decoded the way a node's parsers show them, other instructions left raw.
import { getBase58Decoder } from '@solana/kit';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const MEMO_PROGRAMS = new Set(['MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo']);
const SYSTEM_TRANSFER = 2;

const base58 = getBase58Decoder();

/** Whether the account at `index` is writable, from the message header's counts. */
function isWritable(header, total, index) {
  if (index < header.numSignerAccounts) return index < header.numSignerAccounts - header.numReadonlySignerAccounts;
  return index < total - header.numReadonlyNonSignerAccounts;
}

/**
 * One instruction as a node's jsonParsed shows it.
 * @param {{ programIdIndex: number, accounts: number[], data: Uint8Array }} instruction
 * @param {string[]} keys
 * @param {number | null} stackHeight
 */
function parseInstruction({ programIdIndex, accounts, data }, keys, stackHeight) {
  const programId = keys[programIdIndex];
  if (programId === SYSTEM_PROGRAM && data.length === 12 && new DataView(data.buffer, data.byteOffset).getUint32(0, true) === SYSTEM_TRANSFER) {
    const lamports = Number(new DataView(data.buffer, data.byteOffset).getBigUint64(4, true));
    return {
      parsed: { info: { destination: keys[accounts[1]], lamports, source: keys[accounts[0]] }, type: 'transfer' },
      program: 'system',
      programId,
      stackHeight,
    };
  }
  if (MEMO_PROGRAMS.has(programId)) return { parsed: new TextDecoder().decode(data), program: 'spl-memo', programId, stackHeight };
  return { accounts: accounts.map((index) => keys[index]), data: base58.decode(data), programId, stackHeight };
}

/** `transaction` of a jsonParsed `getTransaction` result. */
export function renderParsedTransaction(record) {
  const { message, accountKeys } = record;
  const signerCount = message.header.numSignerAccounts;
  const rendered = {
    accountKeys: accountKeys.map((pubkey, index) => ({
      pubkey,
      signer: index < signerCount,
      source: 'transaction',
      writable: isWritable(message.header, accountKeys.length, index),
    })),
    instructions: message.instructions.map((instruction) =>
      parseInstruction(
        {
          programIdIndex: instruction.programAddressIndex,
          accounts: [...(instruction.accountIndices ?? [])],
          data: instruction.data ?? new Uint8Array(),
        },
        accountKeys,
        null,
      ),
    ),
    recentBlockhash: message.lifetimeToken,
  };
  if (message.version !== 'legacy') rendered.addressTableLookups = [];
  return { signatures: record.signatures, message: rendered };
}

/** `meta.innerInstructions` in jsonParsed form, from the raw inner instructions kept with the record. */
export function renderParsedInnerInstructions(record) {
  return record.rawInnerInstructions.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((inner) => parseInstruction(inner, record.accountKeys, inner.stackHeight)),
  }));
}
