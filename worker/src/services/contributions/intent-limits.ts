// The early warning of the whitelist rules when an intent is created: a wallet's standing from
// credited contributions only. Unpaid intents reserve nothing (nobody is blocked by intents they did
// not pay); the caps themselves are enforced when money is credited (credit-statements.ts).
import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { contributions, saleTotals } from '../../db/schema';

/** Whitelist places taken, whether this wallet holds one and the lamports it already contributed (a stablecoin's at its SOL equivalent). */
export async function whitelistStanding(db: D1Database, wallet: string) {
  const orm = drizzle(db);
  // Two index lookups (the totals row, the wallet's whitelist rows), never a scan.
  const [[totals], [own]] = await Promise.all([
    orm.select({ places: saleTotals.whitelistContributors }).from(saleTotals).where(eq(saleTotals.id, 1)),
    orm
      .select({ entries: sql<number>`COUNT(*)`, lamports: sql<number>`COALESCE(SUM(COALESCE(${contributions.solEquivalentLamports}, ${contributions.lamports})), 0)` })
      .from(contributions)
      .where(and(eq(contributions.walletAddress, wallet), eq(contributions.phase, 'WHITELIST'))),
  ]);
  return {
    participants: totals?.places ?? 0,
    isParticipant: (own?.entries ?? 0) > 0,
    lamports: BigInt(own?.lamports ?? 0),
  };
}
