import { ASSET_SYMBOLS } from '@core/payment-assets';
import { CURRENCY_VALUES } from '@core/schemas/contribution';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ContributionIntentRequestSchema,
  ContributionStep1Schema,
  ContributionStep2Schema,
  ContributionStep3Schema,
  contributionAmountIssue,
  contributionStep2SchemaFor,
  maximumContributionMessage,
  minimumContributionMessage,
} from '@core/schemas/contribution';

const WALLET = 'HzLukAkmj8ZN1n3mwo3LZ6JBCtP4mnieaLsCogbnpmqk';
const firstMessage = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('ContributionStep1Schema', () => {
  it('accepts an email and a Solana wallet, normalised', () => {
    expect(v.parse(ContributionStep1Schema, { email: ' A@B.co ', walletAddress: ` ${WALLET} ` })).toEqual({
      email: 'a@b.co',
      walletAddress: WALLET,
    });
  });

  it('uses the spec messages', () => {
    expect(firstMessage(ContributionStep1Schema, { email: 'x', walletAddress: WALLET })).toBe('Please enter a valid email address');
    expect(firstMessage(ContributionStep1Schema, { email: 'a@b.co', walletAddress: '  ' })).toBe('Wallet address is required');
    expect(firstMessage(ContributionStep1Schema, { email: 'a@b.co' })).toBe('Wallet address is required');
    expect(firstMessage(ContributionStep1Schema, { email: 'a@b.co', walletAddress: 'x'.repeat(40) })).toBe(
      'Please enter a valid Solana wallet address',
    );
  });
});

describe('ContributionStep2Schema and ContributionStep3Schema', () => {
  it('accept SOL with an amount and agreed terms', () => {
    expect(v.parse(ContributionStep2Schema, { currency: 'sol', amount: '1.5' })).toEqual({ currency: 'sol', amount: '1.5' });
    expect(v.parse(ContributionStep3Schema, { agreeToTerms: true })).toEqual({ agreeToTerms: true });
  });

  it('use the spec messages', () => {
    expect(firstMessage(ContributionStep2Schema, { currency: '', amount: '1' })).toBe('Please select a cryptocurrency');
    expect(firstMessage(ContributionStep2Schema, { currency: 'btc', amount: '1' })).toBe('Please select a cryptocurrency');
    expect(firstMessage(ContributionStep2Schema, { currency: 'sol', amount: '' })).toBe('Amount is required');
    expect(firstMessage(ContributionStep2Schema, { currency: 'sol', amount: 'abc' })).toBe('Invalid contribution amount');
    expect(firstMessage(ContributionStep3Schema, { agreeToTerms: false })).toBe('You must agree to the terms and conditions');
    expect(firstMessage(ContributionStep3Schema, {})).toBe('You must agree to the terms and conditions');
  });
});

describe('contributionAmountIssue', () => {
  const whitelist = { solUsd: 180, phase: 'WHITELIST' } as const;

  it('accepts an amount worth at least the phase minimum and within the cap', () => {
    expect(contributionAmountIssue('0.556', whitelist)).toBeNull();
    expect(contributionAmountIssue('10', whitelist)).toBeNull();
    expect(contributionAmountIssue('0.3', { solUsd: 180, phase: 'ICO' })).toBeNull();
  });

  it('groups the SOL of its messages like every SOL figure (never "1077.778 SOL")', () => {
    expect(minimumContributionMessage(100, 1_077_777_778_000n)).toBe('Minimum contribution is $100 USD (≈1,077.778 SOL at current price)');
    expect(maximumContributionMessage(12_500_000_000_000n)).toBe('Maximum contribution is 12,500 SOL per person');
  });

  it('names the phase minimum and its SOL equivalent rounded up to 3 decimals', () => {
    expect(contributionAmountIssue('0.5', whitelist)).toBe('Minimum contribution is $100 USD (≈0.556 SOL at current price)');
    expect(contributionAmountIssue('0.2', { solUsd: 180, phase: 'ICO' })).toBe(
      'Minimum contribution is $50 USD (≈0.278 SOL at current price)',
    );
  });

  it('refuses non-numbers, zero, negatives and more than 9 decimals', () => {
    for (const amount of ['', 'abc', '0', '0.000', '-1', '1e2', '0.1234567891']) {
      expect(contributionAmountIssue(amount, whitelist)).toBe('Invalid contribution amount');
    }
  });

  it('caps a person at 10 SOL in the whitelist, counting what the wallet already gave', () => {
    expect(contributionAmountIssue('10.001', whitelist)).toBe('Maximum contribution is 10 SOL per person');
    expect(contributionAmountIssue('4', { ...whitelist, alreadyContributedLamports: 7_000_000_000n })).toBe(
      'Maximum contribution is 10 SOL per person',
    );
    expect(contributionAmountIssue('3', { ...whitelist, alreadyContributedLamports: 7_000_000_000n })).toBeNull();
    expect(contributionAmountIssue('3', { ...whitelist, maxLamportsPerPerson: 2_500_000_000n })).toBe(
      'Maximum contribution is 2.5 SOL per person',
    );
  });

  it('keeps the input maximum per contribution in the ICO without a cumulative cap', () => {
    expect(contributionAmountIssue('11', { solUsd: 180, phase: 'ICO' })).toBe('Maximum contribution is 10 SOL per person');
    expect(contributionAmountIssue('5', { solUsd: 180, phase: 'ICO', alreadyContributedLamports: 50_000_000_000n })).toBeNull();
  });

  it('cannot validate without a SOL price', () => {
    expect(contributionAmountIssue('1', { solUsd: null, phase: 'WHITELIST' })).toBe('Unable to validate contribution amount');
    expect(contributionAmountIssue('1', { solUsd: 0, phase: 'WHITELIST' })).toBe('Unable to validate contribution amount');
  });
});

describe('ContributionIntentRequestSchema', () => {
  const body = { email: 'a@b.co', walletAddress: WALLET, amount: '1.5', currency: 'sol', newsletterSubscribed: true };

  it('accepts a complete request and upper-cases the referral code', () => {
    expect(v.parse(ContributionIntentRequestSchema, { ...body, referralCode: 'ab12cd' })).toEqual({ ...body, referralCode: 'AB12CD' });
    expect(v.parse(ContributionIntentRequestSchema, body)).toEqual(body);
  });

  it('refuses a bad referral code, a missing newsletter choice and other currencies', () => {
    expect(firstMessage(ContributionIntentRequestSchema, { ...body, referralCode: 'a-b' })).toBe('Invalid referral code');
    expect(v.safeParse(ContributionIntentRequestSchema, { ...body, newsletterSubscribed: undefined }).success).toBe(false);
    expect(firstMessage(ContributionIntentRequestSchema, { ...body, currency: 'eth' })).toBe('Please select a cryptocurrency');
  });
});

describe('contributionStep2SchemaFor', () => {
  it('attaches the amount rules of the current price and phase to the amount field', () => {
    const schema = contributionStep2SchemaFor({ solUsd: 180, phase: 'WHITELIST' });
    expect(v.safeParse(schema, { currency: 'sol', amount: '1' }).success).toBe(true);
    const result = v.safeParse(schema, { currency: 'sol', amount: '0.1' });
    expect(result.issues?.[0]?.message).toBe('Minimum contribution is $100 USD (≈0.556 SOL at current price)');
    expect(v.getDotPath(result.issues![0]!)).toBe('amount');
  });
});

describe('CURRENCY_VALUES', () => {
  it('names every asset of core/payment-assets.ts, in lower case', () => {
    expect([...CURRENCY_VALUES]).toEqual(ASSET_SYMBOLS.map((symbol) => symbol.toLowerCase()));
  });
});
