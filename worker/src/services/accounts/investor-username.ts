// An investor chooses (or changes) the username they may sign in with besides their email: the
// investors row and its audit event change in one batch; a race for the same name loses cleanly.
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { investors } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { isUsernameTaken, usernameStatement } from './investor-accounts';
import { INVESTOR_EVENTS, investorEventStatement } from './investor-events';

/** What became of the request: set (or already this investor's), or taken by someone else. */
export type UsernameOutcome = 'set' | 'taken';

/**
 * Gives `investorId` the (lower-cased) `username`. Taken means another account, or a sign-up still
 * waiting for verification, holds it, or won it while this batch ran (the UNIQUE index decides).
 */
export async function chooseUsername(db: D1Database, investorId: string, username: string, now = Date.now()): Promise<UsernameOutcome> {
  const current = await drizzle(db).select({ username: investors.username }).from(investors).where(eq(investors.id, investorId)).get();
  if (current?.username === username) return 'set';
  if (await isUsernameTaken(db, username)) return 'taken';
  try {
    await db.batch([
      usernameStatement(db, investorId, username, now),
      investorEventStatement(db, investorId, INVESTOR_EVENTS.usernameSet, { username }, now),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
  return 'set';
}
