// jsonParsed views of System, Associated Token Account and Memo instructions, with the names and
// field names a node's instruction parsers give them (agave transaction-status parse_system,
// parse_associated_token, spl-memo).

const ADDRESS_BYTES = 32;

/** Reads little-endian fields of instruction data in sequence; throws past the end (the node then shows it raw). */
export class DataReader {
  constructor(data, offset = 0) {
    this.data = data;
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    this.offset = offset;
  }

  need(bytes) {
    if (this.offset + bytes > this.data.length) throw new RangeError('instruction data too short');
    const at = this.offset;
    this.offset += bytes;
    return at;
  }

  u8() {
    return this.data[this.need(1)];
  }

  u32() {
    return this.view.getUint32(this.need(4), true);
  }

  u64() {
    return this.view.getBigUint64(this.need(8), true);
  }

  address(decode) {
    const at = this.need(ADDRESS_BYTES);
    return decode(this.data.subarray(at, at + ADDRESS_BYTES));
  }

  /** A bincode string: u64 length, then UTF-8 bytes. */
  string() {
    const length = Number(this.u64());
    const at = this.need(length);
    return new TextDecoder().decode(this.data.subarray(at, at + length));
  }
}

/** Names the instruction's accounts in order; throws when it has too few. */
export function named(accounts, names) {
  if (accounts.length < names.length) throw new RangeError('not enough accounts');
  return Object.fromEntries(names.map((name, index) => [name, accounts[index]]));
}

/**
 * A System instruction as `{ type, info }`.
 * @param {Uint8Array} data
 * @param {string[]} accounts the instruction's account addresses
 * @param {(bytes: Uint8Array) => string} decode 32 bytes → base58 address
 */
export function parseSystemInstruction(data, accounts, decode) {
  const read = new DataReader(data);
  const kind = read.u32();
  const lamports = () => Number(read.u64());
  switch (kind) {
    case 0:
      return { type: 'createAccount', info: { ...named(accounts, ['source', 'newAccount']), lamports: lamports(), space: Number(read.u64()), owner: read.address(decode) } };
    case 1:
      return { type: 'assign', info: { ...named(accounts, ['account']), owner: read.address(decode) } };
    case 2:
      return { type: 'transfer', info: { ...named(accounts, ['source', 'destination']), lamports: lamports() } };
    case 3: {
      const base = read.address(decode);
      const seed = read.string();
      return { type: 'createAccountWithSeed', info: { ...named(accounts, ['source', 'newAccount']), base, seed, lamports: lamports(), space: Number(read.u64()), owner: read.address(decode) } };
    }
    case 4:
      return { type: 'advanceNonce', info: named(accounts, ['nonceAccount', 'recentBlockhashesSysvar', 'nonceAuthority']) };
    case 5:
      return { type: 'withdrawFromNonce', info: { ...named(accounts, ['nonceAccount', 'destination', 'recentBlockhashesSysvar', 'rentSysvar', 'nonceAuthority']), lamports: lamports() } };
    case 6:
      return { type: 'initializeNonce', info: { ...named(accounts, ['nonceAccount', 'recentBlockhashesSysvar', 'rentSysvar']), nonceAuthority: read.address(decode) } };
    case 7:
      return { type: 'authorizeNonce', info: { ...named(accounts, ['nonceAccount', 'nonceAuthority']), newAuthorized: read.address(decode) } };
    case 8:
      return { type: 'allocate', info: { ...named(accounts, ['account']), space: Number(read.u64()) } };
    case 9:
      return { type: 'allocateWithSeed', info: { ...named(accounts, ['account', 'base']), seed: (read.address(decode), read.string()), space: Number(read.u64()), owner: read.address(decode) } };
    case 10:
      return { type: 'assignWithSeed', info: { ...named(accounts, ['account', 'base']), seed: (read.address(decode), read.string()), owner: read.address(decode) } };
    case 11: {
      const amount = lamports();
      return { type: 'transferWithSeed', info: { ...named(accounts, ['source', 'sourceBase', 'destination']), lamports: amount, sourceSeed: read.string(), sourceOwner: read.address(decode) } };
    }
    case 12:
      return { type: 'upgradeNonce', info: named(accounts, ['nonceAccount']) };
    default:
      throw new RangeError(`unknown System instruction ${kind}`);
  }
}

/** An Associated Token Account instruction as `{ type, info }` (empty data is the original Create). */
export function parseAssociatedTokenInstruction(data, accounts) {
  const kind = data.length === 0 ? 0 : data[0];
  if (kind === 0 || kind === 1) {
    return { type: kind === 0 ? 'create' : 'createIdempotent', info: named(accounts, ['source', 'account', 'wallet', 'mint', 'systemProgram', 'tokenProgram']) };
  }
  if (kind === 2) {
    return { type: 'recoverNested', info: named(accounts, ['nestedSource', 'nestedMint', 'destination', 'nestedOwner', 'ownerMint', 'wallet', 'tokenProgram']) };
  }
  throw new RangeError(`unknown Associated Token Account instruction ${kind}`);
}
