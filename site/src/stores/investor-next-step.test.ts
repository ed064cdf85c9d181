import { describe, expect, it } from 'vitest';
import type { InvestorProfile } from '@core/api/investor';
import { nextStepOf } from './investor-next-step';

const WALLET = '9A4pB2thCDRy5BD4VWLeKnovio9GrPEKuovEM7r3Vama';
const PROFILE: InvestorProfile = { username: 'ada@example.com', email: 'ada@example.com', hasUsername: false, mustChangePassword: false, hasPassword: false, walletAddress: WALLET, verifiedInvestor: true };
const signedOut = { status: 'signed-out' } as const;
const noWallet = { connectedWallet: '', status: 'disconnected' as const };
const connected = { connectedWallet: WALLET, status: 'connected' as const };
const checked = (hasContributed: boolean) => ({ wallet: WALLET, hasContributed, checking: false });

describe('nextStepOf', () => {
  it('asks to connect without a wallet, and waits while one connects or the session loads', () => {
    expect(nextStepOf(signedOut, noWallet, { wallet: '', hasContributed: false, checking: false })).toBe('connect');
    expect(nextStepOf(signedOut, { connectedWallet: '', status: 'connecting' }, { wallet: '', hasContributed: false, checking: false })).toBe('checking');
    expect(nextStepOf({ status: 'unknown' }, connected, checked(true))).toBe('checking');
  });

  it('offers the wallet sign-in to a contributing wallet and the contribution to any other, never both', () => {
    expect(nextStepOf(signedOut, connected, checked(true))).toBe('sign-in');
    expect(nextStepOf(signedOut, connected, checked(false))).toBe('contribute');
  });

  it('promises nothing while the wallet check runs, or when it is about another wallet', () => {
    expect(nextStepOf(signedOut, connected, { wallet: WALLET, hasContributed: false, checking: true })).toBe('checking');
    expect(nextStepOf(signedOut, connected, { wallet: 'another', hasContributed: true, checking: false })).toBe('checking');
  });

  it('opens the page to a signed-in investor, wallet or not, unless the temporary password is still owed', () => {
    expect(nextStepOf({ status: 'signed-in', profile: PROFILE }, noWallet, { wallet: '', hasContributed: false, checking: false })).toBe('open');
    expect(nextStepOf({ status: 'signed-in', profile: { ...PROFILE, mustChangePassword: true, hasPassword: true } }, connected, checked(true))).toBe('change-password');
  });
});
