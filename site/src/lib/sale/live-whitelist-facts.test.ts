import { describe, expect, it } from 'vitest';
import type { CryptoRates, SaleInfo } from '@core/api/sale';
import { PHASE_ORDER } from '@core/sale-config';
import { phaseConfig } from '@core/sale-rules';
import { liveWhitelistFacts } from './live-whitelist-facts';

const sale = { whitelist: { maxParticipants: 1200, maxSolPerPerson: 1.5, days: 7 }, phases: PHASE_ORDER.map(phaseConfig) } as SaleInfo;
const rates = { rates: { sol: 180 } } as CryptoRates;

describe('liveWhitelistFacts', () => {
  it('states the live settings and the $100 minimum in SOL at the current price', () => {
    expect(liveWhitelistFacts(sale, rates)).toEqual({
      whitelistParticipants: '1,200',
      whitelistMaxSol: '1.5 SOL',
      whitelistDays: '7',
      whitelistMinSol: '≈0.556 SOL',
    });
  });

  it('groups a large minimum in SOL like every SOL figure', () => {
    expect(liveWhitelistFacts(sale, { rates: { sol: 0.0928 } } as CryptoRates).whitelistMinSol).toBe('≈1,077.586 SOL');
  });

  it('leaves the minimum in SOL out without a price', () => {
    expect(liveWhitelistFacts(sale, null)).not.toHaveProperty('whitelistMinSol');
  });
});
