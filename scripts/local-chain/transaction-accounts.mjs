// The accounts a transaction touches, as the runtime sees them: static keys, then the writable and the
// read-only addresses it loads from lookup tables; which of them are writable; and whether it is a
// durable-nonce transaction whose nonce matches (AdvanceNonceAccount first, the nonce as blockhash).
import { getAddressDecoder, getBase58Decoder } from '@solana/kit';

export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111';
const LOOKUP_TABLE_META_SIZE = 56;
const SYSTEM_ADVANCE_NONCE = 4;
const NONCE_ACCOUNT_SIZE = 80;
const NONCE_INITIALIZED = 1;

const addressDecoder = getAddressDecoder();
const base58 = getBase58Decoder();

/**
 * The addresses a v0 message loads from its lookup tables, in the runtime's order (every table's
 * writable indexes, then every table's read-only ones). A missing table or index yields none: such a
 * transaction fails before it runs and never lands.
 * @param {object} message a compiled message
 * @param {(address: string) => { exists: boolean, programAddress?: string, data?: Uint8Array }} readAccount
 * @returns {{ writable: string[], readonly: string[] }}
 */
export function loadedAddressesOf(message, readAccount) {
  const loaded = { writable: [], readonly: [] };
  for (const lookup of message.addressTableLookups ?? []) {
    const table = readAccount(lookup.lookupTableAddress);
    if (!table.exists || table.programAddress !== LOOKUP_TABLE_PROGRAM) return { writable: [], readonly: [] };
    const count = Math.floor((table.data.length - LOOKUP_TABLE_META_SIZE) / 32);
    const at = (index) => {
      if (index >= count) throw new RangeError('lookup index out of range');
      const offset = LOOKUP_TABLE_META_SIZE + index * 32;
      return addressDecoder.decode(table.data.subarray(offset, offset + 32));
    };
    try {
      loaded.writable.push(...lookup.writableIndexes.map(at));
      loaded.readonly.push(...lookup.readonlyIndexes.map(at));
    } catch {
      return { writable: [], readonly: [] };
    }
  }
  return loaded;
}

/** Whether the static key at `index` is writable, from the message header's counts. */
export function isStaticWritable(header, staticCount, index) {
  if (index < header.numSignerAccounts) return index < header.numSignerAccounts - header.numReadonlySignerAccounts;
  return index < staticCount - header.numReadonlyNonSignerAccounts;
}

/**
 * Every key of the transaction with its flags, in account-index order.
 * @returns {{ pubkey: string, signer: boolean, writable: boolean, source: 'transaction' | 'lookupTable' }[]}
 */
export function accountFlags(message, loaded) {
  const statics = message.staticAccounts.map((pubkey, index) => ({
    pubkey,
    signer: index < message.header.numSignerAccounts,
    writable: isStaticWritable(message.header, message.staticAccounts.length, index),
    source: 'transaction',
  }));
  return [
    ...statics,
    ...loaded.writable.map((pubkey) => ({ pubkey, signer: false, writable: true, source: 'lookupTable' })),
    ...loaded.readonly.map((pubkey) => ({ pubkey, signer: false, writable: false, source: 'lookupTable' })),
  ];
}

/**
 * Whether `message` is a durable-nonce transaction whose blockhash is its nonce account's current
 * nonce: such a transaction may land at any age, as on a cluster; landing advances the nonce.
 */
export function usesCurrentNonce(message, readAccount) {
  const [first] = message.instructions;
  const data = first?.data;
  if (!data || data.length < 4 || message.staticAccounts[first.programAddressIndex] !== SYSTEM_PROGRAM) return false;
  if (new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(0, true) !== SYSTEM_ADVANCE_NONCE) return false;
  const nonceAddress = message.staticAccounts[first.accountIndices?.[0] ?? -1];
  if (!nonceAddress) return false;
  const nonce = readAccount(nonceAddress);
  if (!nonce.exists || nonce.programAddress !== SYSTEM_PROGRAM || nonce.data.length !== NONCE_ACCOUNT_SIZE) return false;
  const state = new DataView(nonce.data.buffer, nonce.data.byteOffset, nonce.data.byteLength).getUint32(4, true);
  return state === NONCE_INITIALIZED && base58.decode(nonce.data.subarray(40, 72)) === message.lifetimeToken;
}
