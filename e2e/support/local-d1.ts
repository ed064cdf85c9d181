// Reads the e2e stack's local D1 the way an operator would: a read straight from the database file
// that `wrangler dev` keeps (SQLite's own locking makes it a consistent snapshot, and it costs no
// process), anything else through `wrangler d1 execute --local` (about 3 s of CPU a call). Used to
// read the welcome mail from the outbox and to record an adjustment as an operator would: the product
// has no test backdoor for either.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';

const require = createRequire(import.meta.url);
const WRANGLER = path.join(path.dirname(require.resolve('wrangler/package.json')), 'bin/wrangler.js');

/** Statements that only read, answered from the file (a WITH may end in a write, so it goes to wrangler). */
const READ_ONLY = /^\s*select\b/i;

/** The local D1 database file under `persistTo` (wrangler keeps one file per database, beside its metadata). */
function databaseFile(persistTo: string): string {
  const folder = path.join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(folder).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`expected one local D1 database in ${folder}, found ${files.length}`);
  return path.join(folder, files[0]!);
}

function readFromFile<Row>(sql: string, persistTo: string): Row[] {
  const db = new DatabaseSync(databaseFile(persistTo), { readOnly: true, timeout: 5_000 });
  try {
    return db.prepare(sql).all() as Row[];
  } finally {
    db.close();
  }
}

/** Runs one SQL statement against .e2e-state (or the state of a file's own stack, `persistTo`) and returns its rows (if any). */
export async function queryLocalD1<Row>(sql: string, persistTo = '.e2e-state'): Promise<Row[]> {
  if (READ_ONLY.test(sql)) return readFromFile<Row>(sql, persistTo);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [WRANGLER, 'd1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--command', sql, '--json'],
    { env: { ...process.env, CI: 'true' }, maxBuffer: 4 * 1024 * 1024 },
  );
  const results = JSON.parse(stdout.slice(stdout.indexOf('['))) as { results: Row[] }[];
  return results[0]?.results ?? [];
}
