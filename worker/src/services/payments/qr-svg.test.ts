import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrModulesToPath, qrSvg } from './qr-svg';

const TRANSFER_REQUEST = 'solana:9A4pB2thCDRy5BD4VWLeKnovio9GrPEKuovEM7r3Vama?amount=1.5&reference=GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR';

describe('qrModulesToPath', () => {
  it('draws one unit square per dark module at its column and row', () => {
    expect(qrModulesToPath([[true, false], [false, true]])).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });

  it('draws nothing for an all-light matrix', () => {
    expect(qrModulesToPath([[false, false]])).toBe('');
  });

  it('covers every dark module of a real Solana Pay QR code', () => {
    const qr = encode(TRANSFER_REQUEST, { ecc: 'M', border: 2 });
    const dark = qr.data.flat().filter(Boolean).length;
    expect(qrModulesToPath(qr.data).match(/M/g)).toHaveLength(dark);
  });
});

describe('qrSvg', () => {
  it('is a square SVG of the whole code, quiet zone included, on white', () => {
    const { size, data } = encode(TRANSFER_REQUEST, { ecc: 'M', border: 2 });
    const svg = qrSvg(TRANSFER_REQUEST);
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"`));
    expect(svg).toContain(`<rect width="${size}" height="${size}" fill="#fff"/>`);
    expect(svg).toContain(`<path d="${qrModulesToPath(data)}" fill="#000"/>`);
    // Presentation attributes only: the API's CSP (default-src 'none') would drop a style.
    expect(svg).not.toMatch(/style/);
  });
});
