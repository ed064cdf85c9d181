import { describe, expect, it } from 'vitest';
import { auditDetailLines } from './audit-details';
import { AUDIT_ACTIONS, auditActionWords, isAuditAction } from './audit-actions';

describe('audit details in words', () => {
  it('shows figures through the formatters: SOL from lamports, USD from cents, MRDX from base units', () => {
    expect(auditDetailLines({ lamports: '1500000000', usdCents: 17010, tokens: '977500000000000', bonusTokens: '0', phase: 'ICO' })).toEqual([
      { label: 'Amount', value: '1.5 SOL' },
      { label: 'Amount (USD)', value: '$170.10' },
      { label: 'Tokens', value: '977,500 MRDX' },
      { label: 'Bonus tokens', value: '0 MRDX' },
      { label: 'Phase', value: 'ICO' },
    ]);
  });

  it('shows a stablecoin amount in its asset, at the decimals the row names or as base units, and its SOL as SOL', () => {
    expect(auditDetailLines({ lamports: '0', asset: 'USDC', tokenAmount: '150000000', tokenDecimals: 6, usdCents: 15000 })).toEqual([
      { label: 'SOL', value: '0 SOL' },
      { label: 'Asset', value: 'USDC' },
      { label: 'Amount', value: '150 USDC' },
      { label: 'Token decimals', value: '6' },
      { label: 'Amount (USD)', value: '$150.00' },
    ]);
    expect(auditDetailLines({ lamports: '0', asset: 'USDT', tokenAmount: '150000000', owed: '150000000' })).toEqual([
      { label: 'SOL', value: '0 SOL' },
      { label: 'Asset', value: 'USDT' },
      { label: 'Amount', value: '150,000,000 base units of USDT' },
      { label: 'Owed', value: '150,000,000 base units of USDT' },
    ]);
    expect(auditDetailLines({ lamports: '4000000', owed: '4000000' })).toEqual([
      { label: 'Amount', value: '0.004 SOL' },
      { label: 'Owed', value: '0.004 SOL' },
    ]);
  });

  it('reads a distribution total at the mint decimals the row names, and names fields in words', () => {
    expect(auditDetailLines({ batches: 1112, accountsToCreate: 10000, total: '12345600', decimals: 6, priorityFeeMicroLamports: '5000' })).toEqual([
      { label: 'Batches', value: '1,112' },
      { label: 'Token accounts to create', value: '10,000' },
      { label: 'Total', value: '12.34 MRDX' },
      { label: 'Mint decimals', value: '6' },
      { label: 'Priority fee', value: '5,000 micro-lamports per compute unit' },
    ]);
  });

  it('words nested changes, dates, flags and empty values, and keeps text that is not JSON', () => {
    const lines = auditDetailLines({ before: { softCap: 50000 }, until: '2026-11-28T10:00:00.000Z', passwordChanged: true, error: null, held: [] });
    expect(lines).toEqual([
      { label: 'Before', value: 'soft cap 50,000' },
      { label: 'Until', value: expect.stringContaining('UTC') },
      { label: 'Password changed', value: 'Yes' },
      { label: 'Error', value: '—' },
      { label: 'Held', value: 'none' },
    ]);
    expect(auditDetailLines('not json')).toEqual([{ label: 'Detail', value: 'not json' }]);
    expect(auditDetailLines({})).toEqual([]);
  });
});

describe('the audit actions', () => {
  it('give every action words, and show an action outside the list as stored', () => {
    for (const [action, info] of Object.entries(AUDIT_ACTIONS)) {
      expect(action).toMatch(/^[a-z_]+\.[a-z_-]+$/);
      expect(info.words.length).toBeGreaterThan(3);
    }
    expect(auditActionWords('distribution.plan_approved')).toBe('Distribution plan approved');
    expect(isAuditAction('toString')).toBe(false);
    expect(auditActionWords('legacy.action')).toBe('legacy.action');
  });
});
