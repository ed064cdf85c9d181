// Reads the e2e stack's local D1 the way an operator would, with `wrangler d1 execute --local`.
// Used to read the welcome mail from the outbox and to record an adjustment as an operator would:
// the product has no test backdoor for either.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const require = createRequire(import.meta.url);
const WRANGLER = path.join(path.dirname(require.resolve('wrangler/package.json')), 'bin/wrangler.js');

/** Runs one SQL statement against .e2e-state (or the state of a file's own stack, `persistTo`) and returns its rows (if any). */
export async function queryLocalD1<Row>(sql: string, persistTo = '.e2e-state'): Promise<Row[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [WRANGLER, 'd1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--command', sql, '--json'],
    { env: { ...process.env, CI: 'true' }, maxBuffer: 4 * 1024 * 1024 },
  );
  const results = JSON.parse(stdout.slice(stdout.indexOf('['))) as { results: Row[] }[];
  return results[0]?.results ?? [];
}
