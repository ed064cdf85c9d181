import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ActionContributionSchema, ActionPostBodySchema, PAYMENT_MESSAGES } from '@core/schemas/payment';

const WALLET = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';

describe('Action payloads', () => {
  it('take a base58 account, with or without the blink data', () => {
    expect(v.parse(ActionPostBodySchema, { account: ` ${WALLET} ` })).toEqual({ account: WALLET });
    expect(v.parse(ActionPostBodySchema, { account: WALLET, data: { amount: '1' } }).data).toEqual({ amount: '1' });
  });

  it('refuse an account that is not an address with the message the wallet shows', () => {
    const result = v.safeParse(ActionPostBodySchema, { account: 'nope' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0].message).toBe(PAYMENT_MESSAGES.accountInvalid);
  });

  it("check a blink's amount, email and referral code with the wizard's rules", () => {
    expect(v.parse(ActionContributionSchema, { amount: '1.5', email: 'A@B.co', referralCode: 'abcd12' })).toEqual({ amount: '1.5', email: 'a@b.co', currency: 'sol', referralCode: 'ABCD12' });
    // A blink's currency field, in any case; a currency the sale does not know is refused.
    expect(v.parse(ActionContributionSchema, { amount: '150', email: 'a@b.co', currency: 'USDC' })).toMatchObject({ currency: 'usdc' });
    expect(v.safeParse(ActionContributionSchema, { amount: '1', email: 'a@b.co', currency: 'doge' }).issues?.[0].message).toBe('Please select a cryptocurrency');
    expect(v.safeParse(ActionContributionSchema, { amount: '-1', email: 'a@b.co' }).issues?.[0].message).toBe('Invalid contribution amount');
    expect(v.safeParse(ActionContributionSchema, { amount: '1' }).success).toBe(false);
  });
});
