import { describe, expect, it } from 'vitest';
import {
  generateTemporaryPassword,
  hashPassword,
  hashTemporaryPassword,
  isSlowHash,
  TEMP_PASSWORD_ALPHABET,
  TEMP_PASSWORD_LENGTH,
  verifyPassword,
} from './passwords';

describe('passwords', () => {
  it('hashes into a self-describing scrypt string that verifies the same password only', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('answers false for malformed or unaffordable stored hashes instead of throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$8$1$AAAA$AAAA', 'pbkdf2$1$2$3$4$5', 'scrypt$1048576$8$1$c2FsdA==$' + 'A'.repeat(88)]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('stores a temporary password as a salted SHA-256 that verifies that password only', async () => {
    const password = generateTemporaryPassword();
    const hash = await hashTemporaryPassword(password);
    expect(hash).toMatch(/^sha256\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(isSlowHash(hash)).toBe(false);
    expect(isSlowHash(await hashPassword(password))).toBe(true);
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await verifyPassword(password.slice(1), hash)).toBe(false);
    expect(await hashTemporaryPassword(password)).not.toBe(hash);
    for (const broken of ['sha256$$' + hash.split('$')[2], 'sha256$' + hash.split('$')[1] + '$AAAA', 'sha256$x']) {
      expect(await verifyPassword(password, broken)).toBe(false);
    }
  });

  it('generates temporary passwords of the documented length and alphabet', () => {
    expect(TEMP_PASSWORD_ALPHABET).toHaveLength(64);
    expect(new Set(TEMP_PASSWORD_ALPHABET).size).toBe(64);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const password = generateTemporaryPassword();
      expect(password).toHaveLength(TEMP_PASSWORD_LENGTH);
      for (const char of password) expect(TEMP_PASSWORD_ALPHABET).toContain(char);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});
