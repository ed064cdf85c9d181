// "Payments not credited and refunds" shows each payment in the asset it came in: a USDC one reads
// "150 USDC ($150.00)", a SOL payment "0.05 SOL" as always (never priced).
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { InvestorPaymentRow } from '@core/api/reconciliation';
import { PaymentItem } from './UncreditedPayments';

const row = (asset: InvestorPaymentRow['asset'], amount: string, usd: number | null, kind: InvestorPaymentRow['kind'] = 'payment'): InvestorPaymentRow => ({
  id: `p-${asset}`, kind, time: '2026-11-20T12:00:00.000Z', wallet: '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5',
  lamports: asset === 'SOL' ? '50000000' : '0', sol: asset === 'SOL' ? amount : '0', asset, amount, usd,
  signature: `sig-${asset}`, explorerUrl: 'https://explorer.solana.com/tx/x', status: 'refund_due', label: 'Refund due', message: 'It will be refunded.',
  refundSignature: null, refundExplorerUrl: null,
});

const amountOf = (html: string) => /data-slot="payment-amount">([^<]*)</.exec(html)?.[1];

describe('payment amounts on the dashboard', () => {
  it('reads each payment in its asset, with its USD value when it is known', () => {
    expect(amountOf(renderToStaticMarkup(h(PaymentItem, { row: row('USDC', '150', 150) })))).toBe('150 USDC ($150.00)');
    expect(amountOf(renderToStaticMarkup(h(PaymentItem, { row: row('SOL', '0.05', null) })))).toBe('0.05 SOL');
    expect(amountOf(renderToStaticMarkup(h(PaymentItem, { row: row('SOL', '1234.5', 222_210, 'contribution') })))).toBe('1,234.5 SOL ($222,210.00)');
  });
});
