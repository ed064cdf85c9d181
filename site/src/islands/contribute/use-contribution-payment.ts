// Runs a contribution after Confirm: creates the intent, has the wallet sign and send the transfer
// (or shows Solana Pay), posts the signature, polls the intent until the server decides, and raises
// the spec's toasts. The transfer code (@solana/kit) is imported only here, on demand.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { createIntent, fetchIntentStatus, submitSignature, type IntentRequest } from '../../lib/api/contribution-api';
import { isWalletRejection } from '../../lib/wallets/wallet-rejection';
import { celebrate, showToast } from './feedback';
import { INITIAL_PAYMENT_STATE, paymentReducer, shouldPoll, type PaymentState } from './payment-flow';

/** How often the intent's status is asked while waiting. */
export const POLL_INTERVAL_MS = 2_000;
/** Every how many polls a known signature is posted again (claims are rate limited harder). */
const CLAIM_EVERY_TICKS = 2;
const SECOND_TOAST_DELAY_MS = 2_500;
const FAILURE_TEXT = 'There was an error processing your contribution. Please try again.';

/** A wallet that can sign and send, or null to pay by Solana Pay. */
export type PaymentSigner = { wallet: Wallet; account: WalletAccount } | null;

const reasonOf = (error: unknown) =>
  (error as { reason?: string } | null)?.reason ?? (error instanceof Error ? error.message : 'Unknown error');

/** The payment state machine wired to the API and the wallet. */
export function useContributionPayment({ cluster, onCredited }: { cluster: string; onCredited: () => void }) {
  const [state, dispatch] = useReducer(paymentReducer, INITIAL_PAYMENT_STATE);
  const previous = useRef<PaymentState>(state);
  const credited = useRef(onCredited);
  credited.current = onCredited;

  const start = useCallback(
    async (request: IntentRequest, signer: PaymentSigner) => {
      dispatch({ type: 'intent-requested' });
      let intent;
      try {
        intent = await createIntent(request);
      } catch (error) {
        return dispatch({ type: 'intent-failed', reason: reasonOf(error) });
      }
      dispatch({ type: 'intent-created', intent, mode: signer ? 'wallet' : 'qr' });
      if (!signer) return;
      let signature: string;
      try {
        const { sendContributionTransfer } = await import('../../lib/solana/send-contribution-transfer');
        signature = await sendContributionTransfer({ ...signer, intent, cluster });
      } catch (error) {
        return dispatch(isWalletRejection(error) ? { type: 'wallet-rejected' } : { type: 'send-failed', reason: reasonOf(error) });
      }
      dispatch({ type: 'signed', signature });
      try {
        dispatch({ type: 'status', report: await submitSignature({ intentId: intent.intentId, signature }) });
      } catch (error) {
        dispatch({ type: 'post-failed', reason: reasonOf(error) });
      }
    },
    [cluster],
  );

  const polling = shouldPoll(state);
  const intentId = 'intent' in state ? state.intent?.intentId : undefined;
  // A signature we know is re-claimed now and then: the server credits it as soon as it is final,
  // without waiting for the watcher's next run.
  const claimSignature = polling && 'signature' in state ? state.signature : undefined;
  useEffect(() => {
    if (!polling || !intentId) return;
    let tick = 0;
    const timer = setInterval(async () => {
      tick += 1;
      try {
        if (claimSignature && tick % CLAIM_EVERY_TICKS === 0) {
          const claimed = await submitSignature({ intentId, signature: claimSignature });
          if (claimed.status !== 'pending') return dispatch({ type: 'status', report: claimed });
        }
        dispatch({ type: 'status', report: await fetchIntentStatus(intentId) });
      } catch {
        // a missed poll is retried on the next tick
      }
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [polling, intentId, claimSignature]);

  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (state === before) return;
    if (state.kind === 'credited' && before.kind !== 'credited') {
      showToast(
        'Contribution Successful!',
        'Thank you for your contribution! Your dashboard access details have been sent to your email. You will receive your tokens after the ICO concludes.',
      );
      setTimeout(
        () => showToast('Dashboard Access Created', 'Check your email for a temporary password to access the investor dashboard.'),
        SECOND_TOAST_DELAY_MS,
      );
      void celebrate();
      credited.current();
    } else if (state.kind === 'failed' && (before.kind !== 'failed' || before.cause !== state.cause)) {
      showToast('Contribution Failed', `${FAILURE_TEXT} ${state.reason}`, 'destructive');
    }
  }, [state]);

  return {
    state,
    start,
    showQr: useCallback(() => dispatch({ type: 'show-qr' }), []),
    reset: useCallback(() => dispatch({ type: 'reset' }), []),
  };
}
