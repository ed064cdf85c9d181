// Reads the e2e stack's local D1 the way `wrangler d1 execute --local` does: one SQL statement on the
// SQLite file the stack's workerd keeps under its --persist-to folder (WAL mode, so a reader never
// waits for the server, and both see each other's commits). Used to read the welcome mail from the
// outbox and to record an adjustment as an operator would: the product has no test backdoor for
// either. Opening the file takes milliseconds, where a wrangler process took over a second of CPU.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** Where Miniflare keeps the D1 binding's database under a --persist-to folder (one file per database). */
function databaseFile(persistTo: string): string {
  const folder = path.join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(folder).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`expected one D1 database in ${folder}, found ${files.join(', ') || 'none'}`);
  return path.join(folder, files[0]!);
}

/** Runs one SQL statement against .e2e-state (or the state of a file's own stack, `persistTo`) and returns its rows (if any). */
export async function queryLocalD1<Row>(sql: string, persistTo = '.e2e-state'): Promise<Row[]> {
  const db = new DatabaseSync(databaseFile(persistTo));
  try {
    // The server may hold the write lock for a moment: wait for it, as D1 itself would.
    db.exec('PRAGMA busy_timeout = 10000');
    return db
      .prepare(sql)
      .all()
      .map((row) => ({ ...row }) as Row);
  } finally {
    db.close();
  }
}
