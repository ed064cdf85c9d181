// The /mrdx portal's state and actions: sign in, the forced first password change, sign-up, the mailed
// verification and reset links, and forgotten passwords. Each action records its outcome in
// $portalOutcome and the toast reacts to it.
import { atom } from 'nanostores';
import * as v from 'valibot';
import type { InvestorLogin, InvestorSession } from '@core/api/investor';
import {
  INVESTOR_AUTH_MESSAGES,
  InvestorChangePasswordSchema,
  InvestorLoginSchema,
  InvestorSignupSchema,
} from '@core/schemas/investor-auth';
import { PasswordResetRequestSchema, PasswordResetSchema, RECOVERY_MESSAGES, VerifyEmailSchema } from '@core/schemas/investor-recovery';
import { investorApi } from '../lib/api/clients';
import { call, errorText } from '../lib/api/request';
import { toastEach, type Outcome } from './notices';
import { loadSession } from './session';

/** Which form /mrdx shows: the Login/Sign Up tabs, the forced new password, forgot-password, or the mailed reset link's form. */
export type PortalStage = 'auth' | 'change-password' | 'forgot' | 'reset';

export const $portalStage = atom<PortalStage>('auth');
/** The selected tab while the stage is 'auth'. */
export const $portalTab = atom<'login' | 'signup'>('login');
/** True while a request of the portal is in flight. */
export const $portalBusy = atom(false);
/** The last action's outcome, shown as a toast. */
export const $portalOutcome = atom<Outcome | null>(null);
/** The token of a `#reset=` link, kept out of the URL once read. */
export const $resetToken = atom('');
/** The sign-up was accepted: the form gives way to the next step. */
export const $signupAccepted = atom(false);
/** The forgot-password request was sent (the same answer for every email). */
export const $resetRequested = atom(false);

toastEach($portalOutcome);

/** Where a signed-in investor continues. */
export const DASHBOARD_PATH = '/dashboard';
/** Where a sign-up continues (success goes to /#contribute). */
export const CONTRIBUTE_PATH = '/#contribute';
/** Shown once a sign-up is accepted: the portal's text and what the server mailed. */
export const SIGNUP_DONE = 'Please complete your contribution to access mrdx.io';
/** The accepted sign-up's notice: nothing exists until the mailed link is opened, as the mail says. */
export const SIGNUP_CONFIRM_TITLE = 'Confirm your email';
export const SIGNUP_CONFIRM_TEXT = 'We sent you a link: your account is created when you open it.';
/** How long the accepted sign-up stays on screen before the contribution form. */
export const SIGNUP_REDIRECT_MS = 4_000;

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

/** A signed-in answer: the temporary password must go first, else on to the dashboard. */
export function continueSignedIn(session: InvestorSession, title = 'Login successful'): void {
  $portalOutcome.set({ title, description: `Welcome, ${session.username}!` });
  if (session.mustChangePassword) $portalStage.set('change-password');
  else window.location.assign(DASHBOARD_PATH);
}

/** Signs in; a temporary password leads to the new-password form, else to the dashboard. */
export async function loginInvestor(input: { username: string; password: string }): Promise<void> {
  const parsed = v.safeParse(InvestorLoginSchema, input);
  if (!parsed.success) return $portalOutcome.set(failure(INVESTOR_AUTH_MESSAGES.missingTitle, INVESTOR_AUTH_MESSAGES.missingCredentials));
  let login: InvestorLogin;
  try {
    login = await busy(() => call(investorApi.login.$post({ json: parsed.output })));
  } catch (error) {
    return $portalOutcome.set(failure('Login failed', errorText(error, 'Login failed')));
  }
  continueSignedIn(login);
}

/**
 * Replaces the temporary password, then continues to the dashboard; on a gated page (`stay`) the page
 * opens in place once $session knows.
 */
export async function changeInvestorPassword(
  input: { currentPassword: string; newPassword: string; confirmPassword: string },
  { stay = false }: { stay?: boolean } = {},
): Promise<void> {
  const parsed = v.safeParse(InvestorChangePasswordSchema, input);
  if (!parsed.success) return $portalOutcome.set(failure('Password not changed', firstIssue(parsed.issues)));
  try {
    await busy(() => call(investorApi['change-password'].$post({ json: parsed.output })));
  } catch (error) {
    return $portalOutcome.set(failure('Password not changed', errorText(error, 'Failed to change the password.')));
  }
  if (stay) {
    $portalOutcome.set({ title: 'Password changed', description: 'Your new password is saved.' });
    return loadSession({ fresh: true });
  }
  $portalOutcome.set({ title: 'Password changed', description: 'Taking you to your dashboard...' });
  window.location.assign(DASHBOARD_PATH);
}

/**
 * Sign-up: the server mails a verification link (or, for a known email, a notice; the answer is the
 * same). On success the visitor is sent to the contribution form.
 */
export async function signupInvestor(input: { email: string; username: string; password: string; confirmPassword: string }): Promise<boolean> {
  const parsed = v.safeParse(InvestorSignupSchema, input);
  if (!parsed.success) {
    $portalOutcome.set(failure('Sign up failed', firstIssue(parsed.issues)));
    return false;
  }
  try {
    const answer = await busy(() => call(investorApi.signup.$post({ json: parsed.output })));
    // The account exists once the mailed link is opened (verifyEmail says "Account created" then), not yet.
    $portalOutcome.set({ title: SIGNUP_CONFIRM_TITLE, description: `${SIGNUP_CONFIRM_TEXT} ${SIGNUP_DONE}.` });
    $signupAccepted.set(true);
    // Long enough to read the answer; the page also links to the next step at once.
    setTimeout(() => window.location.assign(answer.next), SIGNUP_REDIRECT_MS);
    return true;
  } catch (error) {
    $portalOutcome.set(failure('Sign up failed', errorText(error, 'Sign up failed')));
    return false;
  }
}

/** Confirms the email of a sign-up from its mailed link; then the Login tab is shown. */
export async function verifyEmail(token: string): Promise<void> {
  const parsed = v.safeParse(VerifyEmailSchema, { token });
  if (!parsed.success) return $portalOutcome.set(failure('Email not confirmed', RECOVERY_MESSAGES.invalidLink));
  $portalStage.set('auth');
  $portalTab.set('login');
  try {
    const answer = await busy(() => call(investorApi.signup.verify.$post({ json: parsed.output })));
    $portalOutcome.set({ title: 'Account created', description: answer.message });
  } catch (error) {
    $portalOutcome.set(failure('Email not confirmed', errorText(error, RECOVERY_MESSAGES.invalidLink)));
  }
}

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  const parsed = v.safeParse(PasswordResetRequestSchema, { email });
  if (!parsed.success) return $portalOutcome.set(failure('Reset not sent', firstIssue(parsed.issues)));
  try {
    const answer = await busy(() => call(investorApi['password-reset'].request.$post({ json: parsed.output })));
    $resetRequested.set(true);
    $portalOutcome.set({ title: 'Check your email', description: answer.message });
  } catch (error) {
    $portalOutcome.set(failure('Reset not sent', errorText(error, 'Please try again.')));
  }
}

/** Sets the new password of a mailed reset link; the server signs this browser in. */
export async function resetPassword(input: { password: string; confirmPassword: string }): Promise<void> {
  const parsed = v.safeParse(PasswordResetSchema, { token: $resetToken.get(), ...input });
  if (!parsed.success) return $portalOutcome.set(failure('Password not reset', firstIssue(parsed.issues)));
  let session: InvestorSession;
  try {
    session = await busy(() => call(investorApi['password-reset'].$post({ json: parsed.output })));
  } catch (error) {
    return $portalOutcome.set(failure('Password not reset', errorText(error, RECOVERY_MESSAGES.invalidLink)));
  }
  $resetToken.set('');
  continueSignedIn(session, 'Password reset');
}

/** Shows a portal form; 'auth' also picks the tab. */
export function showPortal(stage: PortalStage, tab?: 'login' | 'signup'): void {
  $portalStage.set(stage);
  if (tab) $portalTab.set(tab);
  if (stage === 'forgot') $resetRequested.set(false);
}

/**
 * Reads a mailed link's fragment (`#verify=<token>` or `#reset=<token>`), removes it from the address
 * bar (so it is not bookmarked or shared) and acts on it.
 */
export function openMailedLink(hash: string): void {
  const match = /^#(verify|reset)=([^&]*)$/.exec(hash);
  if (!match) return;
  history.replaceState(null, '', window.location.pathname + window.location.search);
  const token = decodeURIComponent(match[2] ?? '');
  if (match[1] === 'verify') return void verifyEmail(token);
  $resetToken.set(token);
  $portalStage.set('reset');
}
