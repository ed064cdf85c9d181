import { describe, expect, it } from 'vitest';
import { intentTransactionRequestLink, transactionRequestUrl } from '@core/payments/payment-links';
import { solanaPayUrl } from '../contributions/create-intent';
import { isSalePaymentLink } from './sale-payment-links';

const TREASURY = '9A4pB2thCDRy5BD4VWLeKnovio9GrPEKuovEM7r3Vama';
const OTHER_WALLET = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';
const REFERENCE = 'GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR';
const INTENT = '0b7c8f3e-5d1a-4c2b-9e6f-1a2b3c4d5e6f';
const SALE = { treasury: TREASURY, origins: ['https://mrdx.io', 'http://127.0.0.1:8788'] };

const transfer = (overrides: Partial<Parameters<typeof solanaPayUrl>[0]> = {}) =>
  solanaPayUrl({ treasury: TREASURY, amount: '1.5', reference: REFERENCE, memo: INTENT, ...overrides });
const transactionRequest = (origin: string, intentId = INTENT) => transactionRequestUrl(intentTransactionRequestLink(origin, intentId));

describe('isSalePaymentLink', () => {
  it('accepts the transfer request of an intent, as create-intent.ts writes it', () => {
    expect(isSalePaymentLink(transfer(), SALE)).toBe(true);
    expect(isSalePaymentLink(transfer({ amount: '0.000000001' }), SALE)).toBe(true);
  });

  it("accepts a stablecoin's transfer request only with a mint the sale takes and the amount as the server writes it", () => {
    const usdc = 'DUJNbPhcQqd4siKkREFgbbRjeXdSfwrSArVifzTmqRVh';
    const sale = { ...SALE, stablecoinMints: [usdc] };
    expect(isSalePaymentLink(transfer({ amount: '150.5', splToken: usdc }), sale)).toBe(true);
    expect(isSalePaymentLink(transfer({ amount: '150.5', splToken: usdc }), SALE)).toBe(false);
    expect(isSalePaymentLink(transfer({ amount: '150.50', splToken: usdc }), sale)).toBe(false);
    expect(isSalePaymentLink(transfer({ amount: '0', splToken: usdc }), sale)).toBe(false);
    expect(isSalePaymentLink(transfer({ amount: '150', splToken: OTHER_WALLET }), sale)).toBe(false);
  });

  it('accepts the transaction request of an intent on each of the sale origins', () => {
    expect(isSalePaymentLink(transactionRequest('https://mrdx.io'), SALE)).toBe(true);
    expect(isSalePaymentLink(transactionRequest('http://127.0.0.1:8788'), SALE)).toBe(true);
  });

  it('refuses a transfer to any other recipient', () => {
    expect(isSalePaymentLink(transfer({ treasury: OTHER_WALLET }), SALE)).toBe(false);
  });

  it('refuses a transaction request served by any other host, or at any other path', () => {
    expect(isSalePaymentLink(transactionRequest('https://mrdx.example'), SALE)).toBe(false);
    expect(isSalePaymentLink(transactionRequestUrl(`https://mrdx.io/api/actions/other?intent=${INTENT}`), SALE)).toBe(false);
    expect(isSalePaymentLink(transactionRequestUrl(`https://mrdx.io/api/actions/contribute?intent=${INTENT}&amount=5`), SALE)).toBe(false);
  });

  it('refuses words, amounts, references and intents the sale would not write', () => {
    expect(isSalePaymentLink(transfer().replace('label=', 'label=Send%20more%20to%20'), SALE)).toBe(false);
    expect(isSalePaymentLink(`${transfer()}&spl-token=${OTHER_WALLET}`, SALE)).toBe(false);
    expect(isSalePaymentLink(transfer({ amount: '1.50' }), SALE)).toBe(false);
    expect(isSalePaymentLink(transfer({ amount: '0' }), SALE)).toBe(false);
    expect(isSalePaymentLink(transfer({ reference: 'not-an-address' }), SALE)).toBe(false);
    expect(isSalePaymentLink(transfer({ memo: 'hello' }), SALE)).toBe(false);
    expect(isSalePaymentLink(transactionRequest('https://mrdx.io', 'not-an-intent'), SALE)).toBe(false);
    expect(isSalePaymentLink(transactionRequest('https://mrdx.io', INTENT.toUpperCase()), SALE)).toBe(false);
  });

  it('refuses anything that is not a solana: link, malformed encoding included', () => {
    expect(isSalePaymentLink(`https://mrdx.io/api/actions/contribute?intent=${INTENT}`, SALE)).toBe(false);
    expect(isSalePaymentLink('solana:%E0%A4%A', SALE)).toBe(false);
    expect(isSalePaymentLink('', SALE)).toBe(false);
  });
});
