import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './is-unique-violation';

describe('isUniqueViolation', () => {
  it('recognises the error D1 throws when a UNIQUE index refuses a row', async () => {
    const email = `unique-${crypto.randomUUID()}@example.com`;
    const insert = () =>
      env.DB.prepare('INSERT INTO whitelist_registrations (wallet_address, email, terms_accepted_at, created_at) VALUES (?, ?, 1, 1)')
        .bind(crypto.randomUUID(), email)
        .run();
    await insert();
    const error = await insert().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('finds the constraint in the cause when the message is generic', () => {
    expect(isUniqueViolation(new Error('D1_ERROR', { cause: new Error('UNIQUE constraint failed: investors.username') }))).toBe(true);
  });

  it('refuses other errors and non-errors', () => {
    expect(isUniqueViolation(new Error('NOT NULL constraint failed: investors.email'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation('no such table: unique_things')).toBe(false);
  });
});
