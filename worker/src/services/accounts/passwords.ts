// Password hashing for investor and admin accounts: scrypt from node:crypto (nodejs_compat), with
// parameters production Workers can afford, and the server-generated temporary passwords we mail
// (stored as a salted SHA-256: 84 random bits need no slow hash, and a rush of first credits must not
// spend a scrypt each; docs/capacity.md).
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N=2^14, r=8, p=1 needs 16 MiB, inside a Worker's 128 MiB and CPU budget. */
const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_BYTES = 64;
const SALT_BYTES = 16;
/** Allows the largest parameters we accept when verifying: 128 * N * r * p plus headroom. */
const MAX_MEM = 64 * 1024 * 1024;

/**
 * Alphabet of temporary passwords: letters and digits without look-alikes (I, O, l, o, 0, 1) plus
 * the symbols ! @ # $ % ^ & *. Exactly 64 characters, so a random byte masked to 6 bits picks
 * one without bias.
 */
export const TEMP_PASSWORD_ALPHABET =
  'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789!@#$%^&*';
/** 14 characters of 6 bits each: 84 bits, far beyond online guessing under rate limits. */
export const TEMP_PASSWORD_LENGTH = 14;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password into the self-describing string `scrypt$N$r$p$salt$hash` (base64 salt and hash). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS.N, PARAMS.r, PARAMS.p, KEY_BYTES);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** SHA-256 of salt ‖ password. */
async function sha256(salt: Buffer, password: string): Promise<Buffer> {
  const digest = await crypto.subtle.digest('SHA-256', Buffer.concat([salt, Buffer.from(password.normalize('NFKC'), 'utf8')]));
  return Buffer.from(digest);
}

/**
 * Hashes a temporary password from {@link generateTemporaryPassword} into `sha256$salt$hash`. Only for
 * those: a password a person chose goes through {@link hashPassword}. The temporary password's 84
 * random bits cannot be found offline however fast the hash is (as the reset tokens, kept as SHA-256),
 * and it is replaced at the first sign-in. Costs microseconds instead of scrypt's tens of milliseconds,
 * which the credit of every first contribution pays (the watcher credits up to a thousand a run).
 */
export async function hashTemporaryPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return ['sha256', salt.toString('base64'), (await sha256(salt, password)).toString('base64')].join('$');
}

/** Whether `stored` costs a slow check (scrypt); a temporary password's hash does not. */
export const isSlowHash = (stored: string) => stored.startsWith('scrypt$');

/**
 * Checks a password against a stored hash in constant time. Malformed or foreign hashes, and
 * parameters beyond what we would ever write, answer false instead of throwing.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length === 3 && parts[0] === 'sha256') {
    const salt = Buffer.from(parts[1]!, 'base64');
    const expected = Buffer.from(parts[2]!, 'base64');
    if (salt.length === 0 || expected.length !== 32) return false;
    return timingSafeEqual(await sha256(salt, password), expected);
  }
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const valid = Number.isInteger(N) && N > 1 && N <= 2 ** 16 && (N & (N - 1)) === 0 && r >= 1 && r <= 16 && p >= 1 && p <= 4;
  if (!valid) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (salt.length === 0 || expected.length < 32) return false;
  const actual = await derive(password, salt, N, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}

/** A fresh temporary password from {@link TEMP_PASSWORD_ALPHABET}; the browser never invents one. */
export function generateTemporaryPassword(length = TEMP_PASSWORD_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => TEMP_PASSWORD_ALPHABET[byte & 63]).join('');
}
