// The owner of the contributions table's reads: one function per question the product asks of the
// credited contributions (the admin console, the investor dashboard, sign-in, comments, the status
// poll), so a change of that table (bonus token columns, a totals row) is adapted here once. Writes
// are the credit and refund batches (settlement/credit-statements.ts, reconciliation/refunds.ts); guarded
// conditions inside other tables' batches (referral-credit.ts) and the refund unions with unmatched
// payments (reconciliation/investor-payments.ts, refunds-owed.ts) stay beside those. Reads go through
// drizzle; the raw statements below are aggregates and keyset pages whose plans the scale tests check,
// and statements meant for a caller's D1 batch.
// Token sums run as 64-bit integers in SQL and come back as decimal text: D1 would round integers
// above 2^53 to a JS number. They cannot overflow: the whole supply (7e9 MRDX = 7e18 base units at 9
// decimals) is below 2^63.
import { and, asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { amountOf, type AssetAmount } from '@core/asset-amount';
import type { ContributionPhase } from '@core/phase';
import { assetSumColumnsSql, moneyColumnsSql } from '../../db/money-columns';
import { contributions, investors } from '../../db/schema';

/**
 * MRDX base units one contribution is owed, as an SQL integer: the base tokens plus the phase bonus
 * (both decimal strings; the bonus is vested with the base tokens: README "Token distribution").
 */
export const TOKENS_SQL = '(CAST(token_base_units AS INTEGER) + CAST(bonus_token_base_units AS INTEGER))';

/**
 * SQL condition (one parameter: the contribution id) that a credit's guarded INSERT went in: every
 * other statement of a credit's batch (totals, audit, investor, mail, an overpayment's surplus, an
 * admin's reconciliation) runs only under it.
 */
export const CREDITED = 'EXISTS (SELECT 1 FROM contributions WHERE id = ?)';

/** Aggregates of all credited contributions. */
export interface ContributionTotals {
  count: number;
  usd_cents: number;
  token_base_units: string;
  emails: number;
  wallets: number;
  today_count: number;
  today_cents: number;
}

export function contributionTotals(db: D1Database, todayStartMs: number) {
  return db
    .prepare(
      `SELECT COUNT(*) AS count, COALESCE(SUM(usd_cents), 0) AS usd_cents,
         CAST(COALESCE(SUM(${TOKENS_SQL}), 0) AS TEXT) AS token_base_units,
         COUNT(DISTINCT email) AS emails, COUNT(DISTINCT wallet_address) AS wallets,
         (SELECT COUNT(*) FROM contributions WHERE credited_at >= ?1) AS today_count,
         (SELECT COALESCE(SUM(usd_cents), 0) FROM contributions WHERE credited_at >= ?1) AS today_cents
       FROM contributions`,
    )
    .bind(todayStartMs)
    .first<ContributionTotals>();
}

/** A credited contribution as the admin reads it (details, CSV). */
export interface ContributionRow {
  id: string;
  intent_id: string;
  signature: string;
  wallet_address: string;
  email: string;
  phase: 'WHITELIST' | 'ICO';
  lamports: number;
  /** The asset paid in; a stablecoin's amount in base units and its mint's decimals (null for SOL): db/money-columns.ts reads them. */
  asset: string;
  token_amount: string | null;
  token_decimals: number | null;
  usd_cents: number;
  token_base_units: string;
  bonus_token_base_units: string;
  slot: number;
  block_time: number;
  credited_at: number;
}

/** The columns of ContributionRow; `table` is an alias ("c.") or ''. */
const contributionColumns = (t = '') =>
  `${t}id, ${t}intent_id, ${t}signature, ${t}wallet_address, ${t}email, ${t}phase, ${moneyColumnsSql(t)}, ${t}usd_cents, ` +
  `${t}token_base_units, ${t}bonus_token_base_units, ${t}slot, ${t}block_time, ${t}credited_at`;
const CONTRIBUTION_COLUMNS = contributionColumns();

/** Every contribution of one email, newest first. */
export function contributionsOfEmail(db: D1Database, email: string) {
  return db.prepare(`SELECT ${CONTRIBUTION_COLUMNS} FROM contributions WHERE email = ? ORDER BY credited_at DESC, id DESC`).bind(email);
}

/** A credited contribution with the terms its buyer accepted on its intent (the CSV); null on older intents. */
export interface ContributionExportRow extends ContributionRow {
  terms_version: string | null;
  terms_accepted_at: number | null;
}

/** CONTRIBUTION_COLUMNS of `contributions c`, then its intent's terms (one primary-key read of `i` per row). */
const CONTRIBUTION_EXPORT_COLUMNS = `${contributionColumns('c.')}, i.terms_version, i.terms_accepted_at`;

/**
 * Keyset page of all contributions in credit order (contributions_credited_idx), after `cursor`, each
 * with the terms version its intent recorded.
 */
export function contributionsAfter(db: D1Database, cursor: { creditedAt: number; id: string } | null, limit: number) {
  const from = 'FROM contributions c LEFT JOIN contribution_intents i ON i.id = c.intent_id';
  return cursor
    ? db
        .prepare(`SELECT ${CONTRIBUTION_EXPORT_COLUMNS} ${from} WHERE (c.credited_at, c.id) > (?, ?) ORDER BY c.credited_at, c.id LIMIT ?`)
        .bind(cursor.creditedAt, cursor.id, limit)
    : db.prepare(`SELECT ${CONTRIBUTION_EXPORT_COLUMNS} ${from} ORDER BY c.credited_at, c.id LIMIT ?`).bind(limit);
}

/** Tokens and USD owed to one wallet, per phase. */
export interface WalletOwedRow {
  wallet_address: string;
  emails: string;
  usd_cents: number;
  whitelist_base_units: string;
  ico_base_units: string;
}

/**
 * Keyset page of wallets (contributions_wallet_owed_idx) with what each is owed per phase; a refunded
 * contribution (sale closed below its soft cap, paid back) is owed nothing.
 */
export function walletsOwedAfter(db: D1Database, afterWallet: string | null, limit: number) {
  return db
    .prepare(
      `SELECT wallet_address, group_concat(DISTINCT email) AS emails, SUM(usd_cents) AS usd_cents,
         CAST(SUM(CASE WHEN phase = 'WHITELIST' THEN ${TOKENS_SQL} ELSE 0 END) AS TEXT) AS whitelist_base_units,
         CAST(SUM(CASE WHEN phase = 'ICO' THEN ${TOKENS_SQL} ELSE 0 END) AS TEXT) AS ico_base_units
       FROM contributions WHERE wallet_address > ? AND refunded_at IS NULL GROUP BY wallet_address ORDER BY wallet_address LIMIT ?`,
    )
    .bind(afterWallet ?? '', limit);
}

/**
 * Count and token sum of the contributions still owed tokens (not refunded): the token distribution
 * plan is built from them and refuses approval once they changed (services/distribution/plan-sources.ts).
 */
export function unrefundedCreditsSummary(db: D1Database) {
  return db.prepare(`SELECT COUNT(*) AS n, CAST(COALESCE(SUM(${TOKENS_SQL}), 0) AS TEXT) AS units FROM contributions WHERE refunded_at IS NULL`);
}

/** The distinct wallets `email` contributed from, in address order (an investor's token payouts go to them). */
export async function walletsOfEmail(db: D1Database, email: string): Promise<string[]> {
  const rows = await drizzle(db)
    .selectDistinct({ wallet: contributions.walletAddress })
    .from(contributions)
    .where(eq(contributions.email, email))
    .orderBy(contributions.walletAddress);
  return rows.map((row) => row.wallet);
}

/** Whether `email` has at least one credited contribution ('Verified Investor', may comment). */
export async function emailHasCreditedContribution(db: D1Database, email: string): Promise<boolean> {
  const row = await drizzle(db).select({ id: contributions.id }).from(contributions).where(eq(contributions.email, email)).limit(1).get();
  return row !== undefined;
}

/** Whether `walletAddress` has at least one credited contribution (unlocks the investor areas). */
export async function walletHasCreditedContribution(db: D1Database, walletAddress: string): Promise<boolean> {
  const row = await drizzle(db)
    .select({ id: contributions.id })
    .from(contributions)
    .where(eq(contributions.walletAddress, walletAddress))
    .limit(1)
    .get();
  return row !== undefined;
}

/** The USD cents one contribution was credited at, or null for an unknown id. */
export async function creditedUsdCentsOf(db: D1Database, contributionId: string): Promise<number | null> {
  const row = await drizzle(db).select({ usdCents: contributions.usdCents }).from(contributions).where(eq(contributions.id, contributionId)).get();
  return row?.usdCents ?? null;
}

/** USD cents of every credited contribution ever (history: refunds do not lower it). */
export async function creditedUsdCentsTotal(db: D1Database): Promise<number> {
  const row = await drizzle(db)
    .select({ cents: sql<number>`COALESCE(SUM(${contributions.usdCents}), 0)` })
    .from(contributions)
    .get();
  return row?.cents ?? 0;
}

/** The contribution that credited one intent, or null. */
export async function contributionOfIntent(db: D1Database, intentId: string) {
  return (await drizzle(db).select().from(contributions).where(eq(contributions.intentId, intentId)).limit(1).get()) ?? null;
}

/**
 * The investor who owns a wallet: the account of the email of the wallet's first credited
 * contribution (a wallet that paid for several emails signs in to the first of them), or null.
 */
export async function investorOfWalletsFirstContribution(db: D1Database, walletAddress: string): Promise<string | null> {
  const row = await drizzle(db)
    .select({ id: investors.id })
    .from(contributions)
    .innerJoin(investors, eq(investors.email, contributions.email))
    .where(eq(contributions.walletAddress, walletAddress))
    .orderBy(asc(contributions.creditedAt))
    .limit(1)
    .get();
  return row?.id ?? null;
}

/**
 * Whether the contribution `row` is the first credited with its email (credit order, then id): the
 * credit that created the dashboard account, when a welcome mail went out.
 */
export async function isFirstContributionOfEmail(db: D1Database, row: { id: string; email: string; creditedAt: Date }): Promise<boolean> {
  const earlier = await drizzle(db)
    .select({ id: contributions.id })
    .from(contributions)
    .where(
      and(
        eq(contributions.email, row.email),
        sql`(${contributions.creditedAt} < ${row.creditedAt.getTime()} OR (${contributions.creditedAt} = ${row.creditedAt.getTime()} AND ${contributions.id} < ${row.id}))`,
      ),
    )
    .limit(1)
    .get();
  return earlier === undefined;
}

/** A credited contribution as the investor's dashboard needs it. */
export interface CreditedContribution {
  id: string;
  signature: string;
  walletAddress: string;
  phase: ContributionPhase;
  lamports: bigint;
  /** What was paid, in its asset (lamports is 0 for a stablecoin). */
  amount: AssetAmount;
  usdCents: bigint;
  tokenBaseUnits: bigint;
  /** Bonus tokens recorded with the contribution (the phase bonus; 0 in the ICO). */
  bonusBaseUnits: bigint | null;
  blockTime: Date;
  creditedAt: Date;
  /** When a verified refund paid it back (sale closed below its soft cap); its tokens are no longer owed. */
  refundedAt: Date | null;
  /** That refund's transaction. */
  refundSignature: string | null;
}

/** Every credited contribution paid with `email`, oldest first (by block time, then credit time). */
export async function creditedContributionsOfEmail(db: D1Database, email: string): Promise<CreditedContribution[]> {
  const rows = await drizzle(db)
    .select()
    .from(contributions)
    .where(eq(contributions.email, email))
    .orderBy(asc(contributions.blockTime), asc(contributions.creditedAt));
  return rows.map((row) => ({
    id: row.id,
    signature: row.signature,
    walletAddress: row.walletAddress,
    phase: row.phase,
    lamports: BigInt(row.lamports),
    amount: amountOf(row),
    usdCents: BigInt(row.usdCents),
    tokenBaseUnits: BigInt(row.tokenBaseUnits),
    bonusBaseUnits: BigInt(row.bonusTokenBaseUnits),
    blockTime: row.blockTime,
    creditedAt: row.creditedAt,
    refundedAt: row.refundedAt,
    refundSignature: row.refundSignature,
  }));
}

/** The latest contribution of one email (the resend dialog), as a statement for the caller's batch. */
export function latestContributionOfEmail(db: D1Database, email: string) {
  return db
    .prepare('SELECT usd_cents, token_base_units, bonus_token_base_units, signature, credited_at FROM contributions WHERE email = ? ORDER BY credited_at DESC LIMIT 1')
    .bind(email);
}

/** Contributions credited since `sinceMs` (the leaderboard's last hour), as a statement for the caller's batch. */
export function creditedSinceCount(db: D1Database, sinceMs: number) {
  return db.prepare('SELECT COUNT(*) AS n FROM contributions WHERE credited_at >= ?').bind(sinceMs);
}

// SQL pieces for queries of other tables that ask about contributions: the planner needs one
// statement (one index walk), so they are composed in, but their text about this table stays here.

/**
 * The wallet of the first contribution credited with the email `emailColumn` names (credit order,
 * then id), as a scalar subquery; NULL when there is none.
 */
export const firstWalletOfEmailSql = (emailColumn: string) =>
  `(SELECT c.wallet_address FROM contributions c WHERE c.email = ${emailColumn} ORDER BY c.credited_at, c.id LIMIT 1)`;

/** Whether the email `emailColumn` names has a credited contribution, as an SQL condition. */
export const emailHasContributionSql = (emailColumn: string) => `EXISTS (SELECT 1 FROM contributions c WHERE c.email = ${emailColumn})`;

/**
 * The emails of the contributions a search names, as a subquery with its parameters: the wallets that
 * start with `q` (contributions_wallet_idx) and the exact signature (contributions_signature_unique).
 */
export function emailsOfContributionSearch(q: string): { sql: string; params: string[] } {
  return {
    sql: 'SELECT email FROM contributions WHERE wallet_address >= ? AND wallet_address < ? UNION SELECT email FROM contributions WHERE signature = ?',
    params: [q, `${q}\uffff`, q],
  };
}

/** How many contributions the emails of `emailsSql` (a subquery) made, with their USD cents over every asset and their lamports (SOL only), as decimal text. */
export interface CreditedVolume {
  contributions: number;
  usd_cents: string;
  lamports: string;
}

/**
 * The credited volume of the emails `emailsSql` selects, as a statement for the caller's batch (bind its
 * parameters on it). Sums come back as text: lamports of a whole sale exceed 2^53.
 */
export function creditedVolumeOfEmails(db: D1Database, emailsSql: string) {
  return db.prepare(
    `SELECT COUNT(*) AS contributions, CAST(COALESCE(SUM(c.usd_cents), 0) AS TEXT) AS usd_cents,
       CAST(COALESCE(SUM(c.lamports), 0) AS TEXT) AS lamports
     FROM contributions c WHERE c.email IN (${emailsSql})`,
  );
}

/**
 * What the emails of `emailsSql` (a subquery) paid in each asset, as a statement for the caller's batch
 * (bind its parameters on it): rows of db/money-columns.ts's AssetSumRow, one per asset paid.
 */
export function creditedAmountsOfEmails(db: D1Database, emailsSql: string) {
  return db.prepare(`SELECT ${assetSumColumnsSql('c.')} FROM contributions c WHERE c.email IN (${emailsSql}) GROUP BY c.asset`);
}
