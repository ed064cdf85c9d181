// Paying the approved refund plan from the console with the admin's browser wallet (the treasury): the
// console's one signing run (payout-signing.ts) over the refund port (core/payout/refund-port.ts), one
// asset per run (the run's key is the asset), as the runner takes one payer and one asset.
import type { AssetSymbol } from '@core/payment-assets';
import { refundCalls, refundExpectation, refundPort, type RefundApiClient } from '@core/payout/refund-port';
import { adminApi } from '../../lib/api/clients';
import { consoleBlockHeight, consoleRefusal, createPayoutSigning } from './payout-signing';
import { $refundPlan, refreshRefundPlan, refundsSending, verifyRefundsNow } from './refund-plan';

/** The admin refund API as the payout port needs it. */
const consoleClient: RefundApiClient = { ...refundCalls(adminApi.refunds), refusal: consoleRefusal, blockHeight: consoleBlockHeight };

const currentPlan = () => {
  const plan = $refundPlan.get()?.plan;
  if (!plan) throw new Error('The refund plan is not loaded');
  return plan;
};

export const refundSigning = createPayoutSigning({
  payerName: 'the treasury',
  payer: () => $refundPlan.get()?.plan?.treasury ?? null,
  // Re-broadcasting (an empty key) only submits what this tab signed; the asset then does not matter.
  port: (asset) => refundPort(consoleClient, (asset || 'SOL') as AssetSymbol),
  expected: (asset) => refundExpectation(currentPlan(), asset as AssetSymbol),
  refresh: refreshRefundPlan,
  verify: () => verifyRefundsNow(),
  somethingSending: () => refundsSending($refundPlan.get()),
  actionLabel: (asset) => `Pay ${asset} refunds`,
});
