// The console shows a contribution, an intent and an unmatched payment in the asset it is paid in,
// beside its USD value: a USDC one reads "150 USDC" and "$150.00", a SOL one as always.
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { InvestorContribution, InvestorIntent, UnmatchedPaymentView } from '@core/api/admin';
import type { RefundOwedRow } from '@core/api/reconciliation';
import { RefundsOwedTable } from './AdminRefundsSection';
import { ContributionsTable, IntentsTable } from './InvestorDetailsDialog';
import { UnmatchedPaymentsTable } from './AdminUnmatchedSection';

const cells = (html: string) => [...html.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));
const WALLET = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';

const contribution = (asset: InvestorContribution['asset'], amount: string, usd: number): InvestorContribution => ({
  id: `c-${asset}`, intentId: `i-${asset}`, signature: `sig-${asset}`, explorerUrl: 'https://explorer.solana.com/tx/x', walletAddress: WALLET, phase: 'ICO',
  lamports: asset === 'SOL' ? '1500000000' : '0', asset, amount, usd, tokens: '517241', bonusTokens: '0', creditedAt: '2026-11-20T12:00:00.000Z',
});

const intent = (asset: InvestorIntent['asset'], amount: string, usd: number): InvestorIntent => ({
  id: `i-${asset}`, walletAddress: WALLET, phase: 'ICO', lamports: '0', asset, amount, usd, tokens: '517241', status: 'pending', reason: null,
  reportedSignature: null, explorerUrl: null, createdAt: '2026-11-20T12:00:00.000Z', expiresAt: '2026-11-20T12:15:00.000Z',
});

const payment = (asset: UnmatchedPaymentView['asset'], amount: string, usd: number | null): UnmatchedPaymentView => ({
  id: `p-${asset}`, signature: `sig-${asset}`, sender: WALLET, lamports: '0', sol: '0', asset, amount, usd, time: '2026-11-20T12:00:00.000Z',
  reason: 'no reference', detail: 'no reference', senderMessage: '', likelyIntentId: null, status: 'refund_due', contributionId: null, refundSignature: null, projectWallet: null,
});

describe('console amounts', () => {
  it("lists an investor's contributions and intents in their asset, the USD beside", () => {
    const credited = cells(renderToStaticMarkup(h(ContributionsTable, { contributions: [contribution('USDC', '150', 150), contribution('SOL', '1.5', 270)] })));
    expect(credited).toEqual(expect.arrayContaining(['150 USDC', '$150.00', '1.5 SOL', '$270.00']));
    expect(credited.indexOf('$150.00')).toBe(credited.indexOf('150 USDC') + 1);
    const asked = cells(renderToStaticMarkup(h(IntentsTable, { intents: [intent('USDC', '150', 150), intent('SOL', '1.5', 270)] })));
    expect(asked.indexOf('$150.00')).toBe(asked.indexOf('150 USDC') + 1);
    expect(asked.indexOf('$270.00')).toBe(asked.indexOf('1.5 SOL') + 1);
  });

  it('lists an unmatched payment in the asset that came, with a USD value only where it has one by itself', () => {
    const html = renderToStaticMarkup(h(UnmatchedPaymentsTable, { items: [payment('USDC', '150', 150), payment('SOL', '0.05', null)], empty: null, cluster: 'devnet', disabled: false, onAction: () => {} }));
    expect(html).toContain('<th scope="col" data-slot="table-head" class="font-medium">Amount</th>');
    expect(cells(html)).toEqual(expect.arrayContaining(['150 USDC ($150.00)', '0.05 SOL']));
  });

  it('lists what is owed per wallet and asset, a stablecoin with its USD value', () => {
    const line = (asset: RefundOwedRow['asset'], amount: string, usd: number | null): RefundOwedRow => ({
      wallet: WALLET, asset, amount, usd, lamports: '0', sol: '0', payments: 1, reasons: ['paid after the sale phase closed'],
    });
    const html = renderToStaticMarkup(h(RefundsOwedTable, { items: [line('SOL', '1', null), line('USDC', '200', 200)], empty: null }));
    expect(cells(html)).toEqual(expect.arrayContaining(['1 SOL', '200 USDC ($200.00)']));
  });
});
