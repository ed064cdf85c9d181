// The /mrdx portal's state and actions: sign in, the forced first password change, sign-up.
import { atom } from 'nanostores';
import * as v from 'valibot';
import {
  INVESTOR_AUTH_MESSAGES,
  InvestorChangePasswordSchema,
  InvestorLoginSchema,
  InvestorSignupSchema,
} from '@core/schemas/investor-auth';
import { postApi } from '../lib/api/portal-api';
import { showToast } from './portal-toasts';

/** Where the portal is: the Login/Sign Up tabs, or the new-password form after a temporary-password login. */
export const $portalStage = atom<'auth' | 'change-password'>('auth');
/** True while a request of the portal is in flight. */
export const $portalBusy = atom(false);

/** Where a signed-in investor continues. */
export const DASHBOARD_PATH = '/dashboard';

function firstIssue(issues: v.BaseIssue<unknown>[]): string {
  return issues[0]?.message ?? INVESTOR_AUTH_MESSAGES.missingFields;
}

async function busy<T>(work: () => Promise<T>): Promise<T> {
  $portalBusy.set(true);
  try {
    return await work();
  } finally {
    $portalBusy.set(false);
  }
}

/** Signs in; a temporary password leads to the new-password form, else to the dashboard. */
export async function loginInvestor(input: { username: string; password: string }): Promise<void> {
  const parsed = v.safeParse(InvestorLoginSchema, input);
  if (!parsed.success) {
    showToast(INVESTOR_AUTH_MESSAGES.missingTitle, INVESTOR_AUTH_MESSAGES.missingCredentials, 'destructive');
    return;
  }
  const result = await busy(() => postApi<{ username: string; mustChangePassword: boolean }>('/api/investor/login', parsed.output));
  if (!result.ok) {
    showToast('Login failed', result.error || 'Login failed', 'destructive');
    return;
  }
  showToast('Login successful', `Welcome, ${result.data.username}!`);
  if (result.data.mustChangePassword) $portalStage.set('change-password');
  else window.location.assign(DASHBOARD_PATH);
}

/** Replaces the temporary password, then continues to the dashboard. */
export async function changeInvestorPassword(input: { currentPassword: string; newPassword: string; confirmPassword: string }): Promise<void> {
  const parsed = v.safeParse(InvestorChangePasswordSchema, input);
  if (!parsed.success) {
    showToast('Password not changed', firstIssue(parsed.issues), 'destructive');
    return;
  }
  const result = await busy(() => postApi('/api/investor/change-password', parsed.output));
  if (!result.ok) {
    showToast('Password not changed', result.error || 'Failed to change the password.', 'destructive');
    return;
  }
  showToast('Password changed', 'Taking you to your dashboard...');
  window.location.assign(DASHBOARD_PATH);
}

/**
 * Sign-up: the server validates and stores nothing (access comes with a contribution, whose
 * confirmation mails the login). Resolves true when the server accepted the details.
 */
export async function signupInvestor(input: { email: string; username: string; password: string; confirmPassword: string }): Promise<boolean> {
  const parsed = v.safeParse(InvestorSignupSchema, input);
  if (!parsed.success) {
    showToast('Sign up failed', firstIssue(parsed.issues), 'destructive');
    return false;
  }
  const result = await busy(() => postApi<{ message: string }>('/api/investor/signup', parsed.output));
  if (!result.ok) {
    showToast('Sign up failed', result.error || 'Sign up failed', 'destructive');
    return false;
  }
  showToast('Contribution required', result.data.message);
  return true;
}
