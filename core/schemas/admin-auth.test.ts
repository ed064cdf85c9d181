import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AdminEmergencyResetSchema, AdminLoginSchema, AdminSettingsSchema } from '@core/schemas/admin-auth';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('admin auth schemas', () => {
  it('requires username and password at login with the spec messages', () => {
    expect(firstMessage(AdminLoginSchema, { username: '', password: 'x' })).toBe('Username is required');
    expect(firstMessage(AdminLoginSchema, { username: 'admin', password: '' })).toBe('Password is required');
  });

  it('treats an empty new password in settings as "keep the current one"', () => {
    expect(v.parse(AdminSettingsSchema, { username: 'admin', currentPassword: 'x' })).toEqual({ username: 'admin', currentPassword: 'x', newPassword: '', confirmPassword: '' });
    expect(firstMessage(AdminSettingsSchema, { username: 'ad', currentPassword: 'x' })).toBe('Username must be at least 3 characters');
    expect(firstMessage(AdminSettingsSchema, { username: 'admin', currentPassword: '' })).toBe('Current password is required');
    expect(firstMessage(AdminSettingsSchema, { username: 'admin', currentPassword: 'x', newPassword: '12345' })).toBe('New password must be at least 6 characters');
    expect(firstMessage(AdminSettingsSchema, { username: 'admin', currentPassword: 'x', newPassword: '123456', confirmPassword: '123457' })).toBe("Passwords don't match");
  });

  it('checks the emergency reset fields', () => {
    const ok = { username: 'admin', password: '123456', confirmPassword: '123456' };
    expect(v.safeParse(AdminEmergencyResetSchema, ok).success).toBe(true);
    expect(firstMessage(AdminEmergencyResetSchema, { ...ok, password: '12345', confirmPassword: '12345' })).toBe('Password must be at least 6 characters');
    expect(firstMessage(AdminEmergencyResetSchema, { ...ok, confirmPassword: '654321' })).toBe("Passwords don't match");
  });
});

describe('admin auth schemas with missing keys', () => {
  it('reports the field message, not a generic key error', () => {
    expect(firstMessage(AdminLoginSchema, {})).toBe('Username is required');
    expect(firstMessage(AdminLoginSchema, { username: 'admin' })).toBe('Password is required');
    expect(firstMessage(AdminEmergencyResetSchema, { username: 'admin' })).toBe('Password must be at least 6 characters');
  });
});
