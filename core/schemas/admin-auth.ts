// The admin's credential payloads (login, settings, emergency reset), shared by the admin pages and
// /api/admin, with the messages the admin pages have always shown, kept word for word.
import * as v from 'valibot';

/** Spec messages of the admin forms. */
export const ADMIN_AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 64 characters',
  currentPasswordRequired: 'Current password is required',
  newPasswordTooShort: 'New password must be at least 6 characters',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 256 characters',
  passwordsDiffer: "Passwords don't match",
  invalidCredentials: 'Invalid username or password. Please try again.',
} as const;

/** Minimum admin password and username lengths. */
export const ADMIN_PASSWORD_MIN_LENGTH = 6;
export const ADMIN_USERNAME_MIN_LENGTH = 3;
const MAX_PASSWORD = 256;

/** A missing field counts as empty, so it gets the field's own message rather than valibot's "Invalid key". */
const orEmpty = <T extends v.GenericSchema<string>>(schema: T) => v.optional(schema, '');

const Username = orEmpty(
  v.pipe(
    v.string(ADMIN_AUTH_MESSAGES.usernameTooShort),
    v.trim(),
    v.minLength(ADMIN_USERNAME_MIN_LENGTH, ADMIN_AUTH_MESSAGES.usernameTooShort),
    v.maxLength(64, ADMIN_AUTH_MESSAGES.usernameTooLong),
  ),
);

/** POST /api/admin/login: both fields required. */
export const AdminLoginSchema = v.object({
  username: orEmpty(v.pipe(v.string(ADMIN_AUTH_MESSAGES.usernameRequired), v.trim(), v.nonEmpty(ADMIN_AUTH_MESSAGES.usernameRequired), v.maxLength(254, ADMIN_AUTH_MESSAGES.invalidCredentials))),
  password: orEmpty(v.pipe(v.string(ADMIN_AUTH_MESSAGES.passwordRequired), v.nonEmpty(ADMIN_AUTH_MESSAGES.passwordRequired), v.maxLength(MAX_PASSWORD, ADMIN_AUTH_MESSAGES.invalidCredentials))),
});

/** An optional new password: absent or empty means "keep the current one". */
const OptionalNewPassword = v.optional(
  v.pipe(
    v.string(ADMIN_AUTH_MESSAGES.newPasswordTooShort),
    v.check((text) => text === '' || text.length >= ADMIN_PASSWORD_MIN_LENGTH, ADMIN_AUTH_MESSAGES.newPasswordTooShort),
    v.maxLength(MAX_PASSWORD, ADMIN_AUTH_MESSAGES.passwordTooLong),
  ),
  '',
);

/** POST /api/admin/settings: username, current password, optional new password with confirmation. */
export const AdminSettingsSchema = v.pipe(
  v.object({
    username: Username,
    currentPassword: orEmpty(v.pipe(v.string(ADMIN_AUTH_MESSAGES.currentPasswordRequired), v.nonEmpty(ADMIN_AUTH_MESSAGES.currentPasswordRequired), v.maxLength(MAX_PASSWORD, ADMIN_AUTH_MESSAGES.passwordTooLong))),
    newPassword: OptionalNewPassword,
    confirmPassword: v.optional(v.pipe(v.string(ADMIN_AUTH_MESSAGES.passwordsDiffer), v.maxLength(MAX_PASSWORD, ADMIN_AUTH_MESSAGES.passwordsDiffer)), ''),
  }),
  v.check((input) => input.newPassword === '' || input.newPassword === input.confirmPassword, ADMIN_AUTH_MESSAGES.passwordsDiffer),
);

const Password = orEmpty(
  v.pipe(
    v.string(ADMIN_AUTH_MESSAGES.passwordTooShort),
    v.minLength(ADMIN_PASSWORD_MIN_LENGTH, ADMIN_AUTH_MESSAGES.passwordTooShort),
    v.maxLength(MAX_PASSWORD, ADMIN_AUTH_MESSAGES.passwordTooLong),
  ),
);

/** POST /api/admin/emergency-reset: new username (3+), password (6+) and its confirmation. */
export const AdminEmergencyResetSchema = v.pipe(
  v.object({ username: Username, password: Password, confirmPassword: Password }),
  v.check((input) => input.password === input.confirmPassword, ADMIN_AUTH_MESSAGES.passwordsDiffer),
);

export type AdminLogin = v.InferOutput<typeof AdminLoginSchema>;
export type AdminSettings = v.InferOutput<typeof AdminSettingsSchema>;
export type AdminEmergencyReset = v.InferOutput<typeof AdminEmergencyResetSchema>;
