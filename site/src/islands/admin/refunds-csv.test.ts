import { describe, expect, it } from 'vitest';
import { refundsCsv } from './refunds-csv';

describe('refundsCsv', () => {
  it('writes CRLF records with a header and neutralizes formula cells', () => {
    expect(refundsCsv([{ wallet: 'W1', lamports: '1500000000', sol: '1.5', payments: 2 }, { wallet: '=cmd', lamports: '1', sol: '0.000000001', payments: 1 }])).toBe(
      "wallet,lamports,sol,payments\r\nW1,1500000000,1.5,2\r\n'=cmd,1,0.000000001,1\r\n",
    );
  });
  it('quotes cells with commas or quotes', () => {
    expect(refundsCsv([{ wallet: 'a,"b"', lamports: '1', sol: '1', payments: 1 }])).toContain('"a,""b"""');
  });
});
