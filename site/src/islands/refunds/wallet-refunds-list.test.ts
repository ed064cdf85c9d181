// The refunds a buyer sees: each amount owed in its asset (with its USD value when it has one), why, and
// what happens next; each refund paid with its transaction link; and the dashboard's section only when
// something is owed or was paid.
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { WalletRefunds } from '@core/api/refunds-wallet';
import { RefundsSection } from '../investor/RefundsSection';
import { REFUND_NEXT_STEP, WalletRefundsList } from './WalletRefundsList';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const WALLET = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';
const OTHER = '4kWiKryk8hyueRhGcxkviz7GBjg3hTukx8BQGNiANJaW';

const refunds: WalletRefunds = {
  owed: [
    { wallet: WALLET, asset: 'SOL', amount: '1.5', usd: null, payments: 2, reasons: ['sale closed below the soft cap', 'over the hard cap'] },
    { wallet: WALLET, asset: 'USDC', amount: '150', usd: 150, payments: 1, reasons: ['sale closed below the soft cap'] },
  ],
  paid: [{ wallet: OTHER, asset: 'SOL', amount: '0.25', usd: null, at: '2026-11-28T12:00:00.000Z', signature: 'sig-refund-1234567890', explorerUrl: 'https://explorer.solana.com/tx/sig-refund-1234567890' }],
};

describe('WalletRefundsList', () => {
  it('says each amount owed in its asset with its reasons and what happens next, then each refund paid with its link', () => {
    const html = renderToStaticMarkup(h(WalletRefundsList, { refunds, owedTitle: 'Owed to you', showWallet: true }));
    expect(text(html)).toContain('Owed to you 1.5 SOL to 2da1…oWU5 Why: sale closed below the soft cap; over the hard cap 150 USDC ($150.00)');
    expect(text(html)).toContain(REFUND_NEXT_STEP);
    expect(text(html)).toContain('Refunds paid 0.25 SOL');
    expect(html).toContain('href="https://explorer.solana.com/tx/sig-refund-1234567890"');
  });

  it('leaves out a list with nothing in it and the wallet when there is one', () => {
    const html = renderToStaticMarkup(h(WalletRefundsList, { refunds: { owed: [], paid: refunds.paid }, owedTitle: 'Owed to this wallet', showWallet: false }));
    expect(text(html)).not.toContain('Owed to this wallet');
    expect(text(html)).not.toContain('to 4kWi');
  });
});

describe('RefundsSection', () => {
  it('is hidden while nothing is owed or paid, and names wallets only when there are several', () => {
    expect(renderToStaticMarkup(h(RefundsSection, { refunds: { owed: [], paid: [] } }))).toBe('');
    expect(text(renderToStaticMarkup(h(RefundsSection, { refunds })))).toContain('to 2da1…oWU5');
    expect(text(renderToStaticMarkup(h(RefundsSection, { refunds: { owed: refunds.owed, paid: [] } })))).not.toContain('to 2da1');
  });
});
