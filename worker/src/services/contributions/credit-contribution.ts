// Credits one verified transaction to one intent in a single D1 batch: all rows or none, and the
// UNIQUE(signature) and UNIQUE(intent_id) indexes make replays and races credit nothing (DESIGN.md 3.4).
import type { contributionIntents } from '../../db/schema';
import { receiptMail, welcomeMail, type CreditedSummary } from '../mail/contribution-mail';
import { auditStatement } from '../accounts/audit';
import { enqueueMail } from '../mail/mail';
import { newsletterSignupStatements } from '../community/newsletter';
import { generateTemporaryPassword, hashPassword } from '../accounts/passwords';

export type IntentRow = typeof contributionIntents.$inferSelect;

/** Who credited: the contributor's POST or the cron watcher. Recorded in the audit log. */
export type CreditActor = 'contributor' | 'watcher';

export type CreditOutcome =
  | { outcome: 'credited'; contributionId: string }
  | { outcome: 'already credited'; contributionId: string }
  | { outcome: 'rejected'; reason: string };

export const CREDIT_REASONS = {
  signatureUsed: 'This transaction was already used for another contribution',
  intentCredited: 'This contribution was already credited with another transaction',
} as const;

export interface CreditInput {
  intent: IntentRow;
  signature: string;
  slot: number;
  blockTime: Date;
  actor: CreditActor;
  /** Origin of the links in the mails. */
  origin: string;
  now?: Date;
}

/**
 * Writes the contribution, marks the intent credited, appends the audit row, subscribes to the
 * newsletter if chosen, creates or updates the investor and queues the mail, in one batch. The first
 * credit for an email issues a temporary password (stored hashed, must be changed) and mails it; later
 * credits only update the wallet and send a receipt.
 */
export async function creditContribution(db: D1Database, input: CreditInput): Promise<CreditOutcome> {
  const { intent, signature, slot, blockTime, actor, origin } = input;
  const now = (input.now ?? new Date()).getTime();
  const contributionId = crypto.randomUUID();
  const summary: CreditedSummary = {
    email: intent.email,
    lamports: BigInt(intent.lamports),
    usdCents: BigInt(intent.usdCents),
    tokenBaseUnits: BigInt(intent.tokenBaseUnits),
    signature,
  };

  // Issue a password only to an email without one; a concurrent credit may still win the race, and
  // then the upsert keeps its hash and the mail condition below sends a receipt instead of ours.
  const existing = await db
    .prepare('SELECT password_hash FROM investors WHERE email = ?')
    .bind(intent.email)
    .first<{ password_hash: string | null }>();
  const temporaryPassword = existing?.password_hash ? null : generateTemporaryPassword();
  const passwordHash = temporaryPassword ? await hashPassword(temporaryPassword) : null;
  const ourHashStored = { sql: 'EXISTS (SELECT 1 FROM investors WHERE email = ? AND password_hash = ?)', params: [intent.email, passwordHash] };

  const statements = [
    db
      .prepare(
        `INSERT INTO contributions (id, intent_id, signature, wallet_address, email, phase, lamports, usd_cents,
           token_base_units, referral_code, slot, block_time, credited_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(contributionId, intent.id, signature, intent.walletAddress, intent.email, intent.phase, intent.lamports,
        intent.usdCents, intent.tokenBaseUnits, intent.referralCode, slot, blockTime.getTime(), now),
    db
      .prepare("UPDATE contribution_intents SET status = 'credited', status_reason = NULL, reported_signature = ? WHERE id = ?")
      .bind(signature, intent.id),
    auditStatement(db, actor, 'contribution.credited', intent.id, {
      contributionId, signature, wallet: intent.walletAddress, lamports: String(intent.lamports),
      usdCents: intent.usdCents, tokens: intent.tokenBaseUnits, phase: intent.phase, slot,
    }, now),
    db
      .prepare(
        `INSERT INTO investors (id, email, username, wallet_address, password_hash, must_change_password, created_at, updated_at)
         VALUES (?, ?, NULL, ?, ?, 1, ?, ?)
         ON CONFLICT (email) DO UPDATE SET
           wallet_address = excluded.wallet_address,
           updated_at = excluded.updated_at,
           must_change_password = CASE WHEN investors.password_hash IS NULL THEN 1 ELSE investors.must_change_password END,
           password_hash = COALESCE(investors.password_hash, excluded.password_hash)`,
      )
      .bind(crypto.randomUUID(), intent.email, intent.walletAddress, passwordHash, now, now),
  ];
  if (intent.newsletterSubscribed) {
    statements.push(...(await newsletterSignupStatements(db, { email: intent.email, source: 'contribution', origin, now })));
  }
  if (temporaryPassword) {
    statements.push(enqueueMail(db, welcomeMail(summary, temporaryPassword, origin), { onlyIf: ourHashStored }));
    statements.push(enqueueMail(db, receiptMail(summary, origin), { onlyIf: { ...ourHashStored, sql: `NOT ${ourHashStored.sql}` } }));
  } else {
    statements.push(enqueueMail(db, receiptMail(summary, origin)));
  }

  try {
    await db.batch(statements);
    return { outcome: 'credited', contributionId };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return explainConflict(db, input);
  }
}

/** After a UNIQUE violation rolled the batch back: was it this very credit, or a different claim? */
async function explainConflict(db: D1Database, { intent, signature, actor }: CreditInput): Promise<CreditOutcome> {
  const bySignature = await db
    .prepare('SELECT id, intent_id FROM contributions WHERE signature = ?')
    .bind(signature)
    .first<{ id: string; intent_id: string }>();
  if (bySignature?.intent_id === intent.id) return { outcome: 'already credited', contributionId: bySignature.id };
  const reason = bySignature ? CREDIT_REASONS.signatureUsed : CREDIT_REASONS.intentCredited;
  await recordRejection(db, actor, intent.id, signature, reason);
  return { outcome: 'rejected', reason };
}

/**
 * Appends a rejected claim (with its signature) to the audit log, once per intent and signature: the
 * watcher re-reading the same transaction every run is not a new rejection.
 */
export async function recordRejection(db: D1Database, actor: CreditActor, intentId: string, signature: string, reason: string) {
  await db
    .prepare(
      `INSERT INTO audit_log (id, actor, action, subject, detail, created_at)
       SELECT ?1, ?2, 'contribution.rejected', ?3, ?4, ?5
       WHERE NOT EXISTS (SELECT 1 FROM audit_log WHERE action = 'contribution.rejected' AND subject = ?3
                         AND json_extract(detail, '$.signature') = ?6 AND json_extract(detail, '$.reason') = ?7)`,
    )
    .bind(crypto.randomUUID(), actor, intentId, JSON.stringify({ signature, reason }), Date.now(), signature, reason)
    .run();
}

function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return /UNIQUE constraint failed/i.test(text);
}
