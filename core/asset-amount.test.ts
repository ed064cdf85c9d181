import { describe, expect, it } from 'vitest';
import { addAmounts, amountColumns, amountOf, assetDecimal, formatAssetAmount, formatAssetDecimals, solAmount, toAssetDecimal, totalsByAsset, withUsdValue } from '@core/asset-amount';

const usdc = (units: bigint) => ({ asset: 'USDC' as const, units, decimals: 6 });

describe('asset amounts', () => {
  it('keeps a stablecoin out of the lamports column', () => {
    expect(amountColumns(usdc(150_000_000n))).toEqual({ lamports: 0n, asset: 'USDC', tokenAmount: '150000000', tokenDecimals: 6 });
    expect(amountColumns(solAmount(5n))).toEqual({ lamports: 5n, asset: 'SOL', tokenAmount: null, tokenDecimals: null });
  });

  it('reads a row back, an old row as SOL', () => {
    expect(amountOf({ lamports: 7, asset: null })).toEqual(solAmount(7n));
    expect(amountOf({ lamports: 0, asset: 'USDC', tokenAmount: '150000000', tokenDecimals: 6 })).toEqual(usdc(150_000_000n));
  });

  it('reads the same for people everywhere', () => {
    expect(formatAssetAmount(usdc(1_234_500_000n))).toBe('1,234.5 USDC');
    expect(formatAssetAmount(solAmount(1_500_000_000n))).toBe('1.5 SOL');
    expect(assetDecimal(usdc(1n))).toBe('0.000001');
  });

  it('adds only within one asset', () => {
    expect(addAmounts(usdc(1n), usdc(2n)).units).toBe(3n);
    expect(() => addAmounts(usdc(1n), solAmount(1n))).toThrow(RangeError);
  });

  it('totals each asset apart, SOL first', () => {
    const totals = totalsByAsset([usdc(100_000_000n), solAmount(1n), usdc(50_000_000n), solAmount(2n)]);
    expect(totals).toEqual([solAmount(3n), usdc(150_000_000n)]);
    expect(totals.map(toAssetDecimal)).toEqual([{ asset: 'SOL', amount: '0.000000003' }, { asset: 'USDC', amount: '150' }]);
    expect(totalsByAsset([])).toEqual([]);
  });

  it('says amounts in several assets in one phrase, and nothing paid as it always has', () => {
    expect(formatAssetDecimals([{ asset: 'SOL', amount: '1.5' }, { asset: 'USDC', amount: '150' }])).toBe('1.5 SOL + 150 USDC');
    expect(formatAssetDecimals([{ asset: 'SOL', amount: '1234.5' }])).toBe('1,234.5 SOL');
    expect(formatAssetDecimals([])).toBe('0 SOL');
  });

  it('gives an amount its USD value when it is known', () => {
    expect(withUsdValue(formatAssetAmount(usdc(150_000_000n)), 15_000n)).toBe('150 USDC ($150.00)');
    expect(withUsdValue(formatAssetAmount(solAmount(1_500_000_000n)), 270)).toBe('1.5 SOL ($270.00)');
    expect(withUsdValue('0.05 SOL', null)).toBe('0.05 SOL');
  });
});
