import { describe, expect, it } from 'vitest';
import { PHASE_ORDER, PHASES } from '@core/sale-config';
import { phaseBannerText, type BannerSale } from './phase-banner';

const sale: BannerSale = {
  phase: 'WHITELIST',
  initialized: true,
  acceptingContributions: true,
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

  it('says the sale has not started when it is not initialized', () => {
    expect(phaseBannerText({ ...sale, initialized: false }).title).toBe('The sale has not started yet');
  });

  it('adds the hard cap note when contributions are closed before listing', () => {
    const { title, text } = phaseBannerText({ ...sale, phase: 'ICO', acceptingContributions: false });
    expect(title).toBe('ICO Now Live');
    expect(text).toContain('Contributions are closed: the hard cap has been reached.');
  });

  it('shows the listing price once the sale has ended', () => {
    expect(phaseBannerText({ ...sale, phase: 'LISTING', acceptingContributions: false }).text).toBe(
      'Thank you to every contributor. Listing price: $0.00037 per MRDX.',
    );
  });
});
