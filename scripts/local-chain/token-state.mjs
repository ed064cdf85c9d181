// SPL Token and Token-2022 account state as a node reads it: mints and token accounts decoded from
// their bytes, token amounts in the `UiTokenAmount` shape, the jsonParsed form of both accounts, and
// the `preTokenBalances`/`postTokenBalances` entries of a transaction's meta.
import { getAddressDecoder } from '@solana/kit';

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const TOKEN_PROGRAMS = new Set([TOKEN_PROGRAM, TOKEN_2022_PROGRAM]);
export const MINT_SIZE = 82;
export const TOKEN_ACCOUNT_SIZE = 165;
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_ACCOUNT = 2;
const ACCOUNT_STATES = ['uninitialized', 'initialized', 'frozen'];

const addressDecoder = getAddressDecoder();
const view = (data) => new DataView(data.buffer, data.byteOffset, data.byteLength);
const addressAt = (data, offset) => addressDecoder.decode(data.subarray(offset, offset + 32));
/** A COption<Pubkey>: a u32 tag, then the key. */
const optionalAddressAt = (data, offset) => (view(data).getUint32(offset, true) === 1 ? addressAt(data, offset + 4) : null);

/** The name a node gives the token program in jsonParsed data. */
export const tokenProgramName = (programId) => (programId === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token');

/**
 * A decimal amount as nodes print `uiAmountString`: exact, no trailing zeros.
 * @param {bigint} amount base units
 * @param {number} decimals
 */
export function uiAmountString(amount, decimals) {
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** `UiTokenAmount`: amount (string), decimals, uiAmount (a float, deprecated) and uiAmountString. */
export function uiTokenAmount(amount, decimals) {
  return { amount: amount.toString(), decimals, uiAmount: Number(amount) / 10 ** decimals, uiAmountString: uiAmountString(amount, decimals) };
}

/** The mint in `account`, or null when it is not an initialized mint of a token program. */
export function decodeMint(account) {
  if (!account?.exists || !TOKEN_PROGRAMS.has(account.programAddress)) return null;
  const { data } = account;
  const sized = data.length === MINT_SIZE || (account.programAddress === TOKEN_2022_PROGRAM && data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] === ACCOUNT_TYPE_MINT);
  if (!sized || data[45] !== 1) return null;
  return {
    mintAuthority: optionalAddressAt(data, 0),
    supply: view(data).getBigUint64(36, true),
    decimals: data[44],
    freezeAuthority: optionalAddressAt(data, 46),
    programId: account.programAddress,
  };
}

/** The token account in `account`, or null when it is not an initialized token account. */
export function decodeTokenAccount(account) {
  if (!account?.exists || !TOKEN_PROGRAMS.has(account.programAddress)) return null;
  const { data } = account;
  const sized = data.length === TOKEN_ACCOUNT_SIZE || (account.programAddress === TOKEN_2022_PROGRAM && data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] === ACCOUNT_TYPE_ACCOUNT);
  if (!sized || data[108] === 0) return null;
  const bytes = view(data);
  const isNative = bytes.getUint32(109, true) === 1;
  return {
    mint: addressAt(data, 0),
    owner: addressAt(data, 32),
    amount: bytes.getBigUint64(64, true),
    delegate: optionalAddressAt(data, 72),
    state: ACCOUNT_STATES[data[108]] ?? 'uninitialized',
    rentExemptReserve: isNative ? bytes.getBigUint64(113, true) : null,
    delegatedAmount: bytes.getBigUint64(121, true),
    closeAuthority: optionalAddressAt(data, 129),
    programId: account.programAddress,
  };
}

/**
 * The jsonParsed `data` of a mint or token account, or null when the account is neither (the
 * caller then answers base64, as a node does).
 * @param {(address: string) => object} readAccount reads an account (for a token account's mint decimals)
 */
export function parsedTokenData(account, readAccount) {
  const program = tokenProgramName(account.programAddress);
  const space = account.data.length;
  const mint = decodeMint(account);
  if (mint) {
    const info = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority,
      isInitialized: true,
      mintAuthority: mint.mintAuthority,
      supply: mint.supply.toString(),
    };
    return { program, parsed: { info, type: 'mint' }, space };
  }
  const token = decodeTokenAccount(account);
  const decimals = token ? decodeMint(readAccount(token.mint))?.decimals : undefined;
  if (!token || decimals === undefined) return null;
  const info = { isNative: token.rentExemptReserve !== null, mint: token.mint, owner: token.owner, state: token.state, tokenAmount: uiTokenAmount(token.amount, decimals) };
  if (token.delegate) Object.assign(info, { delegate: token.delegate, delegatedAmount: uiTokenAmount(token.delegatedAmount, decimals) });
  if (token.rentExemptReserve !== null) info.rentExemptReserve = uiTokenAmount(token.rentExemptReserve, decimals);
  if (token.closeAuthority) info.closeAuthority = token.closeAuthority;
  return { program, parsed: { info, type: 'account' }, space };
}

/**
 * The token balances of a transaction's accounts at one moment (`preTokenBalances` before it runs,
 * `postTokenBalances` after), one entry per account that is a token account then.
 * @param {string[]} keys every account key of the transaction, loaded ones included
 * @param {(address: string) => object} readAccount
 */
export function tokenBalances(keys, readAccount) {
  const balances = [];
  keys.forEach((key, accountIndex) => {
    const token = decodeTokenAccount(readAccount(key));
    const decimals = token ? decodeMint(readAccount(token.mint))?.decimals : undefined;
    if (!token || decimals === undefined) return;
    balances.push({ accountIndex, mint: token.mint, owner: token.owner, programId: token.programId, uiTokenAmount: uiTokenAmount(token.amount, decimals) });
  });
  return balances;
}
