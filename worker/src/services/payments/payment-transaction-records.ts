// The payment_transactions table: the last transaction built per intent (its last valid block height).
// A conditional write decides a race between two requests for the same intent: only one builds.
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { paymentTransactions } from '../../db/schema';

/** The last transaction built for `intentId`, or null when none was. */
export async function lastPaymentTransaction(db: D1Database, intentId: string): Promise<{ lastValidBlockHeight: bigint } | null> {
  const [row] = await drizzle(db).select().from(paymentTransactions).where(eq(paymentTransactions.intentId, intentId)).limit(1);
  return row ? { lastValidBlockHeight: BigInt(row.lastValidBlockHeight) } : null;
}

/**
 * Records a transaction built for `intentId` valid until `lastValidBlockHeight`. `previous` is the
 * height read before building (null: none was built); false when another request changed it meanwhile.
 */
export async function recordPaymentTransaction(
  db: D1Database,
  intentId: string,
  lastValidBlockHeight: bigint,
  previous: bigint | null,
  now = new Date(),
): Promise<boolean> {
  const orm = drizzle(db);
  const row = { lastValidBlockHeight: Number(lastValidBlockHeight), preparedAt: now };
  if (previous === null) {
    const inserted = await orm.insert(paymentTransactions).values({ intentId, ...row }).onConflictDoNothing().returning({ intentId: paymentTransactions.intentId });
    return inserted.length === 1;
  }
  const updated = await orm
    .update(paymentTransactions)
    .set(row)
    .where(and(eq(paymentTransactions.intentId, intentId), eq(paymentTransactions.lastValidBlockHeight, Number(previous))))
    .returning({ intentId: paymentTransactions.intentId });
  return updated.length === 1;
}
