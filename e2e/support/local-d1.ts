// Reads and writes an e2e stack's local D1 the way a developer would in wrangler's local explorer:
// its D1 API (/cdn-cgi/local/explorer/api, which `wrangler dev` serves beside the worker, never in
// production). Used to read the welcome mail from the outbox and to record an adjustment as an
// operator would: the product has no test backdoor for either.
// Why the explorer: the statement runs in the stack's own workerd, on the same database object the
// worker uses, in a few milliseconds. `wrangler d1 execute --local` started a process of its own for
// each statement (about 1.2 s of CPU) that opened the database file beside workerd; reading that file
// from a second long-lived process gave the worker 500s.
import { inject } from 'vitest';

const EXPLORER_D1 = '/cdn-cgi/local/explorer/api/d1/database';

/** The explorer's D1 answer: one result per statement, rows as arrays in the order of `columns`. */
interface RawAnswer {
  success: boolean;
  errors: { message: string }[];
  result?: { results: { columns: string[]; rows: unknown[][] } }[];
}

/** The explorer's id of each stack's `DB` binding (wrangler.toml's database_id), looked up once. */
const databaseIds = new Map<string, Promise<string>>();

function databaseId(stackUrl: string): Promise<string> {
  let id = databaseIds.get(stackUrl);
  if (!id) {
    id = (async () => {
      const response = await fetch(`${stackUrl}${EXPLORER_D1}`);
      const answer = (await response.json()) as { result?: { name: string; uuid: string }[] };
      const database = answer.result?.find((entry) => entry.name === 'DB');
      if (!database) throw new Error(`no DB in the local explorer of ${stackUrl}: ${response.status} ${JSON.stringify(answer)}`);
      return database.uuid;
    })();
    id.catch(() => databaseIds.delete(stackUrl));
    databaseIds.set(stackUrl, id);
  }
  return id;
}

/**
 * Runs one SQL statement against the run's stack (or a file's own stack at `stackUrl`) and returns its
 * rows (if any), one object per row.
 */
export async function queryLocalD1<Row>(sql: string, stackUrl: string = inject('baseUrl')): Promise<Row[]> {
  const response = await fetch(`${stackUrl}${EXPLORER_D1}/${await databaseId(stackUrl)}/raw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sql }),
  });
  const answer = (await response.json()) as RawAnswer;
  if (!response.ok || !answer.success || !answer.result) {
    throw new Error(`local D1 refused ${sql.slice(0, 200)}: ${response.status} ${answer.errors.map((error) => error.message).join('; ')}`);
  }
  const { columns, rows } = answer.result[0]!.results;
  return rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index]])) as Row);
}
