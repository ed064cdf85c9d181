// What the treasury owes given wallets back and what it already paid them, as the buyer sees it: the
// public lookup of one wallet on /ledger and the Refunds section of the investor's dashboard. What is
// owed is the same read as the admin's Refunds list (refunds-owed.ts), in the buyer's words: the
// payment's own reason, never the admin's note (investor-payments.ts keeps the same rule). What was
// paid is the `refunds` table, one row per verified refund to a wallet in one asset; a transaction that
// refunds many wallets has a row for each, so rows are told apart by id, never by signature alone.
import type { RefundOwedToWallet, RefundPaidToWallet, WalletRefunds } from '@core/api/refunds-wallet';
import { toAssetDecimal, type AssetAmount } from '@core/asset-amount';
import { explorerTxUrl } from '@core/explorer';
import { centsToUsd } from '@core/lamports';
import { ASSET_SYMBOLS } from '@core/payment-assets';
import { ownUsdCents } from '@core/stablecoin-amount';
import { amountOfColumns, moneyColumnsSql, type MoneyColumnsRow } from '../../db/money-columns';
import type { ExplorerContext } from '../distribution/batch-queries';
import { owedLines, softCapRefundsDue } from './refunds-owed';

/** Refunds paid listed at most, newest first: a wallet refunded more often than this is a fault to look at, not to page through. */
export const PAID_REFUNDS_SHOWN = 50;

/** The USD value an amount has by itself (a stablecoin at $1.00 a unit), else null. */
function usdOf(amount: AssetAmount): number | null {
  const cents = ownUsdCents(amount);
  return cents === null ? null : centsToUsd(cents);
}

/** Why a payment is owed back, told to its sender: its own reason; the admin's note stays in the console. */
const buyerReason = (detail: string) => detail;

async function owedTo(db: D1Database, wallets: readonly string[], softCap: boolean): Promise<RefundOwedToWallet[]> {
  const lines = await owedLines(db, { wallets }, { softCap, limit: wallets.length * ASSET_SYMBOLS.length, offset: 0, reasonText: buyerReason });
  return lines.map((line) => ({ wallet: line.wallet, ...toAssetDecimal(line.amount), usd: usdOf(line.amount), payments: line.payments, reasons: line.reasons }));
}

interface PaidRow extends MoneyColumnsRow {
  wallet: string;
  signature: string;
  created_at: number;
}

async function paidTo(db: D1Database, wallets: readonly string[], explorer: ExplorerContext): Promise<RefundPaidToWallet[]> {
  const { results } = await db
    .prepare(
      `SELECT wallet, signature, ${moneyColumnsSql()}, created_at FROM refunds WHERE wallet IN (SELECT value FROM json_each(?))
       ORDER BY created_at DESC, id ASC LIMIT ?`,
    )
    .bind(JSON.stringify(wallets), PAID_REFUNDS_SHOWN)
    .all<PaidRow>();
  return results.map((row) => {
    const amount = amountOfColumns(row);
    return {
      wallet: row.wallet,
      ...toAssetDecimal(amount),
      usd: usdOf(amount),
      at: new Date(row.created_at).toISOString(),
      signature: row.signature,
      explorerUrl: explorerTxUrl(row.signature, explorer.cluster, explorer.rpcUrl),
    };
  });
}

/**
 * What the treasury owes `wallets` back now (per wallet and asset, SOL first, most owed first) and the
 * refunds it paid them (newest first, at most PAID_REFUNDS_SHOWN). `softCap` says whether the sale closed
 * below its soft cap (every credited contribution not yet refunded is owed too); read from D1 when left out.
 */
export async function walletRefunds(
  db: D1Database,
  wallets: readonly string[],
  options: { explorer: ExplorerContext; softCap?: boolean; now?: Date },
): Promise<WalletRefunds> {
  const unique = [...new Set(wallets)];
  if (unique.length === 0) return { owed: [], paid: [] };
  const softCap = options.softCap ?? (await softCapRefundsDue(db, options.now));
  const [owed, paid] = await Promise.all([owedTo(db, unique, softCap), paidTo(db, unique, options.explorer)]);
  return { owed, paid };
}
