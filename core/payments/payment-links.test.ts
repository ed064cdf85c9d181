import { describe, expect, it } from 'vitest';
import { parseURL } from '@solana/pay';
import { CONTRIBUTE_ACTION_PATH, intentTransactionRequestLink, transactionRequestUrl } from '@core/payments/payment-links';

const INTENT = '0f6c1a8e-2b7d-4c1e-9a55-3f0e2d6b9c41';

describe('transaction request links', () => {
  it('point at the Action with the intent, URL-encoded whole behind solana:', () => {
    const link = intentTransactionRequestLink('https://mrdx.example', INTENT);
    expect(link).toBe(`https://mrdx.example${CONTRIBUTE_ACTION_PATH}?intent=${INTENT}`);
    expect(transactionRequestUrl(link)).toBe(`solana:https%3A%2F%2Fmrdx.example%2Fapi%2Factions%2Fcontribute%3Fintent%3D${INTENT}`);
  });

  it("are read back by @solana/pay's own parser as a transaction request", () => {
    const parsed = parseURL(transactionRequestUrl(intentTransactionRequestLink('https://mrdx.example', INTENT)));
    expect('link' in parsed && parsed.link.href).toBe(`https://mrdx.example/api/actions/contribute?intent=${INTENT}`);
  });
});
