// The rush bench's reads and its one write of the local D1, through `wrangler d1 execute --local`
// (the supported way into the database wrangler dev is serving): what was credited and recorded, to
// check each payment against, and the expiry of the intents that are to be paid late.
import { wrangler } from '../../stack/stack.mjs';

/** Rows of one SQL statement against the local database in `persistTo`. */
export async function queryLocalD1(persistTo, sql) {
  const output = await wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--json', '--command', sql], {
    quiet: true,
    env: { CI: 'true' },
  });
  const start = output.indexOf('[');
  const [result] = JSON.parse(output.slice(start));
  return result.results;
}

/** Every credited contribution and every unmatched payment (a signature may be in both: an overpayment). */
export async function readBooks(persistTo) {
  // One after the other: each is a wrangler process, and the machine is busy serving the rush.
  const credited = await queryLocalD1(
    persistTo,
    'SELECT signature, intent_id AS intentId, wallet_address AS wallet, lamports, usd_cents AS usdCents, credited_at AS creditedAt FROM contributions',
  );
  const unmatched = await queryLocalD1(persistTo, 'SELECT signature, lamports, reason, likely_intent_id AS intentId, created_at AS createdAt FROM unmatched_payments');
  return { credited, unmatched };
}

/**
 * Moves the expiry of `intentIds` to their creation time, as if their 30 minutes had passed: their
 * payments then arrive after expiry. Run before the rush, on intents nobody has paid yet.
 */
export async function expireIntents(persistTo, intentIds) {
  if (intentIds.length === 0) return;
  const list = intentIds.map((id) => `'${id.replace(/[^0-9a-f-]/gi, '')}'`).join(',');
  await queryLocalD1(persistTo, `UPDATE contribution_intents SET expires_at = created_at WHERE id IN (${list})`);
}

/** The watcher's kept run reports after run `afterId`, oldest first. */
export function watcherRunsAfter(persistTo, afterId = 0) {
  return queryLocalD1(
    persistTo,
    `SELECT id, started_at AS startedAt, duration_ms AS durationMs, handled, credited, unmatched, backlog, errors,
       rpc_calls AS rpcCalls, rpc_methods AS rpcMethods, lag_seconds AS lagSeconds FROM watcher_runs WHERE id > ${Number(afterId)} ORDER BY id`,
  );
}
