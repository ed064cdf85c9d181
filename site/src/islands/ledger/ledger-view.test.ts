import { describe, expect, it } from 'vitest';
import { compareWithRecords } from './ledger-view';

describe('compareWithRecords', () => {
  it('says the balance matches the records to the lamport, or names the difference the records do not explain', () => {
    expect(compareWithRecords(1_500_000_000n, 1_500_000_000n)).toMatchObject({ difference: '0', matches: true, explanation: expect.stringContaining('exactly') });
    expect(compareWithRecords(1_750_000_000n, 1_500_000_000n)).toMatchObject({ difference: '+0.25', matches: false, explanation: expect.stringContaining('do not explain 0.25 SOL') });
    expect(compareWithRecords(1_499_995_000n, 1_500_000_000n)).toMatchObject({ difference: '−0.000005', matches: false });
    expect(compareWithRecords(1n, 2n).explanation).not.toContain('project wallets');
  });
});
