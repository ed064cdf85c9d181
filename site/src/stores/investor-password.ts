// The dashboard's password card: "Set a password" for an account without one (a wallet sign-in revoked
// the mailed temporary password, so there is no current password to give) and "Change password" for one
// that has a password. Both stay on the dashboard; $session then says whether password sign-in is open.
import { atom } from 'nanostores';
import * as v from 'valibot';
import { InvestorChangePasswordSchema, InvestorSetPasswordSchema, INVESTOR_AUTH_MESSAGES } from '@core/schemas/investor-auth';
import { investorApi } from '../lib/api/clients';
import { errorText } from '../lib/api/request';
import { toastEach, type Outcome } from './notices';
import { loadSession } from './session';

/** True while the card's request runs. */
export const $passwordBusy = atom(false);
/** The card's last outcome, shown as a toast. */
export const $passwordOutcome = atom<Outcome | null>(null);

toastEach($passwordOutcome);

const failure = (title: string, issues: v.BaseIssue<unknown>[] | string): Outcome => ({
  title,
  description: typeof issues === 'string' ? issues : (issues[0]?.message ?? INVESTOR_AUTH_MESSAGES.missingFields),
  variant: 'destructive',
});

async function send(title: string, request: () => Promise<unknown>, done: Outcome): Promise<boolean> {
  $passwordBusy.set(true);
  try {
    await request();
  } catch (error) {
    $passwordOutcome.set(failure(title, errorText(error, 'Please try again.')));
    return false;
  } finally {
    $passwordBusy.set(false);
  }
  $passwordOutcome.set(done);
  await loadSession({ fresh: true });
  return true;
}

/** Sets the first password (no current one exists); true when saved. */
export async function setFirstPassword(input: { newPassword: string; confirmPassword: string }): Promise<boolean> {
  const parsed = v.safeParse(InvestorSetPasswordSchema, input);
  if (!parsed.success) {
    $passwordOutcome.set(failure('Password not set', parsed.issues));
    return false;
  }
  return send('Password not set', () => investorApi.password.$post({ json: parsed.output }), {
    title: 'Password set',
    description: 'You can now also sign in with your email and this password.',
  });
}

/** Changes the password with the current one; true when saved (other sessions end, this one is renewed). */
export async function changePassword(input: { currentPassword: string; newPassword: string; confirmPassword: string }): Promise<boolean> {
  const parsed = v.safeParse(InvestorChangePasswordSchema, input);
  if (!parsed.success) {
    $passwordOutcome.set(failure('Password not changed', parsed.issues));
    return false;
  }
  return send('Password not changed', () => investorApi['change-password'].$post({ json: parsed.output }), {
    title: 'Password changed',
    description: 'Your other sessions were signed out.',
  });
}
