import { describe, expect, it } from 'vitest';
import { compareBalance } from './ledger-view';

describe('compareBalance', () => {
  it('says equal, more (unmatched payments) or less (fees and refunds)', () => {
    expect(compareBalance(1_500_000_000n, '1.5')).toMatchObject({ difference: '0', explanation: expect.stringContaining('exactly') });
    expect(compareBalance(1_750_000_000n, '1.5')).toMatchObject({ difference: '+0.25', explanation: expect.stringContaining('matched no contribution') });
    expect(compareBalance(1_499_995_000n, '1.5')).toMatchObject({ difference: '−0.000005', explanation: expect.stringContaining('fees and refunds') });
  });

});
