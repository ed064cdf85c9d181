// The /mrdx investor portal's payloads (login, sign-up, password change), shared by the page and
// /api/investor, with the messages the investor pages have always shown, kept word for word.
import * as v from 'valibot';
import { EmailSchema, INVALID_EMAIL_MESSAGE } from '@core/schemas/newsletter';

/** Spec messages of the investor portal forms. */
export const INVESTOR_AUTH_MESSAGES = {
  missingTitle: 'Missing information',
  missingCredentials: 'Please enter both username and password.',
  missingFields: 'Please fill in all fields.',
  passwordsDiffer: 'Passwords do not match',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  invalidCredentials: 'Invalid username or password',
  emailNotVerified: 'Please confirm your email first: open the link we sent you when you signed up.',
  /** The earlier floor was 6; we keep 8 (docs/decisions.md, "Sessions") and say so. */
  passwordTooShort: 'Password must be at least 8 characters',
  usernameInvalid: 'Username must be 3 to 32 letters, digits, dots, dashes or underscores',
} as const;

/** Investor passwords chosen by the investor are at least this long (temporary ones are longer). */
export const INVESTOR_PASSWORD_MIN_LENGTH = 8;
/** Upper bound so that hashing cost stays bounded. */
export const PASSWORD_MAX_LENGTH = 256;

/** A required string field with one message for missing and too long. */
export const required = (message: string) =>
  v.optional(v.pipe(v.string(message), v.nonEmpty(message), v.maxLength(PASSWORD_MAX_LENGTH, message)), '');

/** A missing field counts as empty, so it gets the field's own message rather than valibot's "Invalid key". */
export const orEmpty = <T extends v.GenericSchema<string>>(schema: T) => v.optional(schema, '');

/** POST /api/investor/login: the username is the email (or a chosen username); both required. */
export const InvestorLoginSchema = v.object({
  username: orEmpty(v.pipe(v.string(INVESTOR_AUTH_MESSAGES.missingCredentials), v.trim(), v.nonEmpty(INVESTOR_AUTH_MESSAGES.missingCredentials), v.maxLength(254, INVESTOR_AUTH_MESSAGES.invalidCredentials))),
  password: required(INVESTOR_AUTH_MESSAGES.missingCredentials),
});

/** A password the investor chooses: required, 8 to 256 characters. */
export const NewPasswordSchema = orEmpty(
  v.pipe(
    v.string(INVESTOR_AUTH_MESSAGES.missingFields),
    v.nonEmpty(INVESTOR_AUTH_MESSAGES.missingFields),
    v.minLength(INVESTOR_PASSWORD_MIN_LENGTH, INVESTOR_AUTH_MESSAGES.passwordTooShort),
    v.maxLength(PASSWORD_MAX_LENGTH, INVESTOR_AUTH_MESSAGES.missingFields),
  ),
);

/** POST /api/investor/change-password: all fields required, new password 8+ and confirmed. */
export const InvestorChangePasswordSchema = v.pipe(
  v.object({
    currentPassword: required(INVESTOR_AUTH_MESSAGES.missingFields),
    newPassword: NewPasswordSchema,
    confirmPassword: required(INVESTOR_AUTH_MESSAGES.missingFields),
  }),
  v.check((input) => input.newPassword === input.confirmPassword, INVESTOR_AUTH_MESSAGES.passwordsDiffer),
);

/**
 * POST /api/investor/password: a first password for an account that has none (a wallet sign-in revoked
 * the mailed one), so there is no current password to give; new password 8+ and confirmed.
 */
export const InvestorSetPasswordSchema = v.pipe(
  v.object({
    newPassword: NewPasswordSchema,
    confirmPassword: required(INVESTOR_AUTH_MESSAGES.missingFields),
  }),
  v.check((input) => input.newPassword === input.confirmPassword, INVESTOR_AUTH_MESSAGES.passwordsDiffer),
);

/** Usernames: 3 to 32 letters, digits, `.`, `_`, `-`. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;

/**
 * A chosen username, lower-cased so that uniqueness (a plain UNIQUE in D1) and sign-in ignore case.
 * It cannot contain `@`, so it never collides with an email in the login field.
 */
export const UsernameSchema = orEmpty(
  v.pipe(
    v.string(INVESTOR_AUTH_MESSAGES.missingFields),
    v.trim(),
    v.nonEmpty(INVESTOR_AUTH_MESSAGES.missingFields),
    v.regex(USERNAME_PATTERN, INVESTOR_AUTH_MESSAGES.usernameInvalid),
    v.toLowerCase(),
  ),
);

/** POST /api/investor/signup: all four fields required, a valid email, matching passwords. */
export const InvestorSignupSchema = v.pipe(
  v.object({
    email: orEmpty(v.pipe(v.string(INVESTOR_AUTH_MESSAGES.missingFields), v.trim(), v.nonEmpty(INVESTOR_AUTH_MESSAGES.missingFields), EmailSchema)),
    username: UsernameSchema,
    password: NewPasswordSchema,
    confirmPassword: required(INVESTOR_AUTH_MESSAGES.missingFields),
  }),
  v.check((input) => input.password === input.confirmPassword, INVESTOR_AUTH_MESSAGES.passwordsDiffer),
);

export type InvestorLogin = v.InferOutput<typeof InvestorLoginSchema>;
export type InvestorChangePassword = v.InferOutput<typeof InvestorChangePasswordSchema>;
export type InvestorSetPassword = v.InferOutput<typeof InvestorSetPasswordSchema>;
export type InvestorSignup = v.InferOutput<typeof InvestorSignupSchema>;
