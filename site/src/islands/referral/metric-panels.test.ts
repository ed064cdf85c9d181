// The Command Center's referred volume: USD over every asset, then what was paid in each asset; a
// volume paid in SOL alone reads as it always has ("$180.00 · 1 SOL").
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReferralLeaderboardResponse, ReferredVolume } from '@core/api/referral-responses';
import { MetricPanels } from './MetricPanels';

const board = (referred: ReferredVolume, yours: ReferredVolume): ReferralLeaderboardResponse => ({
  leaders: [],
  you: { rank: 1, referredCount: 1 },
  sale: { contributionsLastHour: 2, referredVolume: referred, yourReferredVolume: yours, activeAffiliates: 1 },
});

const metric = (html: string, id: string) => new RegExp(`data-metric="${id}">([^<]*)<`).exec(html)?.[1];

describe('MetricPanels', () => {
  it('reads the referred volume in USD across assets, then in each asset paid', () => {
    const html = renderToStaticMarkup(
      h(MetricPanels, {
        board: board(
          { contributions: 2, usd: 330, sol: '1', paid: [{ asset: 'SOL', amount: '1' }, { asset: 'USDC', amount: '150' }] },
          { contributions: 1, usd: 150, sol: '0', paid: [{ asset: 'USDC', amount: '150' }] },
        ),
      }),
    );
    expect(metric(html, 'referred-volume')).toBe('$330.00 · 1 SOL + 150 USDC');
    expect(metric(html, 'your-volume')).toBe('$150.00 · 150 USDC');
  });

  it('reads a SOL volume, and no volume, as before', () => {
    const html = renderToStaticMarkup(
      h(MetricPanels, { board: board({ contributions: 1, usd: 180, sol: '1', paid: [{ asset: 'SOL', amount: '1' }] }, { contributions: 0, usd: 0, sol: '0', paid: [] }) }),
    );
    expect(metric(html, 'referred-volume')).toBe('$180.00 · 1 SOL');
    expect(metric(html, 'your-volume')).toBe('$0.00 · 0 SOL');
  });
});
