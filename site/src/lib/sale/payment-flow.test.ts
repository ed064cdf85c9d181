import { describe, expect, it } from 'vitest';
import type { ContributionIntentResponse as ContributionIntent, CreditedContribution } from '@core/api/contributions';
import { INITIAL_PAYMENT_STATE, isBusy, paymentReducer, shouldPoll, type PaymentEvent, type PaymentState } from './payment-flow';

const intent: ContributionIntent = {
  intentId: 'intent-1', reference: 'REF', asset: 'SOL', amount: '1', mint: null, decimals: 9, lamports: '1000000000', amountSol: '1', usd: 150, tokens: '750000', bonusTokens: '112500', totalTokens: '862500',
  phase: 'WHITELIST', treasury: 'TREASURY', memo: 'm', label: 'MRDX', message: 'x', solanaPayUrl: 'solana:TREASURY', expiresAt: '2026-01-01T00:00:00Z',
};
const contribution: CreditedContribution = {
  signature: 'SIG', sol: '1', asset: 'SOL', amount: '1', usd: 150, tokens: '750000', bonusTokens: '112500', totalTokens: '862500', phase: 'WHITELIST', creditedAt: '2026-01-01T00:00:00Z', vesting: [], accountCreated: true, mail: 'welcome',
};

const run = (...events: PaymentEvent[]) => events.reduce<PaymentState>(paymentReducer, INITIAL_PAYMENT_STATE);

describe('paymentReducer', () => {
  it('follows a wallet payment from intent to credited', () => {
    const states = [
      { type: 'intent-requested' },
      { type: 'intent-created', intent, mode: 'wallet' },
      { type: 'signed', signature: 'SIG' },
      { type: 'status', report: { status: 'pending' } },
      { type: 'status', report: { status: 'seen', signature: 'SIG' } },
      { type: 'status', report: { status: 'credited', signature: 'SIG', contribution } },
    ].reduce<PaymentState[]>((acc, event) => [...acc, paymentReducer(acc.at(-1)!, event as PaymentEvent)], [INITIAL_PAYMENT_STATE]);
    expect(states.map((s) => s.kind)).toEqual(['idle', 'creating', 'signing', 'sent', 'sent', 'confirming', 'credited']);
    expect(states.at(-1)).toMatchObject({ signature: 'SIG', contribution });
  });

  it('waits for a Solana Pay payment and picks up the signature the watcher found', () => {
    const waiting = run({ type: 'intent-requested' }, { type: 'intent-created', intent, mode: 'qr' });
    expect(waiting.kind).toBe('awaiting-payment');
    expect(paymentReducer(waiting, { type: 'status', report: { status: 'pending' } })).toBe(waiting);
    expect(paymentReducer(waiting, { type: 'status', report: { status: 'seen', signature: 'W' } })).toMatchObject({ kind: 'confirming', signature: 'W' });
  });

  it('says nothing was sent when the wallet declines, and offers the QR code afterwards', () => {
    const declined = run({ type: 'intent-requested' }, { type: 'intent-created', intent, mode: 'wallet' }, { type: 'wallet-rejected' });
    expect(declined).toMatchObject({ kind: 'failed', cause: 'wallet-rejected' });
    expect(declined.kind === 'failed' && declined.reason).toMatch(/nothing was credited/);
    expect(shouldPoll(declined)).toBe(false);
    expect(paymentReducer(declined, { type: 'show-qr' }).kind).toBe('awaiting-payment');
  });

  it('keeps polling after the signature could not be posted, and accepts a late credit', () => {
    const postFailed = run({ type: 'intent-requested' }, { type: 'intent-created', intent, mode: 'wallet' }, { type: 'signed', signature: 'SIG' }, { type: 'post-failed', reason: 'offline' });
    expect(postFailed).toMatchObject({ kind: 'failed', cause: 'post', signature: 'SIG' });
    expect(shouldPoll(postFailed)).toBe(true);
    expect(paymentReducer(postFailed, { type: 'status', report: { status: 'credited', contribution } }).kind).toBe('credited');
  });

  it('reports the server’s reason for a rejected transfer and for an intent it refused', () => {
    const sent = run({ type: 'intent-requested' }, { type: 'intent-created', intent, mode: 'wallet' }, { type: 'signed', signature: 'SIG' });
    expect(paymentReducer(sent, { type: 'status', report: { status: 'rejected', reason: 'Hard cap reached' } })).toMatchObject({ kind: 'failed', cause: 'rejected', reason: 'Hard cap reached' });
    expect(run({ type: 'intent-requested' }, { type: 'intent-failed', reason: 'Phase closed' })).toEqual({ kind: 'failed', cause: 'intent', reason: 'Phase closed' });
  });

  it('ignores events that do not fit the current state', () => {
    expect(run({ type: 'signed', signature: 'S' })).toEqual(INITIAL_PAYMENT_STATE);
    expect(run({ type: 'status', report: { status: 'credited', contribution } })).toEqual(INITIAL_PAYMENT_STATE);
    const credited = run({ type: 'intent-requested' }, { type: 'intent-created', intent, mode: 'qr' }, { type: 'status', report: { status: 'credited', contribution } });
    expect(paymentReducer(credited, { type: 'status', report: { status: 'rejected' } })).toBe(credited);
    expect(paymentReducer(credited, { type: 'reset' })).toEqual(INITIAL_PAYMENT_STATE);
  });

  it('marks the working states busy and the waiting ones polled', () => {
    expect(isBusy({ kind: 'creating' })).toBe(true);
    expect(isBusy({ kind: 'awaiting-payment', intent })).toBe(false);
    expect(shouldPoll({ kind: 'awaiting-payment', intent })).toBe(true);
    expect(shouldPoll({ kind: 'signing', intent })).toBe(false);
  });
});
