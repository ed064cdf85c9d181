import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CONTRIBUTION_MESSAGES } from '@core/schemas/contribution';
import { RefundWalletParamSchema } from '@core/schemas/refunds-wallet';

const WALLET = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';

describe('RefundWalletParamSchema', () => {
  it('takes a base58 wallet address, trimmed', () => {
    expect(v.parse(RefundWalletParamSchema, { address: ` ${WALLET} ` })).toEqual({ address: WALLET });
  });

  it('refuses what is not a Solana address, with the wallet field message', () => {
    for (const address of ['abc', `${WALLET}x`, 'O0Il'.repeat(10)]) {
      expect(v.safeParse(RefundWalletParamSchema, { address }).issues?.[0]?.message).toBe(CONTRIBUTION_MESSAGES.walletInvalid);
    }
    expect(v.safeParse(RefundWalletParamSchema, { address: '' }).issues?.[0]?.message).toBe(CONTRIBUTION_MESSAGES.walletRequired);
  });
});
