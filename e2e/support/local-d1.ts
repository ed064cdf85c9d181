// Reads the e2e stack's local D1 the way an operator would, with `wrangler d1 execute --local`.
// Used to read the welcome mail from the outbox and to record an adjustment as an operator would:
// the product has no test backdoor for either.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const require = createRequire(import.meta.url);
const WRANGLER = path.join(path.dirname(require.resolve('wrangler/package.json')), 'bin/wrangler.js');

/** How often a statement refused with SQLITE_BUSY is tried again, and how long to wait in between. */
const BUSY_TRIES = 5;
const BUSY_PAUSE_MS = 300;

/**
 * Runs one SQL statement against .e2e-state (or the state of a file's own stack, `persistTo`) and returns
 * its rows (if any). A statement that found the database locked by the server's own write (SQLITE_BUSY:
 * nothing ran) is tried again a few times.
 */
export async function queryLocalD1<Row>(sql: string, persistTo = '.e2e-state'): Promise<Row[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [WRANGLER, 'd1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--command', sql, '--json'],
        { env: { ...process.env, CI: 'true' }, maxBuffer: 4 * 1024 * 1024 },
      );
      const results = JSON.parse(stdout.slice(stdout.indexOf('['))) as { results: Row[] }[];
      return results[0]?.results ?? [];
    } catch (error) {
      if (attempt >= BUSY_TRIES || !String(error).includes('SQLITE_BUSY')) throw error;
      await new Promise((resolve) => setTimeout(resolve, BUSY_PAUSE_MS * attempt));
    }
  }
}
