// The mails of investor accounts: the sign-up's verification link, the notice sent instead when the
// email already has an account, and the password reset link. Links point at /mrdx with the token in
// the fragment, which browsers never send to a server or in a Referer; the page POSTs it.
import { TOKEN } from '@core/sale-config';
import { ONE_TIME_LINK_LINE, type OutgoingMail } from './mail';

/** How long the links live, in words for the mails (the numbers are in the services). */
const LIFETIME = { verification: '24 hours', reset: '1 hour' } as const;

const link = (origin: string, param: 'verify' | 'reset', token: string) => `${new URL('/mrdx', origin).toString()}#${param}=${token}`;

/** Sign-up: the single-use link that creates the account. */
export function verificationMail(email: string, username: string, token: string, origin: string): OutgoingMail {
  return {
    to: email,
    kind: 'account-verification',
    subject: `Confirm your ${TOKEN.symbol} investor account`,
    bodyText: [
      `Someone (hopefully you) signed up for an ${TOKEN.symbol} investor account with this email and the username "${username}".`,
      'Open this link to confirm your email and create the account:',
      `${ONE_TIME_LINK_LINE}${link(origin, 'verify', token)}`,
      `The link works once and expires in ${LIFETIME.verification}. If you did not sign up, ignore this mail: no account is created.`,
    ].join('\n'),
  };
}

/** Sign-up with an email that already has an account: a notice, and nothing changes. */
export function accountExistsMail(email: string, origin: string): OutgoingMail {
  return {
    to: email,
    kind: 'account-exists',
    subject: `You already have an ${TOKEN.symbol} investor account`,
    bodyText: [
      `Someone tried to sign up for an ${TOKEN.symbol} investor account with this email, which already has one. Nothing was changed.`,
      `Sign in at ${new URL('/mrdx', origin).toString()} with your email or username.`,
      'Forgot your password? Use "Forgot password?" on that page. If this was not you, you can ignore this mail.',
    ].join('\n'),
  };
}

/** Forgot password: the single-use reset link. */
export function passwordResetMail(email: string, token: string, origin: string): OutgoingMail {
  return {
    to: email,
    kind: 'password-reset',
    subject: `Reset your ${TOKEN.symbol} investor password`,
    bodyText: [
      'Open this link to choose a new password for your investor account:',
      `${ONE_TIME_LINK_LINE}${link(origin, 'reset', token)}`,
      `The link works once and expires in ${LIFETIME.reset}. Choosing a new password signs you out everywhere else.`,
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
