import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PasswordResetRequestSchema, PasswordResetSchema, VerifyEmailSchema } from '@core/schemas/investor-recovery';
import { SiwsVerifySchema } from '@core/schemas/siws';

const TOKEN = 'A'.repeat(43);
const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('investor recovery schemas', () => {
  it('accepts a 43-character base64url token and refuses anything else with the link message', () => {
    expect(v.parse(VerifyEmailSchema, { token: TOKEN })).toEqual({ token: TOKEN });
    for (const token of ['', 'short', `${TOKEN}A`, 'A'.repeat(42) + '=', 7]) {
      expect(firstMessage(VerifyEmailSchema, { token })).toBe('This link is invalid or has expired. Please request a new one.');
    }
  });

  it('checks the reset form: 8+ characters and "Passwords don\'t match"', () => {
    const ok = { token: TOKEN, password: 'abcdefgh', confirmPassword: 'abcdefgh' };
    expect(v.parse(PasswordResetSchema, ok)).toEqual(ok);
    expect(firstMessage(PasswordResetSchema, { ...ok, password: 'short', confirmPassword: 'short' })).toBe('Password must be at least 8 characters');
    expect(firstMessage(PasswordResetSchema, { ...ok, confirmPassword: 'abcdefgX' })).toBe("Passwords don't match");
  });

  it('lower-cases the reset email', () => {
    expect(v.parse(PasswordResetRequestSchema, { email: ' A@B.co ' })).toEqual({ email: 'a@b.co' });
    expect(firstMessage(PasswordResetRequestSchema, { email: 'nope' })).toBe('Please enter a valid email address');
  });
});

describe('SIWS verify schema', () => {
  const ok = { address: '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5', signedMessage: btoa('hello'), signature: btoa('x'.repeat(64)) };

  it('accepts an address, base64 message and 64-byte base64 signature', () => {
    expect(v.parse(SiwsVerifySchema, ok)).toEqual(ok);
  });

  it('refuses a bad address, non-base64 or a signature of the wrong length', () => {
    for (const body of [{ ...ok, address: 'nope' }, { ...ok, signedMessage: 'not base64!' }, { ...ok, signature: btoa('x'.repeat(63)) }, { ...ok, signedMessage: '' }]) {
      expect(firstMessage(SiwsVerifySchema, body)).toBe('Invalid sign-in request');
    }
  });
});
