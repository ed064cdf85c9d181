import { describe, expect, it } from 'vitest';
import { INITIAL_VALUES, firstInvalidStep, validateStep, type WizardValues } from './wizard-form';

const WALLET = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';
const ctx = { solUsd: 150, phase: 'WHITELIST' as const };
const valid: WizardValues = { ...INITIAL_VALUES, email: 'ann@example.com', walletAddress: WALLET, amount: '1', agreeToTerms: true };

describe('validateStep', () => {
  it('passes every step of a complete form', () => {
    expect(validateStep(1, valid, ctx)).toEqual({});
    expect(validateStep(2, valid, ctx)).toEqual({});
    expect(validateStep(3, valid, ctx)).toEqual({});
    expect(firstInvalidStep(valid, ctx)).toBeNull();
  });

  it('gives the spec messages of step 1', () => {
    expect(validateStep(1, INITIAL_VALUES, ctx)).toEqual({ email: 'Please enter a valid email address', walletAddress: 'Wallet address is required' });
    expect(validateStep(1, { ...valid, email: 'nope', walletAddress: 'short' }, ctx)).toEqual({
      email: 'Please enter a valid email address',
      walletAddress: 'Please enter a valid Solana wallet address',
    });
  });

  it('gives the spec messages of step 2 for each amount rule', () => {
    expect(validateStep(2, { ...valid, currency: '', amount: '' }, ctx)).toEqual({ currency: 'Please select a cryptocurrency', amount: 'Amount is required' });
    expect(validateStep(2, { ...valid, amount: '-1' }, ctx).amount).toBe('Invalid contribution amount');
    expect(validateStep(2, { ...valid, amount: '10.001' }, ctx).amount).toBe('Maximum contribution is 10 SOL per person');
    expect(validateStep(2, { ...valid, amount: '0.5' }, ctx).amount).toBe('Minimum contribution is $100 USD (≈0.667 SOL at current price)');
    expect(validateStep(2, valid, { ...ctx, solUsd: null }).amount).toBe('Unable to validate contribution amount');
  });

  it('applies the whitelist cap the admin saved', () => {
    expect(validateStep(2, { ...valid, amount: '6' }, { ...ctx, maxLamportsPerPerson: 5_000_000_000n }).amount).toBe('Maximum contribution is 5 SOL per person');
  });

  it('uses the current phase minimum ($50 in the ICO)', () => {
    expect(validateStep(2, { ...valid, amount: '0.5' }, { ...ctx, phase: 'ICO' })).toEqual({});
  });

  it('requires the terms on step 3 and points Confirm back to the first broken step', () => {
    expect(validateStep(3, { ...valid, agreeToTerms: false }, ctx)).toEqual({ agreeToTerms: 'You must agree to the terms and conditions' });
    expect(firstInvalidStep({ ...valid, amount: '' }, ctx)?.step).toBe(2);
  });
});
