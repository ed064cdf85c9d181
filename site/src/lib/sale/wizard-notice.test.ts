import { describe, expect, it } from 'vitest';
import { PHASE_ORDER, PHASES } from '@core/sale-config';
import { formatDateTime } from '@core/format/time';
import { wizardSaleNotice } from './wizard-notice';

const sale = {
  stage: 'whitelist' as const,
  whitelist: { maxParticipants: 100, maxSolPerPerson: 10, days: 10 },
  whitelistStartsAt: '2026-11-25T00:00:00.000Z',
  whitelistEndsAt: '2026-11-28T00:00:00.000Z',
  icoEndsAt: '2026-12-28T00:00:00.000Z',
  phases: PHASE_ORDER.map((name) => PHASES[name]),
};

describe('wizardSaleNotice', () => {
  it('gives the whitelist the length and the end this sale was started with, not the configured days', () => {
    expect(wizardSaleNotice(sale)).toBe(
      `Only SOL is accepted. The whitelist is limited to 100 participants with a maximum of 10 SOL per person, and lasts 3 days, until ${formatDateTime(sale.whitelistEndsAt)}, before the regular ICO continues.`,
    );
  });

  it('names every asset the sale takes', () => {
    const assets = (['SOL', 'USDC', 'USDT'] as const).map((symbol) => ({ symbol, name: symbol, mint: null, decimals: 6 }));
    expect(wizardSaleNotice({ ...sale, assets })).toMatch(/^SOL, USDC, USDT are accepted\. The whitelist is limited/);
  });

  it('says the whitelist has closed during the ICO, and until when the ICO takes contributions', () => {
    const notice = wizardSaleNotice({ ...sale, stage: 'ico' });
    expect(notice).toContain('The whitelist has closed');
    expect(notice).toContain(`from $50 until ${formatDateTime(sale.icoEndsAt)}`);
    expect(notice).not.toContain('lasts');
  });

  it('names the restricted countries first, before the buyer fills anything in', () => {
    const restrictedCountriesNotice = 'The MRDX pre-sale takes no contributions from these countries and regions: United States (US).';
    expect(wizardSaleNotice({ ...sale, restrictedCountriesNotice })).toMatch(/^The MRDX pre-sale takes no contributions from these countries and regions: United States \(US\)\. Only SOL is accepted\. The whitelist is limited/);
    expect(wizardSaleNotice({ ...sale, stage: 'ico', restrictedCountriesNotice })).toMatch(/^The MRDX pre-sale takes no contributions .*\(US\)\. Only SOL is accepted\. The whitelist has closed/);
    expect(wizardSaleNotice({ ...sale, restrictedCountriesNotice: null })).toMatch(/^Only SOL is accepted\./);
  });

  it('says nothing when the sale takes no contributions', () => {
    for (const stage of ['upcoming', 'sold-out', 'closed', 'refunds'] as const) expect(wizardSaleNotice({ ...sale, stage })).toBeNull();
  });
});
