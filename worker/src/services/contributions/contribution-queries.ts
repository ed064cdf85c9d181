// Every admin read of the contributions table in one module, so a change of that table (bonus token
// columns, a totals row) is adapted here once; the investors table reads investor_totals instead
// (investor-list-queries.ts). Token sums run as 64-bit integers in SQL and come back as decimal text:
// D1 would round integers above 2^53 to a JS number. They cannot overflow: the whole supply (7e9 MRDX
// = 7e18 base units at 9 decimals) is below 2^63.

/**
 * MRDX base units one contribution is owed, as an SQL integer: the base tokens plus the phase bonus
 * (both decimal strings; DESIGN.md 4: the bonus is vested with the base tokens).
 */
export const TOKENS_SQL = '(CAST(token_base_units AS INTEGER) + CAST(bonus_token_base_units AS INTEGER))';

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
  usd_cents: number;
  token_base_units: string;
  bonus_token_base_units: string;
  slot: number;
  block_time: number;
  credited_at: number;
}

const CONTRIBUTION_COLUMNS =
  'id, intent_id, signature, wallet_address, email, phase, lamports, usd_cents, token_base_units, bonus_token_base_units, slot, block_time, credited_at';

/** Every contribution of one email, newest first. */
export function contributionsOfEmail(db: D1Database, email: string) {
  return db.prepare(`SELECT ${CONTRIBUTION_COLUMNS} FROM contributions WHERE email = ? ORDER BY credited_at DESC, id DESC`).bind(email);
}

/** Keyset page of all contributions in credit order (contributions_credited_idx), after `cursor`. */
export function contributionsAfter(db: D1Database, cursor: { creditedAt: number; id: string } | null, limit: number) {
  return cursor
    ? db
        .prepare(`SELECT ${CONTRIBUTION_COLUMNS} FROM contributions WHERE (credited_at, id) > (?, ?) ORDER BY credited_at, id LIMIT ?`)
        .bind(cursor.creditedAt, cursor.id, limit)
    : db.prepare(`SELECT ${CONTRIBUTION_COLUMNS} FROM contributions ORDER BY credited_at, id LIMIT ?`).bind(limit);
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
