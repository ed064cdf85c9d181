-- Local default state, idempotent: every statement may run any number of times.
-- The sale starts initialized the way an admin's Initialize does it: whitelist from now for the
-- configured days, then the ICO; caps and whitelist limits are the defaults of core/sale-config.ts
-- (scripts/seed.test.mjs checks that these numbers match it). An existing row is left alone.
INSERT OR IGNORE INTO sale_settings (
  id, whitelist_starts_at, whitelist_ends_at, ico_ends_at,
  soft_cap_cents, goal_cents, hard_cap_cents,
  whitelist_days, whitelist_max_participants, whitelist_max_lamports, updated_at
)
SELECT
  1, now_ms, now_ms + 10 * 86400000, now_ms + (10 + 30) * 86400000,
  5000000, 10000000, 25000000,
  10, 100, 10000000000, now_ms
FROM (SELECT CAST(strftime('%s', 'now') AS INTEGER) * 1000 AS now_ms);

-- No invented data: earlier seeds added a demo subscriber; remove it from existing local databases.
DELETE FROM newsletter_subscribers WHERE email = 'demo.reader@example.com';
