-- Idempotent demo data for the local default. Every statement may run any number of times.
INSERT OR IGNORE INTO newsletter_subscribers (email, source, created_at)
VALUES ('demo.reader@example.com', 'footer', 1735689600000);
