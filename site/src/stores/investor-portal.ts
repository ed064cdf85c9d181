// The /mrdx portal's state and actions: sign in, the forced first password change, sign-up. Each
// action records its outcome in $portalOutcome and the toast reacts to it.
import { atom } from 'nanostores';
import * as v from 'valibot';
import type { InvestorLogin, InvestorSignupAnswer, PasswordChanged } from '@core/api/investor';
import {
  INVESTOR_AUTH_MESSAGES,
  InvestorChangePasswordSchema,
  InvestorLoginSchema,
  InvestorSignupSchema,
} from '@core/schemas/investor-auth';
import { errorText, postJson } from '../lib/api/request';
import { toastEach, type Outcome } from './notices';

/** Where the portal is: the Login/Sign Up tabs, or the new-password form after a temporary-password login. */
export const $portalStage = atom<'auth' | 'change-password'>('auth');
/** True while a request of the portal is in flight. */
export const $portalBusy = atom(false);
/** The last action's outcome, shown as a toast. */
export const $portalOutcome = atom<Outcome | null>(null);

toastEach($portalOutcome);

/** Where a signed-in investor continues. */
export const DASHBOARD_PATH = '/dashboard';

const firstIssue = (issues: v.BaseIssue<unknown>[]) => issues[0]?.message ?? INVESTOR_AUTH_MESSAGES.missingFields;
const failure = (title: string, description: string): Outcome => ({ title, description, variant: 'destructive' });

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
  if (!parsed.success) return $portalOutcome.set(failure(INVESTOR_AUTH_MESSAGES.missingTitle, INVESTOR_AUTH_MESSAGES.missingCredentials));
  let login: InvestorLogin;
  try {
    login = await busy(() => postJson<InvestorLogin>('/api/investor/login', parsed.output));
  } catch (error) {
    return $portalOutcome.set(failure('Login failed', errorText(error, 'Login failed')));
  }
  $portalOutcome.set({ title: 'Login successful', description: `Welcome, ${login.username}!` });
  if (login.mustChangePassword) $portalStage.set('change-password');
  else window.location.assign(DASHBOARD_PATH);
}

/** Replaces the temporary password, then continues to the dashboard. */
export async function changeInvestorPassword(input: { currentPassword: string; newPassword: string; confirmPassword: string }): Promise<void> {
  const parsed = v.safeParse(InvestorChangePasswordSchema, input);
  if (!parsed.success) return $portalOutcome.set(failure('Password not changed', firstIssue(parsed.issues)));
  try {
    await busy(() => postJson<PasswordChanged>('/api/investor/change-password', parsed.output));
  } catch (error) {
    return $portalOutcome.set(failure('Password not changed', errorText(error, 'Failed to change the password.')));
  }
  $portalOutcome.set({ title: 'Password changed', description: 'Taking you to your dashboard...' });
  window.location.assign(DASHBOARD_PATH);
}

/**
 * Sign-up: the server validates and stores nothing (access comes with a contribution, whose
 * confirmation mails the login). Resolves true when the server accepted the details.
 */
export async function signupInvestor(input: { email: string; username: string; password: string; confirmPassword: string }): Promise<boolean> {
  const parsed = v.safeParse(InvestorSignupSchema, input);
  if (!parsed.success) {
    $portalOutcome.set(failure('Sign up failed', firstIssue(parsed.issues)));
    return false;
  }
  try {
    const answer = await busy(() => postJson<InvestorSignupAnswer>('/api/investor/signup', parsed.output));
    $portalOutcome.set({ title: 'Account created', description: answer.message });
    return true;
  } catch (error) {
    $portalOutcome.set(failure('Sign up failed', errorText(error, 'Sign up failed')));
    return false;
  }
}
