// Mails the admin console queues: login details (with a fresh temporary password after Regenerate,
// without one after Resend) and the test mail that checks the configured sender.
import { TOKEN } from '@core/sale-config';
import { TEMP_PASSWORD_LINE, type OutgoingMail } from './mail';

/** Dashboard login details; `temporaryPassword` only when one was just issued (it is never recoverable). */
export function loginDetailsMail(email: string, temporaryPassword: string | null, origin: string): OutgoingMail {
  const signIn = new URL('/mrdx', origin).toString();
  return {
    to: email,
    kind: 'login-details',
    subject: `Your ${TOKEN.symbol} investor dashboard login details`,
    bodyText: [
      `Here are your ${TOKEN.symbol} investor dashboard login details.`,
      '',
      `Sign in at ${signIn}`,
      `Username: ${email}`,
      ...(temporaryPassword
        ? [`${TEMP_PASSWORD_LINE}${temporaryPassword}`, 'You will be asked to choose a new password when you first sign in.']
        : ['Use the password you chose, or the temporary password from your welcome mail if you have not signed in yet.',
           'If you no longer have it, reply to this mail and we will issue a new temporary password.']),
    ].join('\n'),
  };
}

/** The admin's "Send Test Email". */
export function testMail(to: string, adminUsername: string, now: Date): OutgoingMail {
  return {
    to,
    kind: 'test',
    subject: `${TOKEN.symbol} test email`,
    bodyText: [`This is a test email from the ${TOKEN.symbol} admin console, sent by ${adminUsername} at ${now.toISOString()}.`, 'If you can read it, mail delivery works.'].join('\n'),
  };
}
