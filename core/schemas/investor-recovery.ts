// Payloads of the investor account links and settings: email verification, password reset (request
// and use) and choosing a username, shared by the /mrdx page and /api/investor.
import * as v from 'valibot';
import { EmailSchema } from '@core/schemas/newsletter';
import { INVESTOR_AUTH_MESSAGES, NewPasswordSchema, orEmpty, required, UsernameSchema } from '@core/schemas/investor-auth';

/** Messages of the reset form; "Passwords don't match" is the wording this form has always used. */
export const RECOVERY_MESSAGES = {
  invalidLink: 'This link is invalid or has expired. Please request a new one.',
  passwordsDiffer: "Passwords don't match",
} as const;

/** A mailed one-time token: 32 random bytes in base64url (43 characters). */
export const ONE_TIME_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const TokenSchema = orEmpty(v.pipe(v.string(RECOVERY_MESSAGES.invalidLink), v.regex(ONE_TIME_TOKEN_PATTERN, RECOVERY_MESSAGES.invalidLink)));

/** POST /api/investor/signup/verify: the token of the mailed verification link. */
export const VerifyEmailSchema = v.object({ token: TokenSchema });

/** POST /api/investor/password-reset/request: the account's email. */
export const PasswordResetRequestSchema = v.object({
  email: orEmpty(v.pipe(v.string(INVESTOR_AUTH_MESSAGES.invalidEmail), v.trim(), v.nonEmpty(INVESTOR_AUTH_MESSAGES.invalidEmail), EmailSchema)),
});

/** POST /api/investor/password-reset: the mailed token and the new password, confirmed. */
export const PasswordResetSchema = v.pipe(
  v.object({
    token: TokenSchema,
    password: NewPasswordSchema,
    confirmPassword: required(INVESTOR_AUTH_MESSAGES.missingFields),
  }),
  v.check((input) => input.password === input.confirmPassword, RECOVERY_MESSAGES.passwordsDiffer),
);

/** POST /api/investor/username: the username a contributor chooses (accounts from a credit start without one). */
export const SetUsernameSchema = v.object({ username: UsernameSchema });

export type VerifyEmail = v.InferOutput<typeof VerifyEmailSchema>;
export type PasswordResetRequest = v.InferOutput<typeof PasswordResetRequestSchema>;
export type PasswordReset = v.InferOutput<typeof PasswordResetSchema>;
export type SetUsername = v.InferOutput<typeof SetUsernameSchema>;
