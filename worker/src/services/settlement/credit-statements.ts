// The statements of one credit, built apart so that anything crediting with it (a referral reward, a
// bonus, an admin's reconciliation) joins the same D1 batch. The contribution INSERT is guarded by the
// caps (docs/money-in.md: hard cap, whitelist places, per-person SOL), read from the kept totals inside the
// statement, so two racing credits cannot both pass; every other statement runs only if it went in.
import type { contributions } from '../../db/schema';
import { CREDITED } from '../contributions/contribution-queries';
import { auditStatement } from '../accounts/audit';

export type ContributionRow = typeof contributions.$inferSelect;

/** The caps a credit must fit under, from the sale settings at credit time. */
export interface CapLimits {
  hardCapCents: bigint;
  whitelistMaxLamports: bigint;
  whitelistMaxParticipants: number;
}

/**
 * A contribution about to be written: the row, with the money as BigInt (a new one is never refunded).
 * `lamports` is 0 for a stablecoin, whose amount is `tokenAmount` in the mint's base units.
 */
export type NewContribution = Omit<ContributionRow, 'lamports' | 'usdCents' | 'tokenAmount' | 'solEquivalentLamports' | 'refundedAt' | 'refundSignature'> & {
  lamports: bigint;
  usdCents: bigint;
  tokenAmount: bigint | null;
  solEquivalentLamports: bigint | null;
};

// Parameters ?1..?14 are the contribution's columns in this order; ?15..?17 the caps; ?18..?21 the
// asset columns (asset, token_amount, sol_equivalent_lamports, token_decimals).
const COLUMNS = `id, intent_id, signature, wallet_address, email, phase, lamports, usd_cents, token_base_units,
  bonus_token_base_units, referral_code, slot, block_time, credited_at, asset, token_amount, sol_equivalent_lamports, token_decimals`;
const HARD_CAP_OK = `(COALESCE((SELECT raised_cents FROM sale_totals WHERE id = 1), 0)
  + (SELECT COALESCE(SUM(usd_cents), 0) FROM fundraising_adjustments) + ?8 <= ?15)`;
const WHITELIST_PLACE_OK = `(?6 != 'WHITELIST' OR EXISTS (SELECT 1 FROM contributions WHERE wallet_address = ?4 AND phase = 'WHITELIST')
  OR COALESCE((SELECT whitelist_contributors FROM sale_totals WHERE id = 1), 0) < ?17)`;
const PER_PERSON_OK = `(?6 != 'WHITELIST'
  OR (SELECT COALESCE(SUM(COALESCE(sol_equivalent_lamports, lamports)), 0) FROM contributions WHERE wallet_address = ?4 AND phase = 'WHITELIST')
     + COALESCE(?20, ?7) <= ?16)`;

function contributionParams(c: NewContribution, caps: CapLimits) {
  return [c.id, c.intentId, c.signature, c.walletAddress, c.email, c.phase, Number(c.lamports), Number(c.usdCents),
    c.tokenBaseUnits, c.bonusTokenBaseUnits, c.referralCode, c.slot, c.blockTime.getTime(), c.creditedAt.getTime(),
    Number(caps.hardCapCents), Number(caps.whitelistMaxLamports), caps.whitelistMaxParticipants,
    c.asset, c.tokenAmount === null ? null : c.tokenAmount.toString(), c.solEquivalentLamports === null ? null : Number(c.solEquivalentLamports), c.tokenDecimals];
}

/** INSERT of the contribution, only if it fits under every cap (else it changes nothing). */
export function guardedContributionInsert(db: D1Database, contribution: NewContribution, caps: CapLimits) {
  return db
    .prepare(
      `INSERT INTO contributions (${COLUMNS})
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?18, ?19, ?20, ?21
       WHERE ${HARD_CAP_OK} AND ${WHITELIST_PLACE_OK} AND ${PER_PERSON_OK}`,
    )
    .bind(...contributionParams(contribution, caps));
}

/**
 * When the guarded INSERT did not happen: the payment recorded as owed back in its asset, with the cap
 * it would have broken (`details`, first broken first). `received` is all the transaction paid the
 * treasury in the contribution's asset, in its base units (an overpayment goes back whole). Nothing if
 * the signature is already recorded in that asset.
 */
export function overCapRecord(
  db: D1Database,
  contribution: NewContribution,
  caps: CapLimits,
  details: { hardCap: string; places: string; perPerson: string },
  received: bigint = contribution.tokenAmount ?? contribution.lamports,
) {
  const isSol = contribution.asset === 'SOL';
  return db
    .prepare(
      `INSERT INTO unmatched_payments (id, signature, sender, lamports, asset, token_amount, token_decimals, slot, block_time, reason, detail, likely_intent_id, status, created_at, updated_at)
       SELECT ?22, ?3, ?4, ?26, ?18, ?27, ?21, ?12, ?13, 'over a cap',
         CASE WHEN NOT ${HARD_CAP_OK} THEN ?23 WHEN NOT ${WHITELIST_PLACE_OK} THEN ?24 ELSE ?25 END,
         ?2, 'refund_due', ?14, ?14
       WHERE NOT EXISTS (SELECT 1 FROM contributions WHERE id = ?1)
       ON CONFLICT (signature, asset) DO NOTHING`,
    )
    .bind(...contributionParams(contribution, caps), crypto.randomUUID(), details.hardCap, details.places, details.perPerson,
      isSol ? Number(received) : 0, isSol ? null : received.toString());
}

/** Adds the contribution `contributionId` (if written) to the kept totals, creating the row on first use. */
export function addToTotals(db: D1Database, contributionId: string) {
  return db
    .prepare(
      `INSERT INTO sale_totals (id, raised_cents, raised_lamports, contributions, contributors, whitelist_cents,
         whitelist_lamports, whitelist_contributors, ico_cents, ico_lamports, base_token_base_units, bonus_token_base_units)
       SELECT 1, c.usd_cents, c.lamports, 1,
         NOT EXISTS (SELECT 1 FROM contributions o WHERE o.wallet_address = c.wallet_address AND o.id != c.id),
         CASE WHEN c.phase = 'WHITELIST' THEN c.usd_cents ELSE 0 END,
         CASE WHEN c.phase = 'WHITELIST' THEN c.lamports ELSE 0 END,
         c.phase = 'WHITELIST' AND NOT EXISTS (
           SELECT 1 FROM contributions o WHERE o.wallet_address = c.wallet_address AND o.phase = 'WHITELIST' AND o.id != c.id),
         CASE WHEN c.phase = 'ICO' THEN c.usd_cents ELSE 0 END,
         CASE WHEN c.phase = 'ICO' THEN c.lamports ELSE 0 END,
         c.token_base_units, c.bonus_token_base_units
       FROM contributions c WHERE c.id = ?1
       ON CONFLICT (id) DO UPDATE SET
         raised_cents = raised_cents + excluded.raised_cents,
         raised_lamports = raised_lamports + excluded.raised_lamports,
         contributions = contributions + 1,
         contributors = contributors + excluded.contributors,
         whitelist_cents = whitelist_cents + excluded.whitelist_cents,
         whitelist_lamports = whitelist_lamports + excluded.whitelist_lamports,
         whitelist_contributors = whitelist_contributors + excluded.whitelist_contributors,
         ico_cents = ico_cents + excluded.ico_cents,
         ico_lamports = ico_lamports + excluded.ico_lamports,
         base_token_base_units = CAST(CAST(base_token_base_units AS INTEGER) + CAST(excluded.base_token_base_units AS INTEGER) AS TEXT),
         bonus_token_base_units = CAST(CAST(bonus_token_base_units AS INTEGER) + CAST(excluded.bonus_token_base_units AS INTEGER) AS TEXT)`,
    )
    .bind(contributionId);
}

/**
 * Adds the contribution `contributionId` (if written) to its email's row of investor_totals, the
 * admin investors table (services/admin/investor-list-queries.ts): sums, latest credit, wallets.
 */
export function addToInvestorTotals(db: D1Database, contributionId: string) {
  return db
    .prepare(
      `INSERT INTO investor_totals (email, usd_cents, token_base_units, contributions, latest_at, first_wallet, wallets)
       SELECT c.email, c.usd_cents, CAST(c.token_base_units AS INTEGER) + CAST(c.bonus_token_base_units AS INTEGER), 1,
         c.credited_at, c.wallet_address, c.wallet_address
       FROM contributions c WHERE c.id = ?1
       ON CONFLICT (email) DO UPDATE SET
         usd_cents = usd_cents + excluded.usd_cents,
         token_base_units = token_base_units + excluded.token_base_units,
         contributions = contributions + 1,
         latest_at = MAX(latest_at, excluded.latest_at),
         first_wallet = MIN(first_wallet, excluded.first_wallet),
         wallets = CASE WHEN instr(',' || wallets || ',', ',' || excluded.wallets || ',') > 0 THEN wallets
           ELSE wallets || ',' || excluded.wallets END`,
    )
    .bind(contributionId);
}

/** The audit row of a credit, written only if the contribution went in. */
export function creditAudit(db: D1Database, actor: string, subject: string, detail: object, contributionId: string, now: number) {
  return auditStatement(db, actor, 'contribution.credited', subject, detail, now, { sql: CREDITED, params: [contributionId] });
}
