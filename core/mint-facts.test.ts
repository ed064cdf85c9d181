import { describe, expect, it } from 'vitest';
import { inexactTransferReason, mintFactsOf, type ParsedAccountInfo } from './mint-facts';

const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const AUTHORITY = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

/** A mint as a mainnet node answers getAccountInfo with jsonParsed (Token-2022 mints list their extensions). */
function mintAccount(owner: string, decimals: number, extensions?: unknown[]): ParsedAccountInfo {
  const info = { decimals, freezeAuthority: AUTHORITY, isInitialized: true, mintAuthority: AUTHORITY, supply: '1000000', ...(extensions ? { extensions } : {}) };
  return { owner, lamports: 1_461_600, data: { program: owner === TOKEN ? 'spl-token' : 'spl-token-2022', parsed: { type: 'mint', info } } };
}
const fee = (olderBasisPoints: number, newerBasisPoints: number) => ({
  extension: 'transferFeeConfig',
  state: {
    newerTransferFee: { epoch: 612, maximumFee: 0, transferFeeBasisPoints: newerBasisPoints },
    olderTransferFee: { epoch: 600, maximumFee: 0, transferFeeBasisPoints: olderBasisPoints },
    transferFeeConfigAuthority: AUTHORITY,
    withdrawWithheldAuthority: AUTHORITY,
    withheldAmount: 0,
  },
});
const hook = (programId: string | null) => ({ extension: 'transferHook', state: { authority: AUTHORITY, programId } });

describe('mintFactsOf', () => {
  it('reads a classic SPL mint (USDC, USDT) as exact, with its decimals and program', () => {
    expect(mintFactsOf(mintAccount(TOKEN, 6))).toEqual({ decimals: 6, tokenProgram: TOKEN, exactTransfers: true });
  });

  it('reads a Token-2022 mint whose fee is zero and whose hook has no program (as PYUSD) as exact', () => {
    expect(mintFactsOf(mintAccount(TOKEN_2022, 6, [fee(0, 0), hook(null), { extension: 'metadataPointer', state: {} }]))).toEqual({
      decimals: 6,
      tokenProgram: TOKEN_2022,
      exactTransfers: true,
    });
  });

  it.each([
    ['a transfer fee', [fee(50, 50)], /transfer fee/],
    ['a transfer fee scheduled for a later epoch', [fee(0, 25)], /transfer fee/],
    ['a transfer hook program', [hook('HookProgram1111111111111111111111111111111')], /transfer hook/],
    ['no transfers at all', [{ extension: 'nonTransferable' }], /non-transferable/],
    ['frozen new accounts', [{ extension: 'defaultAccountState', state: { accountState: 'frozen' } }], /start frozen/],
    ['a pause', [{ extension: 'pausableConfig', state: { authority: AUTHORITY, paused: true } }], /paused/],
  ])('reads a Token-2022 mint with %s as not exact, saying why', (_name, extensions, reason) => {
    const facts = mintFactsOf(mintAccount(TOKEN_2022, 6, extensions));
    expect(facts).toMatchObject({ decimals: 6, tokenProgram: TOKEN_2022, exactTransfers: false });
    expect(facts?.reason).toMatch(reason);
  });

  it('finds no mint in a missing account, a token account, a wallet or an account no parser read', () => {
    expect(mintFactsOf(null)).toBeNull();
    const tokenAccount: ParsedAccountInfo = { owner: TOKEN, lamports: 2_039_280, data: { program: 'spl-token', parsed: { type: 'account', info: { mint: AUTHORITY } } } };
    expect(mintFactsOf(tokenAccount)).toBeNull();
    expect(mintFactsOf({ owner: '11111111111111111111111111111111', lamports: 1, data: ['', 'base64'] })).toBeNull();
    expect(mintFactsOf({ owner: TOKEN, lamports: 1, data: ['AAAA', 'base64'] })).toBeNull();
  });
});

describe('inexactTransferReason', () => {
  it('is null without extensions', () => {
    expect(inexactTransferReason([])).toBeNull();
  });
});
