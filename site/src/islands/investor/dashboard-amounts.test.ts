// The dashboard shows each contribution in the asset it was paid in, beside its USD value: a USDC
// contribution reads "150 USDC" and "$150.00", a SOL one as it always has.
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DashboardContribution, InvestorDashboard } from '@core/api/investor';
import { ContributionsTab } from './ContributionsTab';
import { InvestmentSummary } from './DashboardAside';
import { SummaryCards } from './SummaryCards';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

const row = (id: string, asset: DashboardContribution['asset'], amount: string, usd: number): DashboardContribution => ({
  id,
  status: 'confirmed',
  date: '2026-11-20T12:00:00.000Z',
  phase: 'ICO',
  sol: asset === 'SOL' ? amount : '0',
  asset,
  amount,
  usd,
  price: 0.00029,
  tokenBaseUnits: '517241000000000',
  bonusBaseUnits: '0',
  walletAddress: '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5',
  signature: `sig-${id}`,
  reason: null,
  refundSignature: null,
  refundExplorerUrl: null,
});

function dashboard(investment: InvestorDashboard['investment']): InvestorDashboard {
  return {
    account: { username: 'a@example.com', email: 'a@example.com', hasUsername: false, verifiedInvestor: true },
    investment,
    tokens: { baseUnits: '0', bonusBaseUnits: null, totalBaseUnits: '0', decimals: 9, symbol: 'MRDX', approxUsd: 0, priceUsd: 0.00029, pricePhase: 'ICO' },
    ico: { phase: 'ICO', progressPercent: 1, daysRemaining: 3, raisedUsd: 1000, goalUsd: 100_000, hardCapUsd: 200_000, icoEndsAt: null },
    contributions: [],
    wallets: [],
    vesting: { startsWhenIcoEnds: true, icoEndsAt: null, schedules: [], claimableBaseUnits: '0', nextUnlock: null },
    refunds: { owed: [], paid: [] },
    activity: [],
    generatedAt: '2026-11-20T12:00:00.000Z',
  };
}

describe('dashboard amounts', () => {
  it('lists each contribution in its asset, its USD value beside it', () => {
    const html = renderToStaticMarkup(h(ContributionsTab, { contributions: [row('usdc', 'USDC', '150', 150), row('sol', 'SOL', '1234.5', 222_210)], cluster: null }));
    const amounts = [...html.matchAll(/data-slot="row-amount"[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(amounts).toEqual(['150 USDC', '1,234.5 SOL']);
    expect(text(html)).toContain('150 USDC $150.00');
    expect(text(html)).toContain('1,234.5 SOL $222,210.00');
  });

  it('totals what was paid per asset on the card and in the summary; SOL alone reads as before', () => {
    const mixed = dashboard({ totalUsd: 420, totalSol: '1.5', paid: [{ asset: 'SOL', amount: '1.5' }, { asset: 'USDC', amount: '150' }], contributions: 2 });
    expect(text(renderToStaticMarkup(h(SummaryCards, { data: mixed, stage: null })))).toContain('$420.00 2 contributions · 1.5 SOL + 150 USDC');
    expect(text(renderToStaticMarkup(h(InvestmentSummary, { data: mixed })))).toContain('Total invested $420.00 SOL contributed 1.5 SOL USDC contributed 150 USDC Contributions 2');

    const usdcOnly = dashboard({ totalUsd: 150, totalSol: '0', paid: [{ asset: 'USDC', amount: '150' }], contributions: 1 });
    expect(text(renderToStaticMarkup(h(SummaryCards, { data: usdcOnly, stage: null })))).toContain('$150.00 1 contribution · 150 USDC');
    expect(text(renderToStaticMarkup(h(InvestmentSummary, { data: usdcOnly })))).toContain('Total invested $150.00 USDC contributed 150 USDC Contributions 1');

    const solOnly = dashboard({ totalUsd: 270, totalSol: '1.5', paid: [{ asset: 'SOL', amount: '1.5' }], contributions: 1 });
    expect(text(renderToStaticMarkup(h(SummaryCards, { data: solOnly, stage: null })))).toContain('1 contribution · 1.5 SOL');
    expect(text(renderToStaticMarkup(h(InvestmentSummary, { data: solOnly })))).toContain('SOL contributed 1.5 SOL Contributions 1');

    const none = dashboard({ totalUsd: 0, totalSol: '0', paid: [], contributions: 0 });
    expect(text(renderToStaticMarkup(h(SummaryCards, { data: none, stage: null })))).toContain('0 contributions · 0 SOL');
    expect(text(renderToStaticMarkup(h(InvestmentSummary, { data: none })))).toContain('SOL contributed 0 SOL');
  });
});
