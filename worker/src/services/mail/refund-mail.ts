// The mail a refund paid by a refund batch sends the buyer (README, "Refunds"): the amount in the asset
// it went back in and the transaction's explorer link.
import { formatAssetAmount, type AssetAmount } from '@core/asset-amount';
import { TOKEN } from '@core/sale-config';
import type { OutgoingMail } from './mail';

export interface PaidRefund {
  email: string;
  wallet: string;
  amount: AssetAmount;
  signature: string;
  explorerUrl: string;
}

/** "Your refund was paid": what, to which wallet, and the transaction. */
export function refundPaidMail(refund: PaidRefund): OutgoingMail {
  return {
    to: refund.email,
    kind: 'refund-paid',
    subject: `Your ${TOKEN.symbol} refund was paid`,
    bodyText: [
      `Your refund from the ${TOKEN.symbol} pre-sale was paid on chain.`,
      '',
      `Amount: ${formatAssetAmount(refund.amount)}`,
      `To wallet: ${refund.wallet}`,
      `Transaction: ${refund.signature}`,
      `View it: ${refund.explorerUrl}`,
      '',
      'The refund is in the currency you paid in. Nothing else is needed from you.',
    ].join('\n'),
  };
}
