// The Payments tab's state: unmatched payments (credit to an intent, or mark for refund), refunds owed
// per wallet and asset, and recording a refund the worker verifies on chain.
import { atom } from 'nanostores';
import { formatAssetDecimal } from '@core/asset-amount';
import { formatUsd } from '@core/format/money';
import { formatCountOf } from '@core/format/numbers';
import { adminApi, apiHref } from '../../lib/api/clients';
import { call, errorText } from '../../lib/api/request';
import { createServerList } from './lists';
import { $adminOutcome, adminAction } from './session';

export const unmatchedList = createServerList((query) => call(adminApi.reconciliation.unmatched.$get({ query })), { q: '', status: 'all', page: '1', pageSize: '25' });
/** Every refund owed as CSV. */
export const REFUNDS_CSV_HREF = apiHref(adminApi.reconciliation['refunds.csv'].$url());

/** What the treasury owes per wallet and asset, with reasons, searched by wallet and paged on the server. */
export const refundsList = createServerList((query) => call(adminApi.reconciliation.refunds.$get({ query })), { q: '', page: '1', pageSize: '25' });
/** The worker's verdict on the last recorded refund, shown under the form. */
export const $refundVerdict = atom<{ ok: boolean; text: string } | null>(null);

/** Reloads both lists: the current page of unmatched payments and the refunds owed. */
export async function loadReconciliation(): Promise<void> {
  await Promise.all([unmatchedList.load(), refundsList.load()]);
}

/** Credits an unmatched payment to an intent at the amount received; the server refuses a second time. */
export async function creditPayment(paymentId: string, intentId: string, reason: string): Promise<boolean> {
  const done = await adminAction(
    `credit-${paymentId}`,
    () => call(adminApi.reconciliation.unmatched[':paymentId'].credit.$post({ param: { paymentId }, json: { intentId, reason } })),
    { title: 'Credit failed', fallback: 'Please try again.' },
  );
  if (done) $adminOutcome.set({ title: 'Payment credited', description: `Credited ${formatUsd(done.usd)} to the contribution.` });
  await loadReconciliation();
  return done !== null;
}

export async function markPaymentForRefund(paymentId: string, reason: string): Promise<boolean> {
  const done = await adminAction(`refund-${paymentId}`, () => call(adminApi.reconciliation.unmatched[':paymentId'].refund.$post({ param: { paymentId }, json: { reason } })), { title: 'Could not mark for refund', fallback: 'Please try again.' });
  if (done) $adminOutcome.set({ title: 'Marked for refund', description: 'The payment is listed under Refunds.' });
  await loadReconciliation();
  return done !== null;
}

/** Records a refund transaction; the worker verifies it on chain and its verdict is shown under the form. */
export async function recordRefund(wallet: string, signature: string): Promise<void> {
  const done = await adminAction('record-refund', () => call(adminApi.reconciliation.refunds.$post({ json: { wallet, signature } })), (error) =>
    $refundVerdict.set({ ok: false, text: errorText(error, 'Could not verify the refund. Please try again.') }),
  );
  if (done) $refundVerdict.set({ ok: true, text: `Verified on chain: ${formatAssetDecimal(done.amount, done.asset)} refunded, ${formatCountOf(done.settled, 'payment')} settled.` });
  await loadReconciliation();
}
