import { describe, expect, it } from 'vitest';
import { canBuyIn, saleStageOf, type SaleStageInput } from './sale-stage';

const NOW = new Date('2026-11-28T12:00:00Z');
const open: SaleStageInput = {
  initialized: true,
  phase: 'WHITELIST',
  accepting: true,
  whitelistStartsAt: new Date('2026-11-20T00:00:00Z'),
  now: NOW,
  raisedCents: 1_000_00n,
  softCapCents: 50_000_00n,
};

describe('saleStageOf', () => {
  it('follows the phase while the sale takes contributions', () => {
    expect(saleStageOf(open)).toBe('whitelist');
    expect(saleStageOf({ ...open, phase: 'ICO' })).toBe('ico');
  });

  it('is upcoming before the admin initializes the sale and before the whitelist start', () => {
    expect(saleStageOf({ ...open, initialized: false, accepting: false, whitelistStartsAt: null })).toBe('upcoming');
    expect(saleStageOf({ ...open, accepting: false, whitelistStartsAt: new Date('2026-12-01T00:00:00Z') })).toBe('upcoming');
  });

  it('is sold out when a buying phase refuses: the hard cap is reached', () => {
    expect(saleStageOf({ ...open, phase: 'ICO', accepting: false, raisedCents: 250_000_00n })).toBe('sold-out');
  });

  it('is closed after the ICO end, or refunds when less than the soft cap was raised', () => {
    expect(saleStageOf({ ...open, phase: 'LISTING', accepting: false, raisedCents: 50_000_00n })).toBe('closed');
    expect(saleStageOf({ ...open, phase: 'LISTING', accepting: false, raisedCents: 49_999_99n })).toBe('refunds');
  });

  it('lets pages offer a purchase only in the whitelist and the ICO', () => {
    expect(['upcoming', 'whitelist', 'ico', 'sold-out', 'closed', 'refunds'].filter((stage) => canBuyIn(stage as never))).toEqual(['whitelist', 'ico']);
  });
});
