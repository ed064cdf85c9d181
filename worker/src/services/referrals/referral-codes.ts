// Issuing referral codes: one per investor, 8 random characters A-Z0-9, unique, idempotent.
import { REFERRAL_CODE } from '@core/referral-config';

/** A fresh code, uniform over the alphabet (rejection sampling keeps the modulo unbiased). */
export function generateReferralCode(): string {
  const { alphabet, length } = REFERRAL_CODE;
  const limit = 256 - (256 % alphabet.length);
  let code = '';
  while (code.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && code.length < length) code += alphabet[byte % alphabet.length];
    }
  }
  return code;
}

/** The investor's code, or null if none was issued. */
export async function findReferralCode(db: D1Database, investorId: string): Promise<string | null> {
  const row = await db.prepare('SELECT code FROM referral_codes WHERE investor_id = ?').bind(investorId).first<{ code: string }>();
  return row?.code ?? null;
}

/** The investor who owns `code`, or null. */
export async function findCodeOwner(db: D1Database, code: string): Promise<string | null> {
  const row = await db.prepare('SELECT investor_id FROM referral_codes WHERE code = ?').bind(code).first<{ investor_id: string }>();
  return row?.investor_id ?? null;
}

const ATTEMPTS = 5;

/**
 * The investor's code, issuing one on the first call. Concurrent calls agree: UNIQUE(investor_id)
 * keeps one row and everyone reads it back. A code already taken by someone else (1 in ~2.8e12)
 * is retried with a new one.
 */
export async function issueReferralCode(db: D1Database, investorId: string, now = Date.now()): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    await db
      .prepare('INSERT INTO referral_codes (code, investor_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
      .bind(generateReferralCode(), investorId, now)
      .run();
    const code = await findReferralCode(db, investorId);
    if (code) return code;
  }
  throw new Error('Could not issue a unique referral code');
}
