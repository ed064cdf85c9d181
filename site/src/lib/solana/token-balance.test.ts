import { describe, expect, it } from 'vitest';
import { sumTokenAccounts } from './token-balance';

const account = (amount?: string) => ({ account: { data: { parsed: { info: { tokenAmount: amount === undefined ? {} : { amount } } } } } });

describe('sumTokenAccounts', () => {
  it('adds up every token account of the mint, exactly, beyond 2^53', () => {
    expect(sumTokenAccounts([account('129375000000000'), account('9007199254740993')])).toBe(9_136_574_254_740_993n);
  });
  it('counts nothing for no account, or one whose amount cannot be read', () => {
    expect(sumTokenAccounts([])).toBe(0n);
    expect(sumTokenAccounts([account(), account('-5'), { account: { data: {} } }])).toBe(0n);
  });
});
