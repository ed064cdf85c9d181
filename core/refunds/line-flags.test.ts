import { describe, expect, it } from 'vitest';
import { DEFAULT_REFUND_DUST_LAMPORTS, refundDustLamports, refundLineFlags, type RefundLineFacts } from '@core/refunds/line-flags';

const sol: RefundLineFacts = { asset: 'SOL', amount: 1_000_000n, decimals: 9, offCurve: false, accountState: null, walletExists: true, rentExemptLamports: 890_880n, dustThresholdLamports: 5000n };
const usdc: RefundLineFacts = { ...sol, asset: 'USDC', amount: 5_000_000n, decimals: 6, accountState: 'ready' };

describe('refundLineFlags', () => {
  it('flags nothing on a plain refund', () => {
    expect(refundLineFlags(sol)).toEqual([]);
    expect(refundLineFlags(usdc)).toEqual([]);
  });

  it('flags a SOL refund below rent exemption to a wallet that does not exist, not one that does', () => {
    expect(refundLineFlags({ ...sol, amount: 100_000n, walletExists: false })).toEqual(['cannot_land']);
    expect(refundLineFlags({ ...sol, amount: 100_000n, walletExists: true })).toEqual([]);
    expect(refundLineFlags({ ...sol, amount: 890_880n, walletExists: false })).toEqual([]);
  });

  it('flags dust under the threshold', () => {
    expect(refundLineFlags({ ...sol, amount: 4999n })).toEqual(['dust']);
    expect(refundLineFlags({ ...usdc, amount: 9_999n })).toEqual(['dust']);
    expect(refundLineFlags({ ...usdc, amount: 10_000n })).toEqual([]);
  });

  it('flags frozen and off-curve token refunds only', () => {
    expect(refundLineFlags({ ...usdc, accountState: 'frozen', offCurve: true })).toEqual(['off_curve', 'frozen']);
    expect(refundLineFlags({ ...sol, offCurve: true })).toEqual([]);
  });

  it('reads the configured threshold, or the default', () => {
    expect(refundDustLamports('20000')).toBe(20_000n);
    expect(refundDustLamports(undefined)).toBe(DEFAULT_REFUND_DUST_LAMPORTS);
    expect(refundDustLamports('-1')).toBe(DEFAULT_REFUND_DUST_LAMPORTS);
  });
});
