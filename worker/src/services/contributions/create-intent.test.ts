// Intents priced and checked by the server: the SOL price, the room under the hard cap, the treasury's own wallet.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { count } from '../../../test/sale-fixtures';
import { createIntent, solanaPayUrl } from './create-intent';

const request = {
  email: 'a@example.com',
  walletAddress: '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5',
  amount: '1',
  currency: 'sol' as const,
  newsletterSubscribed: false,
};
const sale = {
  now: new Date(),
  phase: 'ICO' as const,
  phaseWindow: { startsAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() + 86_400_000) },
  treasury: env.TREASURY_ADDRESS,
  whitelistMaxParticipants: 100,
  whitelistMaxLamports: 10_000_000_000n,
  hardCapCents: 25_000_000n,
  raisedCents: 0n,
  solUsd: 180,
};

describe('createIntent', () => {
  it('refuses as unavailable and stores nothing when there is no SOL price to check the minimum against', async () => {
    expect(await createIntent(env.DB, request, { ...sale, solUsd: null })).toEqual({
      refused: 'unavailable',
      message: 'Unable to validate contribution amount',
    });
    expect(await count('contribution_intents')).toBe(0);
  });

  it('values the amount down to the cent and the tokens at the phase price', async () => {
    const intent = await createIntent(env.DB, { ...request, amount: '0.333333333' }, sale);
    // 0.333333333 SOL x $180 = $59.99999994 -> 5999 cents, never rounded up.
    expect(intent).toMatchObject({ lamports: '333333333', amount: '0.333333333', usd: 59.99, phase: 'ICO', tokens: '206862.068965517' });
  });

  it('refuses an amount that cannot fit under the hard cap with the room left, and says the sale is full below the minimum', async () => {
    const nearlyFull = { ...sale, raisedCents: sale.hardCapCents - 42_000n };
    // $432 asked with $420 of room left.
    expect(await createIntent(env.DB, { ...request, amount: '2.4' }, nearlyFull)).toEqual({
      refused: 'conflict',
      message: 'Only $420.00 of room left under the hard cap (≈2.333 SOL at current price)',
    });
    expect(await createIntent(env.DB, { ...request, amount: '0.6' }, { ...sale, raisedCents: sale.hardCapCents - 4999n })).toEqual({
      refused: 'conflict',
      message: 'The sale is full: the room left under the hard cap is less than the minimum contribution',
    });
    expect(await count('contribution_intents')).toBe(0);
    // An amount that fits the room exactly is taken.
    expect(await createIntent(env.DB, { ...request, amount: '0.3' }, { ...sale, raisedCents: sale.hardCapCents - 5400n })).toMatchObject({ usd: 54 });
  });

  it('refuses an intent whose wallet is the treasury itself', async () => {
    expect(await createIntent(env.DB, { ...request, walletAddress: env.TREASURY_ADDRESS }, sale)).toEqual({
      refused: 'invalid',
      message: 'The treasury wallet cannot contribute: connect the wallet you will pay from',
    });
    expect(await count('contribution_intents')).toBe(0);
  });

  it('writes a Solana Pay URL with the amount as a plain decimal and encoded text fields', () => {
    expect(solanaPayUrl({ treasury: 'T', amount: '0.5', reference: 'R', memo: 'm 1' })).toBe(
      'solana:T?amount=0.5&reference=R&label=MRDX%20Pre-sale&message=Contribution%20to%20the%20MRDX%20pre-sale&memo=m%201',
    );
  });

  it('writes a transfer request for a stablecoin with its mint as spl-token', () => {
    expect(solanaPayUrl({ treasury: 'T', amount: '150', splToken: 'M', reference: 'R', memo: 'm' })).toBe(
      'solana:T?amount=150&spl-token=M&reference=R&label=MRDX%20Pre-sale&message=Contribution%20to%20the%20MRDX%20pre-sale&memo=m',
    );
  });
});

describe('createIntent in a stablecoin', () => {
  const usdc = { symbol: 'USDC' as const, mint: 'DUJNbPhcQqd4siKkREFgbbRjeXdSfwrSArVifzTmqRVh', decimals: 6, feedPrice: 1.0002 };
  const usdcRequest = { ...request, currency: 'usdc' as const, amount: '150' };

  it('prices it at $1.00 a unit in the mint base units, with 0 lamports and its weight under the SOL cap', async () => {
    const intent = await createIntent(env.DB, usdcRequest, { ...sale, stablecoin: usdc });
    expect(intent).toMatchObject({ asset: 'USDC', amount: '150', mint: usdc.mint, decimals: 6, lamports: '0', amountSol: '0', usd: 150 });
    expect(intent).toMatchObject({ solanaPayUrl: expect.stringContaining(`amount=150&spl-token=${usdc.mint}&reference=`) });
    const row = await env.DB.prepare('SELECT asset, token_amount, token_decimals, lamports, usd_cents, sol_equivalent_lamports FROM contribution_intents').first();
    // $150 at $180 per SOL: 0.8333… SOL, rounded up.
    expect(row).toEqual({ asset: 'USDC', token_amount: '150000000', token_decimals: 6, lamports: 0, usd_cents: 15_000, sol_equivalent_lamports: 833_333_334 });
  });

  it('refuses it while the feed price is more than 2% off $1 or unknown, and a coin the cluster does not take', async () => {
    for (const feedPrice of [0.979, 1.021, null]) {
      expect(await createIntent(env.DB, usdcRequest, { ...sale, stablecoin: { ...usdc, feedPrice } })).toEqual({
        refused: 'unavailable',
        message: 'USDC contributions are paused: its market price is more than 2% away from $1 or unavailable. Please pay in SOL or try again later.',
      });
    }
    expect(await createIntent(env.DB, { ...usdcRequest, currency: 'usdt' }, { ...sale, stablecoin: null })).toEqual({ refused: 'invalid', message: 'USDT is not accepted on this network' });
    expect(await count('contribution_intents')).toBe(0);
  });

  it('checks the minimum in USD, more decimals than the mint has, and the room under the hard cap in USD', async () => {
    expect(await createIntent(env.DB, { ...usdcRequest, amount: '49.99' }, { ...sale, stablecoin: usdc })).toEqual({ refused: 'invalid', message: 'Minimum contribution is $50 USD' });
    expect(await createIntent(env.DB, { ...usdcRequest, amount: '50.0000001' }, { ...sale, stablecoin: usdc })).toEqual({ refused: 'invalid', message: 'Invalid contribution amount' });
    expect(await createIntent(env.DB, { ...usdcRequest, amount: '420.01' }, { ...sale, stablecoin: usdc, raisedCents: sale.hardCapCents - 42_000n })).toEqual({
      refused: 'conflict',
      message: 'Only $420.00 of room left under the hard cap',
    });
    expect(await createIntent(env.DB, { ...usdcRequest, amount: '420' }, { ...sale, stablecoin: usdc, raisedCents: sale.hardCapCents - 42_000n })).toMatchObject({ usd: 420 });
  });

  it('counts it toward the whitelist per-person SOL cap at the SOL price', async () => {
    const whitelist = { ...sale, phase: 'WHITELIST' as const, stablecoin: usdc };
    // 10 SOL at $180 is $1,800.
    expect(await createIntent(env.DB, { ...usdcRequest, amount: '1800.01' }, whitelist)).toEqual({ refused: 'invalid', message: 'Maximum contribution is 10 SOL per person' });
    expect(await createIntent(env.DB, { ...usdcRequest, amount: '1800' }, whitelist)).toMatchObject({ asset: 'USDC', usd: 1800 });
  });
});
