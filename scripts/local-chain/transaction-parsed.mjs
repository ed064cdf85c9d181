// The jsonParsed encoding of `getTransaction`: every account key (lookup-table ones included) with its
// signer/writable flags and source, and System, SPL Token/Token-2022, Associated Token Account and
// Memo instructions decoded the way a node's parsers show them; other programs' instructions stay raw.
import { getAddressDecoder, getBase58Decoder } from '@solana/kit';
import { parseAssociatedTokenInstruction, parseSystemInstruction } from './parse-system.mjs';
import { parseTokenInstruction } from './parse-token.mjs';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token-state.mjs';
import { SYSTEM_PROGRAM } from './transaction-accounts.mjs';

const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
const MEMO_PROGRAMS = new Set(['MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo']);

const base58 = getBase58Decoder();
const addressDecoder = getAddressDecoder();
const decodeAddress = (bytes) => addressDecoder.decode(bytes);

/** program id → [program name, parser of (data, accounts) → { type, info }] */
const PARSERS = new Map([
  [SYSTEM_PROGRAM, ['system', (data, accounts) => parseSystemInstruction(data, accounts, decodeAddress)]],
  [TOKEN_PROGRAM, ['spl-token', (data, accounts) => parseTokenInstruction(data, accounts, decodeAddress)]],
  [TOKEN_2022_PROGRAM, ['spl-token-2022', (data, accounts) => parseTokenInstruction(data, accounts, decodeAddress)]],
  [ASSOCIATED_TOKEN_PROGRAM, ['spl-associated-token-account', (data, accounts) => parseAssociatedTokenInstruction(data, accounts)]],
]);

/**
 * One instruction as a node's jsonParsed shows it: parsed when its program has a parser and the data
 * parses, otherwise accounts, base58 data and program id.
 * @param {{ programIdIndex: number, accounts: number[], data: Uint8Array }} instruction
 * @param {string[]} keys every account key of the transaction
 * @param {number | null} stackHeight
 */
function parseInstruction({ programIdIndex, accounts, data }, keys, stackHeight) {
  const programId = keys[programIdIndex];
  const addresses = accounts.map((index) => keys[index]);
  if (MEMO_PROGRAMS.has(programId)) {
    const text = new TextDecoder('utf-8', { fatal: true });
    try {
      return { parsed: text.decode(data), program: 'spl-memo', programId, stackHeight };
    } catch {
      // Not UTF-8: shown raw, as a node does.
    }
  }
  const parser = PARSERS.get(programId);
  if (parser) {
    try {
      return { parsed: parser[1](data, addresses), program: parser[0], programId, stackHeight };
    } catch {
      // Data or accounts the parser cannot read: shown raw, as a node does.
    }
  }
  return { accounts: addresses, data: base58.decode(data), programId, stackHeight };
}

/** `transaction` of a jsonParsed `getTransaction` result. */
export function renderParsedTransaction(record) {
  const { message } = record;
  const rendered = {
    accountKeys: record.flags.map(({ pubkey, signer, source, writable }) => ({ pubkey, signer, source, writable })),
    instructions: message.instructions.map((instruction) =>
      parseInstruction(
        { programIdIndex: instruction.programAddressIndex, accounts: [...(instruction.accountIndices ?? [])], data: instruction.data ?? new Uint8Array() },
        record.allKeys,
        null,
      ),
    ),
    recentBlockhash: message.lifetimeToken,
  };
  if (message.version !== 'legacy') {
    rendered.addressTableLookups = (message.addressTableLookups ?? []).map((lookup) => ({
      accountKey: lookup.lookupTableAddress,
      writableIndexes: [...lookup.writableIndexes],
      readonlyIndexes: [...lookup.readonlyIndexes],
    }));
  }
  return { signatures: record.signatures, message: rendered };
}

/** `meta.innerInstructions` in jsonParsed form, from the raw inner instructions kept with the record. */
export function renderParsedInnerInstructions(record) {
  return record.rawInnerInstructions.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((inner) => parseInstruction(inner, record.allKeys, inner.stackHeight)),
  }));
}
