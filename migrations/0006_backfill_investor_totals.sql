-- Data backfill (hand-written, not generated): each investor's kept totals start from the contributions
-- already credited. The same statement is INVESTOR_TOTALS_BACKFILL_SQL (worker/src/services/admin/investor-totals-backfill.ts).
INSERT OR REPLACE INTO `investor_totals` (`email`, `usd_cents`, `token_base_units`, `contributions`, `latest_at`, `first_wallet`, `wallets`)
SELECT `email`, SUM(`usd_cents`), SUM(CAST(`token_base_units` AS INTEGER) + CAST(`bonus_token_base_units` AS INTEGER)), COUNT(*),
  MAX(`credited_at`), MIN(`wallet_address`), group_concat(DISTINCT `wallet_address`)
FROM `contributions` GROUP BY `email`;
