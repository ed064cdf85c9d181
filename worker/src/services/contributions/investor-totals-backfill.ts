// The statement that rebuilds investor_totals from the credited contributions: the body of migration
// 0006_backfill_investor_totals.sql, kept here for seeders that write contributions without the credit batch.

/** Recomputes every investor's kept totals from the contributions table (idempotent). */
export const INVESTOR_TOTALS_BACKFILL_SQL = `INSERT OR REPLACE INTO investor_totals (email, usd_cents, token_base_units, contributions, latest_at, first_wallet, wallets)
SELECT email, SUM(usd_cents), SUM(CAST(token_base_units AS INTEGER) + CAST(bonus_token_base_units AS INTEGER)), COUNT(*),
  MAX(credited_at), MIN(wallet_address), group_concat(DISTINCT wallet_address)
FROM contributions GROUP BY email`;
