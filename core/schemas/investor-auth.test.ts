import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { InvestorChangePasswordSchema, InvestorLoginSchema, InvestorSignupSchema } from '@core/schemas/investor-auth';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('investor auth schemas', () => {
  it('accepts a login and trims the username', () => {
    expect(v.parse(InvestorLoginSchema, { username: ' a@b.co ', password: 'x' })).toEqual({ username: 'a@b.co', password: 'x' });
  });

  it('asks for both login fields with the spec message', () => {
    expect(firstMessage(InvestorLoginSchema, { username: '', password: 'x' })).toBe('Please enter both username and password.');
    expect(firstMessage(InvestorLoginSchema, { username: 'a', password: '' })).toBe('Please enter both username and password.');
    expect(firstMessage(InvestorLoginSchema, {})).toBe('Please enter both username and password.');
  });

  it('checks sign-up fields, email and matching passwords', () => {
    const ok = { email: 'New@Example.com', username: 'newbie', password: 'abcdefgh', confirmPassword: 'abcdefgh' };
    expect(v.parse(InvestorSignupSchema, ok).email).toBe('new@example.com');
    expect(firstMessage(InvestorSignupSchema, { ...ok, username: '' })).toBe('Please fill in all fields.');
    expect(firstMessage(InvestorSignupSchema, { ...ok, email: 'nope' })).toBe('Please enter a valid email address');
    expect(firstMessage(InvestorSignupSchema, { ...ok, confirmPassword: 'abcdefgX' })).toBe('Passwords do not match');
  });

  it('requires a new password of 8 or more characters, confirmed', () => {
    const ok = { currentPassword: 'temp', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' };
    expect(v.safeParse(InvestorChangePasswordSchema, ok).success).toBe(true);
    expect(firstMessage(InvestorChangePasswordSchema, { ...ok, newPassword: 'short', confirmPassword: 'short' })).toBe('Password must be at least 8 characters');
    expect(firstMessage(InvestorChangePasswordSchema, { ...ok, confirmPassword: 'different' })).toBe('Passwords do not match');
  });
});

describe('username schema', () => {
  it('lower-cases usernames and refuses characters outside letters, digits, dot, dash, underscore', async () => {
    const { UsernameSchema } = await import('@core/schemas/investor-auth');
    expect(v.parse(UsernameSchema, ' Moon.Runner_1 ')).toBe('moon.runner_1');
    for (const bad of ['ab', 'a'.repeat(33), 'has space', 'at@sign', 'émile']) {
      expect(firstMessage(UsernameSchema, bad)).toBe('Username must be 3 to 32 letters, digits, dots, dashes or underscores');
    }
  });
});
