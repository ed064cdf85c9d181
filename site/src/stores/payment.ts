// $payment: one contribution after Confirm. With a wallet, the worker opens the intent and builds its
// transaction (POST /api/payments), the wallet signs and sends it, and the signature is posted; without
// one, the intent is opened and Solana Pay shown. While the server has not decided, the intent is
// polled. Toasts and confetti react to the state in listen(), not inside the actions.
import { atom, onMount } from 'nanostores';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { ContributionIntentRequest } from '@core/schemas/contribution';
import { TIMINGS } from '@core/sale-config';
import { createIntent, fetchIntentStatus, preparePayment, submitSignature } from '../lib/api/contributions';
import { isWalletRejection } from '../lib/wallets/wallet-rejection';
import { INITIAL_PAYMENT_STATE, paymentReducer, shouldPoll, type PaymentEvent, type PaymentState } from '../lib/sale/payment-flow';
import { showToast } from './notices';
import { setConfetti } from './wallet';

/** A wallet that can sign and send, or null to pay by Solana Pay. */
export type PaymentSigner = { wallet: Wallet; account: WalletAccount } | null;

/** Every how many polls a known signature is posted again (claims are rate limited harder). */
const CLAIM_EVERY_TICKS = 2;
export const SUCCESS_TOAST = {
  title: 'Contribution Successful!',
  description:
    'Thank you for your contribution! Your dashboard access details have been sent to your email. You will receive your tokens after the ICO concludes.',
  /** When the credit mailed a receipt only (a repeat contribution, or an account made before): no access details went out. */
  receiptDescription: 'Thank you for your contribution! A receipt has been sent to your email. You will receive your tokens after the ICO concludes.',
};
export const ACCESS_TOAST = { title: 'Dashboard Access Created', description: 'Check your email for a temporary password to access the investor dashboard, or sign in there with the wallet that paid.' };
const FAILURE_TEXT = 'There was an error processing your contribution. Please try again.';

export const $payment = atom<PaymentState>(INITIAL_PAYMENT_STATE);

const dispatch = (event: PaymentEvent) => $payment.set(paymentReducer($payment.get(), event));
const reasonOf = (error: unknown) =>
  (error as { reason?: string } | null)?.reason || (error instanceof Error ? error.message : 'Unknown error');

/** Runs a contribution: the worker's intent and transaction for the wallet to sign (or Solana Pay when `signer` is null). */
export async function startPayment(request: ContributionIntentRequest, signer: PaymentSigner, cluster: string): Promise<void> {
  dispatch({ type: 'intent-requested' });
  let prepared;
  try {
    prepared = signer ? await preparePayment(request) : { intent: await createIntent(request), transaction: null };
  } catch (error) {
    return dispatch({ type: 'intent-failed', reason: reasonOf(error) });
  }
  const { intent, transaction } = prepared;
  dispatch({ type: 'intent-created', intent, mode: signer ? 'wallet' : 'qr' });
  if (!signer || !transaction) return;
  let signature: string;
  try {
    // The wallet code loads only when a payment is actually made.
    const { sendPreparedPayment } = await import('../lib/solana/send-prepared-payment');
    signature = await sendPreparedPayment({ ...signer, transaction, cluster });
  } catch (error) {
    return dispatch(isWalletRejection(error) ? { type: 'wallet-rejected' } : { type: 'send-failed', reason: reasonOf(error) });
  }
  dispatch({ type: 'signed', signature });
  try {
    dispatch({ type: 'status', report: await submitSignature({ intentId: intent.intentId, signature }) });
  } catch (error) {
    dispatch({ type: 'post-failed', reason: reasonOf(error) });
  }
}

/** Switches a waiting wallet payment to Solana Pay. */
export const showQrPayment = () => dispatch({ type: 'show-qr' });
/** Back to the form. */
export const resetPayment = () => dispatch({ type: 'reset' });

/** One poll: re-claims a known signature now and then (credited as soon as final), else reads the status. */
export async function pollPayment(tick: number): Promise<void> {
  const state = $payment.get();
  if (!shouldPoll(state) || !('intent' in state) || !state.intent) return;
  const { intentId } = state.intent;
  try {
    const signature = 'signature' in state ? state.signature : undefined;
    if (signature && tick % CLAIM_EVERY_TICKS === 0) {
      const claimed = await submitSignature({ intentId, signature });
      if (claimed.status !== 'pending') return dispatch({ type: 'status', report: claimed });
    }
    dispatch({ type: 'status', report: await fetchIntentStatus(intentId) });
  } catch {
    // a missed poll is retried on the next tick
  }
}

/** Raises the payment's toasts and the confetti when the state crosses into credited or failed. */
function react(state: PaymentState, before: PaymentState | undefined): void {
  if (state.kind === 'credited' && before?.kind !== 'credited') {
    showToast(SUCCESS_TOAST.title, state.contribution?.mail === 'receipt' ? SUCCESS_TOAST.receiptDescription : SUCCESS_TOAST.description);
    // Spec: the second toast replaces the first a moment later (one toast at a time). Only when this
    // credit created the account: a repeat contribution's mail carries no temporary password.
    if (state.contribution?.accountCreated) {
      setTimeout(() => showToast(ACCESS_TOAST.title, ACCESS_TOAST.description), TIMINGS.secondToastDelayMs);
    }
    // Lowered first so a burst still on screen (from connecting the wallet) does not swallow this one.
    setConfetti(false);
    setConfetti(true);
  } else if (state.kind === 'failed' && (before?.kind !== 'failed' || before.cause !== state.cause)) {
    showToast('Contribution Failed', `${FAILURE_TEXT} ${state.reason}`, 'destructive');
  }
}

onMount($payment, () => {
  let timer: ReturnType<typeof setInterval> | undefined;
  let tick = 0;
  const stopReacting = $payment.listen((state, before) => {
    react(state, before);
    const polling = shouldPoll(state);
    if (polling && timer === undefined) {
      tick = 0;
      timer = setInterval(() => void pollPayment(++tick), TIMINGS.paymentPollMs);
    } else if (!polling && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  });
  return () => {
    stopReacting();
    clearInterval(timer);
  };
});
