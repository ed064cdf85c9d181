// Tokens of mailed single-use links (email verification, password reset): 256 random bits, and only
// their SHA-256 is stored, so a copy of D1 opens no account.
import { newSessionId } from './sessions';

/** A fresh token (43 base64url characters) and the hash to store. */
export async function newOneTimeToken(): Promise<{ token: string; hash: string }> {
  const token = newSessionId();
  return { token, hash: await hashToken(token) };
}

/** Hex SHA-256 of a token: what D1 stores and looks up. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
