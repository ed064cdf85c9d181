import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import { TIMINGS } from '@core/sale-config';
import { $payment, ACCESS_TOAST, resetPayment, startPayment, SUCCESS_TOAST } from './payment';
import { $toasts } from './notices';
import { $wallet } from './wallet';

vi.mock('../lib/solana/send-prepared-payment', () => ({ sendPreparedPayment: vi.fn(async () => 'SIG') }));

const INTENT = {
  intentId: 'intent-1',
  reference: 'ref',
  lamports: '1000000000',
  amountSol: '1',
  usd: 150,
  tokens: '1000',
  phase: 'ICO',
  treasury: 'treasury',
  memo: 'memo',
  label: 'label',
  message: 'message',
  solanaPayUrl: 'solana:treasury',
  expiresAt: '2030-01-01T00:00:00.000Z',
};
const CREDITED = { status: 'credited', signature: 'SIG', contribution: { signature: 'SIG', sol: '1', usd: 150, tokens: '1000', phase: 'ICO', creditedAt: '2026-01-01T00:00:00.000Z', vesting: [], accountCreated: true, mail: 'welcome' } };
const REPEAT = { ...CREDITED, contribution: { ...CREDITED.contribution, accountCreated: false, mail: 'receipt' } };
const REQUEST = { email: 'a@b.co', walletAddress: 'wallet', amount: '1', currency: 'sol', newsletterSubscribed: false } as const;
const SIGNER = { wallet: {}, account: {} } as never;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const titles = () => $toasts.get().map((toast) => toast.title);

function answer(routes: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const route = routes[`${init.method} ${url}`];
      if (!route) throw new Error(`unexpected ${init.method} ${url}`);
      return route();
    }),
  );
}

describe('$payment', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    keepMount($payment);
    resetPayment();
    $toasts.set([]);
  });
  afterEach(() => {
    cleanStores($payment);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('credits a wallet payment, then raises both toasts in order and the confetti', async () => {
    answer({ 'POST /api/payments': () => json({ intent: INTENT, transaction: 'AQ==', lastValidBlockHeight: '1' }, 201), 'POST /api/contributions': () => json(CREDITED) });
    await startPayment(REQUEST, SIGNER, 'localnet');
    expect($payment.get().kind).toBe('credited');
    expect(titles()).toEqual([SUCCESS_TOAST.title]);
    expect($toasts.get()[0]?.description).toBe(SUCCESS_TOAST.description);
    expect($wallet.get().showConfetti).toBe(true);
    vi.advanceTimersByTime(TIMINGS.secondToastDelayMs);
    expect(titles()).toEqual([ACCESS_TOAST.title]);
  });

  it('raises only the success toast for a repeat contribution, saying a receipt went out (no access details)', async () => {
    answer({ 'POST /api/payments': () => json({ intent: INTENT, transaction: 'AQ==', lastValidBlockHeight: '1' }, 201), 'POST /api/contributions': () => json(REPEAT) });
    await startPayment(REQUEST, SIGNER, 'localnet');
    expect(titles()).toEqual([SUCCESS_TOAST.title]);
    expect($toasts.get()[0]?.description).toBe(SUCCESS_TOAST.receiptDescription);
    expect($toasts.get()[0]?.description).not.toContain('dashboard access details');
    vi.advanceTimersByTime(TIMINGS.secondToastDelayMs);
    expect(titles()).not.toContain(ACCESS_TOAST.title);
  });

  it('fails with the server reason when the intent is refused', async () => {
    answer({ 'POST /api/payments': () => json({ error: 'Contributions are closed' }, 409) });
    await startPayment(REQUEST, SIGNER, 'localnet');
    expect($payment.get()).toMatchObject({ kind: 'failed', cause: 'intent', reason: 'Contributions are closed' });
    expect(titles()).toEqual(['Contribution Failed']);
    expect($toasts.get()[0]?.description).toContain('Contributions are closed');
  });

  it('polls a Solana Pay intent until the server credits it, then stops', async () => {
    let status: unknown = { status: 'pending' };
    answer({ 'POST /api/contributions/intents': () => json(INTENT, 201), 'GET /api/contributions/intents/intent-1': () => json(status) });
    await startPayment(REQUEST, null, 'localnet');
    expect($payment.get().kind).toBe('awaiting-payment');
    await vi.advanceTimersByTimeAsync(TIMINGS.paymentPollMs);
    expect($payment.get().kind).toBe('awaiting-payment');
    status = CREDITED;
    await vi.advanceTimersByTimeAsync(TIMINGS.paymentPollMs);
    expect($payment.get().kind).toBe('credited');
    const calls = vi.mocked(fetch).mock.calls.length;
    await vi.advanceTimersByTimeAsync(TIMINGS.paymentPollMs * 3);
    expect(vi.mocked(fetch).mock.calls.length).toBe(calls);
  });
});
