import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrModulesToPath } from './qr-path';

describe('qrModulesToPath', () => {
  it('draws one unit square per dark module at its column and row', () => {
    expect(qrModulesToPath([[true, false], [false, true]])).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });

  it('draws nothing for an all-light matrix', () => {
    expect(qrModulesToPath([[false, false]])).toBe('');
  });

  it('covers every dark module of a real Solana Pay QR code', () => {
    const qr = encode('solana:9A4pB2thCDRy5BD4VWLeKnovio9GrPEKuovEM7r3Vama?amount=1.5&reference=GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR', { ecc: 'M', border: 2 });
    const dark = qr.data.flat().filter(Boolean).length;
    expect(qrModulesToPath(qr.data).match(/M/g)).toHaveLength(dark);
  });
});
