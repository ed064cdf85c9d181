// The public ledger's list of credited contributions: keyset pages newest first (optionally one
// wallet's), wallets shortened and never an email, and the kept totals of the credit batch.
import { amountOf, assetDecimal } from '@core/asset-amount';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { shortenAddress } from '@core/address';
import { centsToUsd, formatLamportsAsSol } from '@core/lamports';
import { formatTokenAmount } from '@core/sale-rules';
import { encodeLedgerCursor, type LedgerQuery } from '@core/schemas/ledger';
import type { LedgerPage, LedgerTotals } from '@core/api/ledger';
import { contributions, saleTotals } from '../../db/schema';

/** The kept totals of the credit batch (one single-row read, O(1) in contributions). */
export async function loadLedgerTotals(db: D1Database): Promise<LedgerTotals> {
  const [row] = await drizzle(db)
    .select({ contributions: saleTotals.contributions, lamports: saleTotals.raisedLamports, cents: saleTotals.raisedCents })
    .from(saleTotals)
    .where(eq(saleTotals.id, 1));
  return {
    contributions: row?.contributions ?? 0,
    sol: formatLamportsAsSol(BigInt(row?.lamports ?? 0)),
    usd: centsToUsd(row?.cents ?? 0),
  };
}

/** One page of the ledger from D1 (no cache). */
export async function loadLedgerPage(db: D1Database, { limit, before, wallet }: LedgerQuery): Promise<LedgerPage> {
  const rows = await drizzle(db)
    .select({
      id: contributions.id,
      walletAddress: contributions.walletAddress,
      lamports: contributions.lamports,
      asset: contributions.asset,
      tokenAmount: contributions.tokenAmount,
      tokenDecimals: contributions.tokenDecimals,
      usdCents: contributions.usdCents,
      tokenBaseUnits: contributions.tokenBaseUnits,
      bonusTokenBaseUnits: contributions.bonusTokenBaseUnits,
      creditedAt: contributions.creditedAt,
      signature: contributions.signature,
      phase: contributions.phase,
    })
    .from(contributions)
    .where(
      and(
        wallet ? eq(contributions.walletAddress, wallet) : undefined,
        before
          ? or(
              lt(contributions.creditedAt, new Date(before.creditedAt)),
              and(eq(contributions.creditedAt, new Date(before.creditedAt)), lt(contributions.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(contributions.creditedAt), desc(contributions.id))
    .limit(limit + 1)
    .all();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      wallet: shortenAddress(row.walletAddress, 'public'),
      sol: formatLamportsAsSol(BigInt(row.lamports)),
      asset: row.asset,
      amount: assetDecimal(amountOf(row)),
      usd: centsToUsd(row.usdCents),
      tokens: formatTokenAmount(BigInt(row.tokenBaseUnits)),
      bonusTokens: formatTokenAmount(BigInt(row.bonusTokenBaseUnits)),
      time: row.creditedAt.toISOString(),
      signature: row.signature,
      phase: row.phase,
    })),
    nextCursor: rows.length > limit && last ? encodeLedgerCursor({ creditedAt: last.creditedAt.getTime(), id: last.id }) : null,
    totals: wallet ? null : await loadLedgerTotals(db),
  };
}
