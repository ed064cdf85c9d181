// jsonParsed views of SPL Token and Token-2022 instructions, as a node's parse_token shows them:
// amounts as strings, `tokenAmount` for the checked forms, and extra accounts after the authority read
// as multisig signers (so a Solana Pay reference appended to a transfer shows under `signers`).
import { DataReader, named } from './parse-system.mjs';
import { uiTokenAmount } from './token-state.mjs';

const AUTHORITY_TYPES = ['mintTokens', 'freezeAccount', 'accountOwner', 'closeAccount'];

/**
 * The authority at `index`: `{ [field]: key }`, or, when more accounts follow it, the multisig form
 * `{ [multisigField]: key, signers: [...] }`.
 */
function authority(accounts, index, field, multisigField) {
  if (accounts.length <= index) throw new RangeError('not enough accounts');
  if (accounts.length > index + 1) return { [multisigField]: accounts[index], signers: accounts.slice(index + 1) };
  return { [field]: accounts[index] };
}

const owner = (accounts, index) => authority(accounts, index, 'owner', 'multisigOwner');
const signedBy = (accounts, index) => authority(accounts, index, 'authority', 'multisigAuthority');
const mintAuthority = (accounts, index) => authority(accounts, index, 'mintAuthority', 'multisigMintAuthority');

/** A COption<Pubkey> in instruction data: a one-byte tag, then the key. */
function optionalAddress(read, decode) {
  return read.u8() === 1 ? read.address(decode) : null;
}

function initializeMint(read, accounts, decode, withRent) {
  const decimals = read.u8();
  const mintAuthorityKey = read.address(decode);
  const freezeAuthority = optionalAddress(read, decode);
  const info = { ...named(accounts, withRent ? ['mint', 'rentSysvar'] : ['mint']), decimals, mintAuthority: mintAuthorityKey };
  if (freezeAuthority) info.freezeAuthority = freezeAuthority;
  return info;
}

/**
 * A Token or Token-2022 instruction as `{ type, info }`.
 * @param {Uint8Array} data
 * @param {string[]} accounts
 * @param {(bytes: Uint8Array) => string} decode
 */
export function parseTokenInstruction(data, accounts, decode) {
  const read = new DataReader(data);
  const kind = read.u8();
  const amount = () => read.u64().toString();
  const checked = () => {
    const value = read.u64();
    return uiTokenAmount(value, read.u8());
  };
  switch (kind) {
    case 0:
      return { type: 'initializeMint', info: initializeMint(read, accounts, decode, true) };
    case 1:
      return { type: 'initializeAccount', info: named(accounts, ['account', 'mint', 'owner', 'rentSysvar']) };
    case 2: {
      const m = read.u8();
      return { type: 'initializeMultisig', info: { ...named(accounts, ['multisig', 'rentSysvar']), signers: accounts.slice(2), m } };
    }
    case 3:
      return { type: 'transfer', info: { ...named(accounts, ['source', 'destination']), amount: amount(), ...signedBy(accounts, 2) } };
    case 4:
      return { type: 'approve', info: { ...named(accounts, ['source', 'delegate']), amount: amount(), ...owner(accounts, 2) } };
    case 5:
      return { type: 'revoke', info: { ...named(accounts, ['source']), ...owner(accounts, 1) } };
    case 6: {
      const type = AUTHORITY_TYPES[read.u8()] ?? 'unknown';
      const target = type === 'mintTokens' || type === 'freezeAccount' ? 'mint' : 'account';
      return { type: 'setAuthority', info: { [target]: named(accounts, ['target']).target, authorityType: type, newAuthority: optionalAddress(read, decode), ...signedBy(accounts, 1) } };
    }
    case 7:
      return { type: 'mintTo', info: { ...named(accounts, ['mint', 'account']), amount: amount(), ...mintAuthority(accounts, 2) } };
    case 8:
      return { type: 'burn', info: { ...named(accounts, ['account', 'mint']), amount: amount(), ...signedBy(accounts, 2) } };
    case 9:
      return { type: 'closeAccount', info: { ...named(accounts, ['account', 'destination']), ...owner(accounts, 2) } };
    case 10:
    case 11:
      return {
        type: kind === 10 ? 'freezeAccount' : 'thawAccount',
        info: { ...named(accounts, ['account', 'mint']), ...authority(accounts, 2, 'freezeAuthority', 'multisigFreezeAuthority') },
      };
    case 12:
      return { type: 'transferChecked', info: { ...named(accounts, ['source', 'mint', 'destination']), tokenAmount: checked(), ...signedBy(accounts, 3) } };
    case 13:
      return { type: 'approveChecked', info: { ...named(accounts, ['source', 'mint', 'delegate']), tokenAmount: checked(), ...owner(accounts, 3) } };
    case 14:
      return { type: 'mintToChecked', info: { ...named(accounts, ['mint', 'account']), tokenAmount: checked(), ...mintAuthority(accounts, 2) } };
    case 15:
      return { type: 'burnChecked', info: { ...named(accounts, ['account', 'mint']), tokenAmount: checked(), ...signedBy(accounts, 2) } };
    case 16:
      return { type: 'initializeAccount2', info: { ...named(accounts, ['account', 'mint', 'rentSysvar']), owner: read.address(decode) } };
    case 17:
      return { type: 'syncNative', info: named(accounts, ['account']) };
    case 18:
      return { type: 'initializeAccount3', info: { ...named(accounts, ['account', 'mint']), owner: read.address(decode) } };
    case 20:
      return { type: 'initializeMint2', info: initializeMint(read, accounts, decode, false) };
    case 21:
      return { type: 'getAccountDataSize', info: named(accounts, ['mint']) };
    case 22:
      return { type: 'initializeImmutableOwner', info: named(accounts, ['account']) };
    case 23:
      return { type: 'amountToUiAmount', info: { ...named(accounts, ['mint']), amount: amount() } };
    case 24:
      return { type: 'uiAmountToAmount', info: { ...named(accounts, ['mint']), uiAmount: new TextDecoder().decode(data.subarray(1)) } };
    default:
      throw new RangeError(`token instruction ${kind} is shown raw`);
  }
}
