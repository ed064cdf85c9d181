-- Data backfill (hand-written, not generated): the kept totals start from the contributions already credited.
INSERT OR REPLACE INTO `sale_totals` (`id`, `raised_cents`, `raised_lamports`, `contributions`, `contributors`,
  `whitelist_cents`, `whitelist_lamports`, `whitelist_contributors`, `ico_cents`, `ico_lamports`,
  `base_token_base_units`, `bonus_token_base_units`)
SELECT 1, COALESCE(SUM(`usd_cents`), 0), COALESCE(SUM(`lamports`), 0), COUNT(*), COUNT(DISTINCT `wallet_address`),
  COALESCE(SUM(CASE WHEN `phase` = 'WHITELIST' THEN `usd_cents` END), 0),
  COALESCE(SUM(CASE WHEN `phase` = 'WHITELIST' THEN `lamports` END), 0),
  COUNT(DISTINCT CASE WHEN `phase` = 'WHITELIST' THEN `wallet_address` END),
  COALESCE(SUM(CASE WHEN `phase` = 'ICO' THEN `usd_cents` END), 0),
  COALESCE(SUM(CASE WHEN `phase` = 'ICO' THEN `lamports` END), 0),
  CAST(COALESCE(SUM(CAST(`token_base_units` AS INTEGER)), 0) AS TEXT),
  CAST(COALESCE(SUM(CAST(`bonus_token_base_units` AS INTEGER)), 0) AS TEXT)
FROM `contributions`;
