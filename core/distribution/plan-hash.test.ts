import { describe, expect, it } from 'vitest';
import { planHash, rowsHash, sha256Hex } from './plan-hash';

const HEADER = { mint: 'Mint1', tokenProgram: 'Program1', decimals: 9, distributionWallet: 'Wallet1' };
const ROWS = [
  { wallet: 'B', unlockAt: 2, amount: 5n },
  { wallet: 'A', unlockAt: 2, amount: 7n },
  { wallet: 'C', unlockAt: 1, amount: 9n },
];

describe('the plan hash', () => {
  it('hashes a canonical text anyone can rebuild from the rows', async () => {
    const expected = await sha256Hex('mrdx-distribution/v1\nmint Mint1\nprogram Program1\ndecimals 9\nfrom Wallet1\n1 C 9\n2 A 7\n2 B 5\n');
    expect(await rowsHash(HEADER, ROWS)).toBe(expected);
    expect(await rowsHash(HEADER, [...ROWS].reverse())).toBe(expected);
  });

  it('changes with any amount, wallet, date, token field or held recipient', async () => {
    const base = await rowsHash(HEADER, ROWS);
    expect(await rowsHash(HEADER, [{ ...ROWS[0]!, amount: 6n }, ...ROWS.slice(1)])).not.toBe(base);
    expect(await rowsHash({ ...HEADER, decimals: 6 }, ROWS)).not.toBe(base);
    expect(await rowsHash(HEADER, ROWS.slice(1))).not.toBe(base);
    expect(await planHash(base, [])).not.toBe(await planHash(base, ['A']));
    expect(await planHash(base, ['A', 'B'])).toBe(await planHash(base, ['B', 'A']));
  });
});
