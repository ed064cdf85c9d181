// The local chain's account and token JSON-RPC methods, in a node's shapes: getAccountInfo and
// getMultipleAccounts (base58, base64 or jsonParsed for mints and token accounts), getTokenAccountsByOwner,
// getTokenAccountBalance and getTokenSupply.
import { getBase58Decoder, getBase64Decoder, isAddress } from '@solana/kit';
import { RpcError } from './ledger.mjs';
import { TOKEN_PROGRAMS, decodeMint, decodeTokenAccount, parsedTokenData, uiTokenAmount } from './token-state.mjs';

const MAX_MULTIPLE_ACCOUNTS = 100;
const MAX_BASE58_BYTES = 128;
const RENT_EPOCH = 18446744073709551615n;

const invalidParams = (message) => new RpcError(-32602, message);

export function requireAddress(value) {
  if (typeof value !== 'string' || !isAddress(value)) throw invalidParams('Invalid param: Invalid');
  return value;
}

export function configOf(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function sliced(data, dataSlice) {
  if (!dataSlice) return data;
  const { offset, length } = dataSlice;
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || offset < 0 || length < 0) throw invalidParams('Invalid params: dataSlice');
  return data.subarray(offset, offset + length);
}

/**
 * An account as nodes render it, or null when it does not exist.
 * @param {import('./ledger.mjs').Ledger} ledger
 * @param {string} address
 * @param {{ encoding?: string, dataSlice?: { offset: number, length: number } }} config
 */
export function renderAccount(ledger, address, { encoding = 'base58', dataSlice } = {}) {
  if (!['base58', 'base64', 'jsonParsed'].includes(encoding)) throw invalidParams(`Encoding ${encoding} is not supported by the local chain`);
  const account = ledger.account(address);
  if (!account.exists) return null;
  const parsed = encoding === 'jsonParsed' && !dataSlice && TOKEN_PROGRAMS.has(account.programAddress) ? parsedTokenData(account, (key) => ledger.account(key)) : null;
  let data;
  if (parsed) data = parsed;
  else if (encoding === 'base58') {
    const bytes = sliced(account.data, dataSlice);
    if (bytes.length > MAX_BASE58_BYTES) throw invalidParams('Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.');
    data = [getBase58Decoder().decode(bytes), 'base58'];
  } else {
    // jsonParsed falls back to base64 for accounts no parser reads, as a node does.
    data = [getBase64Decoder().decode(sliced(account.data, dataSlice)), 'base64'];
  }
  return { data, executable: account.executable, lamports: Number(account.lamports), owner: account.programAddress, rentEpoch: RENT_EPOCH, space: account.data.length };
}

/**
 * @param {import('./ledger.mjs').Ledger} ledger
 * @param {(value: unknown) => { context: object, value: unknown }} withContext
 */
export function createAccountMethods(ledger, withContext) {
  const tokenAccount = (address) => {
    const token = decodeTokenAccount(ledger.account(requireAddress(address)));
    const mint = token && decodeMint(ledger.account(token.mint));
    if (!mint) throw invalidParams('Invalid param: not a Token account');
    return { token, mint };
  };

  return {
    getAccountInfo: ([address, config]) => withContext(renderAccount(ledger, requireAddress(address), configOf(config))),
    getMultipleAccounts: ([addresses, config]) => {
      if (!Array.isArray(addresses) || addresses.length > MAX_MULTIPLE_ACCOUNTS) throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
      return withContext(addresses.map((address) => renderAccount(ledger, requireAddress(address), configOf(config))));
    },
    getTokenAccountBalance: ([address]) => {
      const { token, mint } = tokenAccount(address);
      return withContext(uiTokenAmount(token.amount, mint.decimals));
    },
    getTokenSupply: ([address]) => {
      const mint = decodeMint(ledger.account(requireAddress(address)));
      if (!mint) throw invalidParams('Invalid param: not a Token mint');
      return withContext(uiTokenAmount(mint.supply, mint.decimals));
    },
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      requireAddress(owner);
      const { mint, programId } = configOf(filter);
      if ((mint === undefined) === (programId === undefined)) throw invalidParams('Invalid params: expected a mint or a programId filter');
      let program = programId;
      if (mint !== undefined) {
        const decoded = decodeMint(ledger.account(requireAddress(mint)));
        if (!decoded) throw invalidParams('Invalid param: could not find mint');
        program = decoded.programId;
      } else if (!TOKEN_PROGRAMS.has(requireAddress(programId))) {
        throw invalidParams('Invalid param: unrecognized Token program id');
      }
      const accounts = ledger.svm
        .getProgramAccounts(program)
        .filter((account) => account.lamports > 0n)
        .filter((account) => {
          const token = decodeTokenAccount({ exists: true, ...account });
          return token !== null && token.owner === owner && (mint === undefined || token.mint === mint);
        });
      return withContext(accounts.map((account) => ({ pubkey: account.address, account: renderAccount(ledger, account.address, configOf(config)) })));
    },
  };
}
