// Credits one verified transaction to one intent in a single D1 batch: all rows or none, the surplus of
// an overpayment included (recorded as owed back with the credit). The caps are checked by the guarded
// INSERT inside the batch (a payment that breaks one is recorded as owed back),
// and the UNIQUE(signature) and UNIQUE(intent_id) indexes make replays and races credit nothing
// (docs/money-in.md, "4. The credit"). Crediting does not depend on the intent's status: a rejected intent paid right still counts.
import { amountOf, solAmount, type AssetAmount } from '@core/asset-amount';
import { formatLamportsAsSol, usdCentsForLamports } from '@core/lamports';
import { solEquivalentLamports, stablecoinUsdCents } from '@core/stablecoin-amount';
import { CAP_DETAILS } from '@core/reconciliation';
import { bonusTokens, tokensForUsd } from '@core/sale-rules';
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { contributions, investors, unmatchedPayments, type contributionIntents } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { log } from '../../lib/log';
import { receiptMail, welcomeMail, type CreditedSummary } from '../mail/contribution-mail';
import { enqueueMail } from '../mail/mail';
import { newsletterSignupStatements } from '../community/newsletter';
import { generateTemporaryPassword, hashTemporaryPassword } from '../accounts/passwords';
import {
  addToInvestorTotals,
  addToTotals,
  creditAudit,
  guardedContributionInsert,
  overCapRecord,
  type CapLimits,
  type NewContribution,
} from './credit-statements';
import { auditStatement } from '../accounts/audit';
import { referralCreditStatements } from '../referrals/referral-credit';
import { CREDITED } from '../contributions/contribution-queries';
import { surplusStatement } from './unmatched-payments';
import type { SharedBatch } from './shared-batch';
import { investorOfCreditStatement } from '../accounts/investor-accounts';

export type IntentRow = typeof contributionIntents.$inferSelect;

/** Who credited: the contributor's POST, the cron watcher, or an admin (`admin:<name>`). Audited. */
export type CreditActor = 'contributor' | 'watcher' | `admin:${string}`;

export type CreditOutcome =
  | { outcome: 'credited'; contributionId: string }
  | { outcome: 'already credited'; contributionId: string }
  | { outcome: 'over a cap'; detail: string }
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
  caps: CapLimits;
  /** Origin of the links in the mails. */
  origin: string;
  /** The amount actually received, in the intent's asset, when it differs from the intent (an admin's reconciliation). */
  units?: bigint;
  /**
   * All the transaction paid the treasury in the intent's asset, when more than the contribution: the
   * surplus is recorded as owed back in that asset in the credit's own batch (or, over a cap, the whole
   * payment is). `sender` paid it.
   */
  received?: { amount: AssetAmount; sender: string; explanation: string | null };
  /** Extra statements that must commit with the credit (each guarded by the contribution's existence). */
  extra?: (contributionId: string) => D1PreparedStatement[];
  now?: Date;
  /**
   * The email's stored password hash when the caller already read it (null: no investor or no
   * password yet); undefined looks it up. The watcher reads a run's investors in one query.
   */
  knownPasswordHash?: string | null;
  /** Runs the credit's batch; the watcher shares one D1 batch among the credits it settles together (shared-batch.ts). */
  batch?: SharedBatch;
}

/**
 * The contribution an intent becomes for `units` of its asset: USD at the intent's own SOL price (a
 * stablecoin at $1.00), tokens at its phase, plus its bonus; a stablecoin's weight under the per-person
 * SOL cap at the intent's SOL price.
 */
export function contributionFor(intent: IntentRow, units: bigint, rest: Pick<NewContribution, 'id' | 'signature' | 'slot' | 'blockTime' | 'creditedAt'>): NewContribution {
  const priced = amountOf(intent);
  const isSol = priced.asset === 'SOL';
  const asPriced = units === priced.units;
  const usdCents = asPriced
    ? BigInt(intent.usdCents)
    : isSol ? usdCentsForLamports(units, BigInt(intent.solPriceMicroUsd)) : stablecoinUsdCents(units, priced.decimals);
  const tokens = asPriced ? BigInt(intent.tokenBaseUnits) : tokensForUsd(usdCents, intent.phase);
  const bonus = asPriced ? BigInt(intent.bonusTokenBaseUnits) : bonusTokens(tokens, intent.phase);
  return {
    ...rest,
    intentId: intent.id,
    walletAddress: intent.walletAddress,
    email: intent.email,
    phase: intent.phase,
    lamports: isSol ? units : 0n,
    asset: priced.asset,
    tokenAmount: isSol ? null : units,
    tokenDecimals: isSol ? null : priced.decimals,
    solEquivalentLamports: isSol ? null : solEquivalentLamports(usdCents, BigInt(intent.solPriceMicroUsd)),
    usdCents,
    tokenBaseUnits: tokens.toString(),
    bonusTokenBaseUnits: bonus.toString(),
    referralCode: intent.referralCode,
  };
}

/**
 * Writes the contribution (if it fits the caps), adds it to the totals, marks the intent credited,
 * appends the audit row, subscribes to the newsletter if chosen, creates or updates the investor and
 * queues the mail, in one batch; or, over a cap, records the payment as owed back. The first credit
 * for an email issues a temporary password (stored hashed, must be changed) and mails it; later
 * credits only update the wallet and send a receipt.
 */
export async function creditContribution(db: D1Database, input: CreditInput): Promise<CreditOutcome> {
  const { intent, signature, slot, blockTime, actor, origin, caps } = input;
  const now = input.now ?? new Date();
  const contribution = contributionFor(intent, input.units ?? amountOf(intent).units, {
    id: crypto.randomUUID(),
    signature,
    slot,
    blockTime,
    creditedAt: now,
  });
  const contributionId = contribution.id;
  const credited: AssetAmount = contribution.tokenAmount === null ? solAmount(contribution.lamports) : { ...amountOf(intent), units: contribution.tokenAmount };
  const received = input.received && input.received.amount.units > credited.units ? input.received.amount.units : credited.units;
  const summary: CreditedSummary = {
    email: intent.email,
    amount: credited,
    usdCents: contribution.usdCents,
    tokenBaseUnits: BigInt(contribution.tokenBaseUnits),
    bonusTokenBaseUnits: BigInt(contribution.bonusTokenBaseUnits),
    phase: intent.phase,
    signature,
  };

  // Issue a password only to an email without an account. The upsert below decides: it stores our
  // hash only when it creates the row, so an existing account (one whose temporary password a wallet
  // sign-in revoked included: no hash, and it must stay closed) or a concurrent credit that won the race
  // keeps its sign-in as it is, and the mail condition sends a receipt instead of ours.
  const existingHash =
    input.knownPasswordHash !== undefined
      ? input.knownPasswordHash
      : (await drizzle(db).select({ passwordHash: investors.passwordHash }).from(investors).where(eq(investors.email, intent.email)))[0]?.passwordHash;
  const temporaryPassword = existingHash ? null : generateTemporaryPassword();
  const passwordHash = temporaryPassword ? await hashTemporaryPassword(temporaryPassword) : null;
  const ourHashStored = {
    sql: `${CREDITED} AND EXISTS (SELECT 1 FROM investors WHERE email = ? AND password_hash = ?)`,
    params: [contributionId, intent.email, passwordHash],
  };
  const t = now.getTime();

  const statements = [
    guardedContributionInsert(db, contribution, caps),
    overCapRecord(db, contribution, caps, {
      hardCap: CAP_DETAILS.hardCap,
      places: CAP_DETAILS.whitelistPlaces(caps.whitelistMaxParticipants),
      perPerson: CAP_DETAILS.perPerson(formatLamportsAsSol(caps.whitelistMaxLamports)),
    }, received),
    ...(received > credited.units
      ? [surplusStatement(db, contributionId, {
          signature, sender: input.received!.sender, paid: { ...credited, units: received - credited.units }, slot, blockTime,
          explanation: input.received!.explanation, intentId: intent.id,
        }, now)]
      : []),
    addToTotals(db, contributionId),
    addToInvestorTotals(db, contributionId),
    db
      .prepare(`UPDATE contribution_intents SET status = 'credited', status_reason = NULL, reported_signature = ? WHERE id = ? AND ${CREDITED}`)
      .bind(signature, intent.id, contributionId),
    creditAudit(db, actor, intent.id, {
      contributionId, signature, wallet: intent.walletAddress, lamports: String(contribution.lamports),
      ...(credited.asset === 'SOL' ? {} : { asset: credited.asset, tokenAmount: credited.units.toString() }),
      usdCents: Number(contribution.usdCents), tokens: contribution.tokenBaseUnits, bonusTokens: contribution.bonusTokenBaseUnits,
      phase: intent.phase, slot,
    }, contributionId, t),
    investorOfCreditStatement(db, { email: intent.email, walletAddress: intent.walletAddress, temporaryPasswordHash: passwordHash, at: t }, { sql: CREDITED, params: [contributionId] }),
    ...(input.extra?.(contributionId) ?? []),
    // After the contribution and the investor: the referral statements read both.
    ...referralCreditStatements(db, {
      contributionId, email: intent.email, walletAddress: intent.walletAddress, referralCode: intent.referralCode, creditedAt: t,
    }),
  ];
  if (intent.newsletterSubscribed) {
    statements.push(
      ...(await newsletterSignupStatements(db, { email: intent.email, source: 'contribution', origin, now: t, onlyIf: { sql: CREDITED, params: [contributionId] } })),
    );
  }
  // Queued at the credit's own time, which is how the claim's answer finds the mail this credit sent.
  if (temporaryPassword) {
    statements.push(enqueueMail(db, welcomeMail(summary, temporaryPassword, origin), { now, onlyIf: ourHashStored }));
    statements.push(
      enqueueMail(db, receiptMail(summary, origin), {
        now,
        onlyIf: { sql: `${CREDITED} AND NOT EXISTS (SELECT 1 FROM investors WHERE email = ? AND password_hash = ?)`, params: ourHashStored.params },
      }),
    );
  } else {
    statements.push(enqueueMail(db, receiptMail(summary, origin), { now, onlyIf: { sql: CREDITED, params: [contributionId] } }));
  }

  let results: D1Result[];
  try {
    results = await (input.batch ?? ((all) => db.batch(all)))(statements);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return explainConflict(db, input);
  }
  if (results[0]!.meta.changes === 1) {
    log.info('contribution.credited', {
      contributionId, intentId: intent.id, signature, wallet: intent.walletAddress, asset: credited.asset, units: credited.units,
      usdCents: contribution.usdCents, phase: intent.phase, actor, slot,
    });
    if (received > credited.units) {
      log.info('payment.unmatched', { signature, sender: input.received!.sender, asset: credited.asset, units: received - credited.units, reason: 'overpaid', status: 'refund_due', likelyIntentId: intent.id });
    }
    return { outcome: 'credited', contributionId };
  }
  const [record] = await drizzle(db)
    .select({ detail: unmatchedPayments.detail })
    .from(unmatchedPayments)
    .where(and(eq(unmatchedPayments.signature, signature), eq(unmatchedPayments.asset, credited.asset), eq(unmatchedPayments.reason, 'over a cap')));
  log.info('payment.unmatched', { signature, sender: intent.walletAddress, asset: credited.asset, units: received, reason: 'over a cap', status: 'refund_due', likelyIntentId: intent.id, detail: record?.detail ?? null });
  return { outcome: 'over a cap', detail: record?.detail ?? 'over a cap' };
}

/** After a UNIQUE violation rolled the batch back: was it this very credit, or a different claim? */
async function explainConflict(db: D1Database, { intent, signature, actor }: CreditInput): Promise<CreditOutcome> {
  const [bySignature] = await drizzle(db)
    .select({ id: contributions.id, intentId: contributions.intentId })
    .from(contributions)
    .where(eq(contributions.signature, signature));
  if (bySignature?.intentId === intent.id) return { outcome: 'already credited', contributionId: bySignature.id };
  const reason = bySignature ? CREDIT_REASONS.signatureUsed : CREDIT_REASONS.intentCredited;
  await recordRejection(db, actor, intent.id, signature, reason);
  return { outcome: 'rejected', reason };
}

/**
 * Appends a rejected claim (with its signature) to the audit log, once per intent and signature: the
 * watcher re-reading the same transaction every run is not a new rejection.
 */
export async function recordRejection(db: D1Database, actor: CreditActor, intentId: string, signature: string, reason: string) {
  // Once per intent, signature and reason: a claim retried or the watcher's next run records nothing new.
  await auditStatement(db, actor, 'contribution.rejected', intentId, { signature, reason }, Date.now(), {
    sql: `NOT EXISTS (SELECT 1 FROM audit_log WHERE action = 'contribution.rejected' AND subject = ?1
                      AND json_extract(detail, '$.signature') = ?2 AND json_extract(detail, '$.reason') = ?3)`,
    params: [intentId, signature, reason],
  }).run();
}
