// Seeds credited contributions straight into a local D1 for the API bench through
// `wrangler d1 execute --local` (the SQL is in bench-seed-sql.mjs).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { seedContributionsSql } from './seed-sql.mjs';
import { wrangler } from '../stack/stack.mjs';

/** Grows the seeded contributions of the local D1 in `persistTo` from `from` to `to` rows. */
export async function seedContributions({ persistTo, from, to }) {
  if (to <= from) return;
  const file = path.join(tmpdir(), `mrdx-bench-seed-${process.pid}.sql`);
  writeFileSync(file, seedContributionsSql(from, to));
  await wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', file], { quiet: true, env: { CI: 'true' } });
}
