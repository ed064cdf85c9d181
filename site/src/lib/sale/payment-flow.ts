// The state machine of a contribution once Confirm is pressed: intent, wallet signature or Solana Pay,
// then the server's verdict. Pure, so every transition is unit tested.
import type { ContributionIntentResponse as ContributionIntent, CreditedContribution, IntentStatusReport } from '@core/api/contributions';

/** Why a contribution stopped short of being credited. */
export type FailureCause = 'intent' | 'wallet-rejected' | 'send' | 'post' | 'rejected' | 'expired';

export type PaymentState =
  | { kind: 'idle' }
  | { kind: 'creating' }
  | { kind: 'signing'; intent: ContributionIntent }
  | { kind: 'awaiting-payment'; intent: ContributionIntent }
  | { kind: 'sent'; intent: ContributionIntent; signature: string }
  | { kind: 'confirming'; intent: ContributionIntent; signature: string }
  | { kind: 'credited'; intent: ContributionIntent; signature: string; contribution: CreditedContribution | null }
  | { kind: 'failed'; cause: FailureCause; reason: string; intent?: ContributionIntent; signature?: string };

export type PaymentEvent =
  | { type: 'intent-requested' }
  | { type: 'intent-created'; intent: ContributionIntent; mode: 'wallet' | 'qr' }
  | { type: 'intent-failed'; reason: string }
  | { type: 'wallet-rejected' }
  | { type: 'send-failed'; reason: string }
  | { type: 'signed'; signature: string }
  | { type: 'post-failed'; reason: string }
  | { type: 'show-qr' }
  | { type: 'status'; report: IntentStatusReport }
  | { type: 'reset' };

export const INITIAL_PAYMENT_STATE: PaymentState = { kind: 'idle' };

const intentOf = (state: PaymentState) => ('intent' in state ? state.intent : undefined);
const signatureOf = (state: PaymentState) => ('signature' in state ? state.signature : undefined);

/**
 * Whether the island should keep asking the server about the intent. A failure after the wallet
 * may have sent the transfer keeps polling: the watcher can still credit it.
 */
export function shouldPoll(state: PaymentState): boolean {
  if (state.kind === 'awaiting-payment' || state.kind === 'sent' || state.kind === 'confirming') return true;
  return state.kind === 'failed' && (state.cause === 'send' || state.cause === 'post') && state.intent !== undefined;
}

/** Whether the flow is still working (the form is locked meanwhile). */
export function isBusy(state: PaymentState): boolean {
  return state.kind === 'creating' || state.kind === 'signing' || state.kind === 'sent' || state.kind === 'confirming';
}

function onStatus(state: PaymentState, report: IntentStatusReport): PaymentState {
  const intent = intentOf(state);
  if (!intent || state.kind === 'credited') return state;
  const signature = report.signature ?? signatureOf(state);
  switch (report.status) {
    case 'credited':
      // Good news is accepted from any state that has this intent, even after a failed send.
      return { kind: 'credited', intent, signature: report.contribution?.signature ?? signature ?? '', contribution: report.contribution ?? null };
    case 'seen':
      return signature ? { kind: 'confirming', intent, signature } : state;
    case 'rejected':
      return { kind: 'failed', cause: 'rejected', reason: report.reason ?? 'The transfer did not match the contribution.', intent, signature };
    case 'expired':
      if (state.kind === 'signing') return state;
      return { kind: 'failed', cause: 'expired', reason: report.reason ?? 'The payment window for this contribution has closed.', intent, signature };
    case 'pending':
      return state.kind === 'awaiting-payment' && signature ? { kind: 'sent', intent, signature } : state;
  }
}

/** Applies one event; events that make no sense in the current state leave it unchanged. */
export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'intent-requested':
      return state.kind === 'idle' || state.kind === 'failed' ? { kind: 'creating' } : state;
    case 'intent-created':
      if (state.kind !== 'creating') return state;
      return event.mode === 'wallet' ? { kind: 'signing', intent: event.intent } : { kind: 'awaiting-payment', intent: event.intent };
    case 'intent-failed':
      return state.kind === 'creating' ? { kind: 'failed', cause: 'intent', reason: event.reason } : state;
    case 'wallet-rejected':
      return state.kind === 'signing'
        ? { kind: 'failed', cause: 'wallet-rejected', reason: 'You declined the transaction in your wallet. Nothing was sent and nothing was credited.', intent: state.intent }
        : state;
    case 'send-failed':
      return state.kind === 'signing' ? { kind: 'failed', cause: 'send', reason: event.reason, intent: state.intent } : state;
    case 'signed':
      return state.kind === 'signing' || state.kind === 'awaiting-payment'
        ? { kind: 'sent', intent: state.intent, signature: event.signature }
        : state;
    case 'post-failed':
      return state.kind === 'sent' ? { kind: 'failed', cause: 'post', reason: event.reason, intent: state.intent, signature: state.signature } : state;
    case 'show-qr': {
      const intent = intentOf(state);
      const usable = state.kind === 'signing' || (state.kind === 'failed' && (state.cause === 'wallet-rejected' || state.cause === 'send'));
      return usable && intent ? { kind: 'awaiting-payment', intent } : state;
    }
    case 'status':
      return onStatus(state, event.report);
    case 'reset':
      return INITIAL_PAYMENT_STATE;
  }
}
