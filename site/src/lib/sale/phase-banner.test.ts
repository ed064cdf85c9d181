import { describe, expect, it } from 'vitest';
import { PHASE_ORDER, PHASES } from '@core/sale-config';
import { phaseBannerText, type BannerSale } from './phase-banner';

const sale: BannerSale = {
  phase: 'WHITELIST',
  stage: 'whitelist',
  phases: PHASE_ORDER.map((name) => PHASES[name]),
  token: { symbol: 'MRDX' },
  whitelist: { maxParticipants: 100, maxSolPerPerson: 10 },
};

describe('phaseBannerText', () => {
  it('announces the open whitelist with its limits and price', () => {
    expect(phaseBannerText(sale)).toEqual({
      title: 'Whitelist Now Open',
      text: '100 spots, up to 10 SOL per person, minimum $100 at $0.0002 per MRDX.',
    });
  });

  it('says the sale has not started before it is scheduled', () => {
    expect(phaseBannerText({ ...sale, stage: 'upcoming' }).title).toBe('The sale has not started yet');
  });

  it('says the sale is sold out at the hard cap, never that the ICO is live', () => {
    const { title, text } = phaseBannerText({ ...sale, phase: 'ICO', stage: 'sold-out' });
    expect(title).toBe('The sale is sold out');
    expect(text).toContain('The hard cap has been reached');
  });

  it('shows the listing price once the sale has ended, and the refunds when it closed below the soft cap', () => {
    expect(phaseBannerText({ ...sale, phase: 'LISTING', stage: 'closed' }).text).toContain('Listing price: $0.00037 per MRDX.');
    const refunds = phaseBannerText({ ...sale, phase: 'LISTING', stage: 'refunds' });
    expect(refunds.title).toBe('The sale closed below its soft cap');
    expect(refunds.text).toContain('refunded to the wallet it came from');
    expect(refunds.text).not.toContain('Listing price');
  });
});
