// POST /api/payments: the wizard's server-built payment. The transaction moves exactly the intent's
// lamports to the treasury with the reference, a compute budget and only the payer's signature; signed
// and sent by the payer it is credited by the usual claim. Bad input and a closed sale write nothing.
// GET /api/payments/qr: the QR code of an intent's Solana Pay links, and of nothing else.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { PreparedPayment } from '@core/api/payments';
import { intentTransactionRequestLink, transactionRequestUrl } from '@core/payments/payment-links';
import { newFundedSigner, waitForFinalized } from '../../test/chain';
import { decodePaymentTransaction, signAndSendPayment } from '../../test/payment-signing';
import { claim, count, openSale, post } from '../../test/sale-fixtures';
import { TEST_ORIGIN, getJson } from '../../test/requests';
import { PAYMENT_COMPUTE_UNIT_LIMIT } from '../services/payments/payment-transaction';
import { qrSvg } from '../services/payments/qr-svg';
import { QR_CACHE_CONTROL } from './payments';

const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111';
const SYSTEM = '11111111111111111111111111111111';

const requestPayment = (walletAddress: string, body: Record<string, unknown> = {}) =>
  post('/api/payments', { email: 'payer@example.com', walletAddress, amount: '1', currency: 'sol', newsletterSubscribed: false, ...body });

describe('POST /api/payments', () => {
  beforeEach(() => openSale('WHITELIST'));

  it('builds the transfer of exactly the intent, with the reference read-only and only the payer signing', async () => {
    const payer = await newFundedSigner(3);
    const response = await requestPayment(payer.address, { amount: '1.5' });
    expect(response.status).toBe(201);
    const { intent, transaction, lastValidBlockHeight } = await response.json<PreparedPayment>();
    expect(intent).toMatchObject({ lamports: '1500000000', treasury: env.TREASURY_ADDRESS });
    expect(BigInt(lastValidBlockHeight)).toBeGreaterThan(0n);
    const { message, transaction: decoded } = decodePaymentTransaction(transaction);
    expect(Object.keys(decoded.signatures)).toEqual([payer.address]);
    expect(message.header.numSignerAccounts).toBe(1);
    const keys = message.staticAccounts.map(String);
    expect(keys[0]).toBe(payer.address);
    const programs = message.instructions.map((instruction) => keys[instruction.programAddressIndex]);
    expect(programs).toEqual([COMPUTE_BUDGET, COMPUTE_BUDGET, SYSTEM]);
    const transfer = message.instructions[2]!;
    expect(transfer.accountIndices!.map((index) => keys[index])).toEqual([payer.address, env.TREASURY_ADDRESS, intent.reference]);
    // SetComputeUnitLimit: discriminator 2 then the u32 limit.
    const limit = message.instructions[0]!.data!;
    expect(limit[0]).toBe(2);
    expect(new DataView(limit.buffer, limit.byteOffset).getUint32(1, true)).toBe(PAYMENT_COMPUTE_UNIT_LIMIT);
    // The reference is read-only: past the writable non-signers in the header's layout.
    const referenceIndex = keys.indexOf(intent.reference);
    expect(referenceIndex).toBeGreaterThanOrEqual(keys.length - message.header.numReadonlyNonSignerAccounts);
  });

  it('is credited through the usual claim once the payer signs and sends it', async () => {
    const payer = await newFundedSigner(3);
    const { intent, transaction } = await (await requestPayment(payer.address)).json<PreparedPayment>();
    const signature = await signAndSendPayment(transaction, payer);
    await waitForFinalized(signature);
    const { body } = await claim(intent.intentId, signature);
    expect(body.status).toBe('credited');
    expect(await count('contributions', `intent_id = '${intent.intentId}'`)).toBe(1);
  });

  it('refuses bad input and a closed sale with the intent route messages, writing nothing', async () => {
    const payer = await newFundedSigner(1);
    const invalid = await requestPayment('not-a-wallet');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: 'Please enter a valid Solana wallet address' });
    await openSale('LISTING');
    const closed = await requestPayment(payer.address);
    expect(closed.status).toBe(409);
    expect(await closed.json()).toEqual({ error: 'The sale is not accepting contributions right now' });
    expect(await count('contribution_intents')).toBe(0);
    expect(await count('payment_transactions')).toBe(0);
  });

  it('keeps the CSRF guard: a cross-origin request is refused', async () => {
    const response = await post('/api/payments', {}, undefined);
    expect(response.status).toBe(400);
    const foreign = await exportsFetch('https://evil.example');
    expect(foreign.status).toBe(403);
  });
});

describe('GET /api/payments/qr', () => {
  beforeEach(() => openSale('WHITELIST'));
  const qr = (url: string) => getJson(`/api/payments/qr?url=${encodeURIComponent(url)}`);

  it("draws both links of an intent as SVG images the browser may keep", async () => {
    const payer = await newFundedSigner(1);
    const { intent } = await (await requestPayment(payer.address)).json<PreparedPayment>();
    for (const link of [intent.solanaPayUrl, transactionRequestUrl(intentTransactionRequestLink(TEST_ORIGIN, intent.intentId))]) {
      const response = await qr(link);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(response.headers.get('Cache-Control')).toBe(QR_CACHE_CONTROL);
      expect(await response.text()).toBe(qrSvg(link));
    }
  });

  it("refuses a link that is not the sale's own, and a missing one", async () => {
    const foreign = transactionRequestUrl(intentTransactionRequestLink('https://evil.example', crypto.randomUUID()));
    for (const response of [await qr(foreign), await qr(`solana:${SYSTEM}?amount=1`), await getJson('/api/payments/qr')]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "QR codes are drawn only for this sale's own payment links" });
    }
  });
});

async function exportsFetch(origin: string) {
  const { exports } = await import('cloudflare:workers');
  return exports.default.fetch(
    new Request('http://example.com/api/payments', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: '{}' }),
  );
}
