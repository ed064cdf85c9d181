// Single-use tokens for mailed links (newsletter confirmation, unsubscribe): 32 random bytes sent
// base64url in the link, only their SHA-256 stored in D1 `email_tokens`.

export type EmailTokenPurpose = 'newsletter-confirm' | 'unsubscribe';

/** How long a mailed link works. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  'newsletter-confirm': 7 * 24 * 60 * 60 * 1000,
  unsubscribe: 365 * 24 * 60 * 60 * 1000,
};

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh token (43 base64url characters) and the hash to store. */
export async function newEmailToken(): Promise<{ token: string; hash: string }> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  return { token, hash: await hashEmailToken(token) };
}

/** Hex SHA-256 of a token: what D1 keeps. */
export async function hashEmailToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A statement storing a token for `email`. `onlyIf` (SQL with parameters) must hold when it runs, so it
 * can sit in the batch that decided a mail is due.
 */
export function insertEmailToken(
  db: D1Database,
  hash: string,
  email: string,
  purpose: EmailTokenPurpose,
  now: number,
  onlyIf?: { sql: string; params: unknown[] },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO email_tokens (token_hash, email, purpose, created_at, expires_at, used_at)
       SELECT ?, ?, ?, ?, ?, NULL WHERE ${onlyIf?.sql ?? '1'}`,
    )
    .bind(hash, email, purpose, now, now + EMAIL_TOKEN_TTL_MS[purpose], ...(onlyIf?.params ?? []));
}

/** The address of a usable (unused, unexpired) token, without using it. */
export async function peekEmailToken(db: D1Database, token: string, purpose: EmailTokenPurpose, now = Date.now()): Promise<string | null> {
  const row = await db
    .prepare('SELECT email FROM email_tokens WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?')
    .bind(await hashEmailToken(token), purpose, now)
    .first<{ email: string }>();
  return row?.email ?? null;
}

/** SQL selecting the address of the token this very call just used (token_hash = ?, used_at = ?). */
export const JUST_USED_TOKEN_EMAIL = '(SELECT email FROM email_tokens WHERE token_hash = ? AND used_at = ?)';

/**
 * Uses a token once, together with `then(hash, now)` statements in one batch, which act on
 * JUST_USED_TOKEN_EMAIL bound to (hash, now) and so do nothing unless this call used the token.
 * Returns the address, or null when the token is unknown, used or expired.
 */
export async function consumeEmailToken(
  db: D1Database,
  token: string,
  purpose: EmailTokenPurpose,
  then: (hash: string, now: number) => D1PreparedStatement[],
  now = Date.now(),
): Promise<string | null> {
  const hash = await hashEmailToken(token);
  const [marked] = await db.batch([
    db
      .prepare('UPDATE email_tokens SET used_at = ? WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? RETURNING email')
      .bind(now, hash, purpose, now),
    ...then(hash, now),
  ]);
  return (marked?.results[0] as { email: string } | undefined)?.email ?? null;
}
