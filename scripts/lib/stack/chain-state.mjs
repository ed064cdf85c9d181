// Keeps the local chain's state and the local D1's together in one folder (`persistTo`): the chain's
// journal lives in `<persistTo>/chain/`, so stopping and starting `npm start` keeps both, and deleting
// the folder starts both over. When only one of them survived, it says so plainly and what to do.
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { chainStateDir } from '../../local-chain/server.mjs';

/** Whether `persistTo` already holds a local D1 database (wrangler keeps it under v3/d1). */
export function hasLocalDatabase(persistTo) {
  return existsSync(path.join(persistTo, 'v3', 'd1'));
}

/**
 * Run before the chain and the database start. A chain journal without its database belongs to a
 * database that was deleted: it is set aside (kept, renamed) so the chain starts over with it.
 * @param {string} persistTo absolute path
 * @param {{ label?: string, now?: Date }} [options] label: how the folder is named to the reader
 * @returns {{ databaseExisted: boolean, notices: string[] }}
 */
export function reconcileChainState(persistTo, { label = persistTo, now = new Date() } = {}) {
  const databaseExisted = hasLocalDatabase(persistTo);
  const journal = path.join(chainStateDir(persistTo), 'journal.jsonl');
  const notices = [];
  if (!databaseExisted && existsSync(journal)) {
    const kept = journal.replace(/\.jsonl$/, `-orphaned-${now.toISOString().replace(/[:.]/g, '-')}.jsonl`);
    renameSync(journal, kept);
    notices.push(
      `The local database in ${label} is new, but the local chain kept transactions from an earlier run: the chain starts over too, so the two agree (its old journal is kept as ${path.basename(kept)}).`,
    );
  }
  return { databaseExisted, notices };
}

/**
 * The notice for a database that was kept while the chain starts new (deleted, or made before the
 * chain kept its state): its credits point at transactions this chain never saw.
 * @param {string} persistTo
 * @param {{ databaseExisted: boolean, chainFresh: boolean }} state
 */
export function chainMismatchNotice(persistTo, { databaseExisted, chainFresh }) {
  if (!databaseExisted || !chainFresh) return null;
  return [
    `The local database in ${persistTo} was kept from an earlier run, but the local chain starts new: ${chainStateDir(persistTo)} was missing`,
    '(deleted, or the database was made before the chain kept its state). Balances and transactions the database credited are not on this chain,',
    `so /ledger will show a difference the product did not cause. To start both over: stop npm start, delete ${persistTo}, and run npm start again.`,
  ].join('\n  ');
}
