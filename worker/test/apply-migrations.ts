// Applies the same migrations as production to the test D1 database, and empties every table before
// each test so that tests never see each other's rows.
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach } from 'vitest';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    }
  }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

const { results: tables } = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
).all<{ name: string }>();

beforeEach(async () => {
  if (tables.length === 0) return;
  // Foreign keys are checked at the end of the batch (one transaction), when every table is empty:
  // creation order no longer says which table is a child (a migration may rebuild a parent table).
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = ON'),
    ...tables.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`)),
  ]);
});
