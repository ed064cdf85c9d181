// The SQL that seeds credited contributions for the API bench: one recursive-CTE INSERT per table, so
// 100,000 rows take seconds. Only the columns that are NOT NULL today are listed, so columns added
// later with defaults stay valid. Kept apart from bench-seed.mjs so tests can import it without the stack.

/**
 * The seeded rows skip the credit batch, so the admin investors table's kept per-email totals are
 * rebuilt after each seeding: the statement of migration 0006_backfill_investor_totals.sql.
 */
const INVESTOR_TOTALS_BACKFILL = `INSERT OR REPLACE INTO investor_totals (email, usd_cents, token_base_units, contributions, latest_at, first_wallet, wallets)
SELECT email, SUM(usd_cents), SUM(CAST(token_base_units AS INTEGER) + CAST(bonus_token_base_units AS INTEGER)), COUNT(*),
  MAX(credited_at), MIN(wallet_address), group_concat(DISTINCT wallet_address)
FROM contributions GROUP BY email`;

/** Seed rows are marked so they never look like product data and can be told apart. */
const SEED_PREFIX = 'bench-seed';

/**
 * The SQL that adds contributions `from`..`to` - 1, each with its credited intent, from 50 distinct
 * wallets (below the whitelist's participant limit, so the bench can still open an intent), credited
 * over the last 10 days.
 */
export function seedContributionsSql(from, to) {
  if (to <= from) return '';
  const rows = `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${to})`;
  const wallet = `'${SEED_PREFIX}-wallet-' || (i % 50)`;
  const time = `(CAST(strftime('%s', 'now') AS INTEGER) * 1000 - 864000000 + i * 7)`;
  return `
INSERT INTO contribution_intents (id, reference, wallet_address, email, phase, lamports, sol_price_micro_usd, usd_cents,
  token_base_units, newsletter_subscribed, status, created_at, expires_at)
${rows}
SELECT '${SEED_PREFIX}-intent-' || i, '${SEED_PREFIX}-ref-' || i, ${wallet}, '${SEED_PREFIX}-' || i || '@example.com',
  'WHITELIST', 11111111, 180000000, 200, '6896551724137', 0, 'credited', ${time}, ${time} + 1800000 FROM n;
INSERT INTO contributions (id, intent_id, signature, wallet_address, email, phase, lamports, usd_cents, token_base_units,
  slot, block_time, credited_at)
${rows}
SELECT '${SEED_PREFIX}-contribution-' || i, '${SEED_PREFIX}-intent-' || i, '${SEED_PREFIX}-signature-' || i, ${wallet},
  '${SEED_PREFIX}-' || i || '@example.com', 'WHITELIST', 11111111, 200, '6896551724137', i, ${time}, ${time} FROM n;
${INVESTOR_TOTALS_BACKFILL};
`;
}
