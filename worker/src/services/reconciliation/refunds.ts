// The engine side of refunds (docs/money-in.md): recording a refund only against a finalized on-chain
// transaction in which the treasury's balance fell and the owed wallet's rose by at least the amount
// owed, read from balance changes like every other verdict. Money goes back in kind: a refund is in the
// asset that left the treasury (a stablecoin that left its token account, else SOL) and settles only
// what is owed in that asset. One hand refund per transaction; the watcher's outflow of that transaction is
// then explained as this refund (settlement/outflows.ts).
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { amountOf, type AssetAmount } from '@core/asset-amount';
import { unmatchedPayments } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { log } from '../../lib/log';
import { auditStatement } from '../accounts/audit';
import type { ExplorerContext } from '../distribution/batch-queries';
import { refundPaidMailStatements } from '../mail/refund-mail';
import { refundSettlementStatements } from './refund-settlement';
import { handPaidLineStatements, liveLineOf } from '../refunds/hand-refunds';
import { finishIfDone } from '../refunds/plan-approval';
import { handRefundWhileSending } from '../refunds/refusals';
import type { SolanaRpc } from '../chain/solana-rpc';
import { transactionView, type TransactionView } from '../chain/transaction-view';
import { treasuryMovement } from '../settlement/treasury-movement';
import { VERIFY_REASONS } from '../settlement/payment-verdict';
import { amountIn, balanceChange, receivedByTreasury, SOL, symbolOf, type PaymentAsset } from '../settlement/payment-asset';

export const REFUND_REASONS = {
  nothingOwed: 'Nothing is owed to this wallet',
  nothingOwedIn: (asset: string) => `Nothing is owed to this wallet in ${asset}: a refund goes back in the currency that was paid`,
  notFinalized: VERIFY_REASONS.notFinalized,
  failed: VERIFY_REASONS.failed,
  notFromTreasury: 'The refund must be a transfer signed by the treasury',
  wrongRecipient: 'The refund must go to the wallet that is owed',
  tooSmall: 'The refund is smaller than the amount owed',
  used: 'This transaction was already recorded as a refund',
} as const;

/** `lamports` stays the SOL paid (0 for a stablecoin refund); `paid` is the refund in its asset. */
export type RefundVerdict = { ok: true; lamports: bigint; paid: AssetAmount } | { ok: false; reason: string };

/** What left the treasury in `asset` in `view` beyond any fee it paid (0 when nothing left). */
function sentByTreasury(view: TransactionView, treasury: string, asset: PaymentAsset): bigint {
  if (asset.kind === 'sol') {
    const movement = treasuryMovement(view, treasury);
    return movement.change >= 0n ? 0n : -movement.change - movement.feePaid;
  }
  const change = receivedByTreasury(view, treasury, asset);
  return change < 0n ? -change : 0n;
}

/** The asset a refund transaction pays back: a stablecoin that left the treasury's token account, else SOL. */
export function refundAssetOf(view: TransactionView, treasury: string, assets: readonly PaymentAsset[]): PaymentAsset {
  return assets.find((asset) => asset.kind === 'token' && sentByTreasury(view, treasury, asset) > 0n) ?? SOL;
}

/**
 * Whether `view` (finalized) pays `wallet` at least `owed` of `asset` out of the treasury: the
 * treasury's balance (its token account, for a stablecoin) fell and the wallet's rose. What counts as
 * paid is the wallet's rise, at most what left the treasury beyond its fee, so money from a third party
 * in the same transaction never counts.
 */
export function verifyRefundTransaction(view: TransactionView | null, treasury: string, wallet: string, owed: bigint, asset: PaymentAsset = SOL): RefundVerdict {
  if (!view) return { ok: false, reason: REFUND_REASONS.notFinalized };
  if (!view.succeeded) return { ok: false, reason: REFUND_REASONS.failed };
  const sent = sentByTreasury(view, treasury, asset);
  if (sent <= 0n) return { ok: false, reason: REFUND_REASONS.notFromTreasury };
  const rose = balanceChange(view, wallet, asset);
  if (rose <= 0n) return { ok: false, reason: REFUND_REASONS.wrongRecipient };
  const paid = rose < sent ? rose : sent;
  if (paid < owed) return { ok: false, reason: REFUND_REASONS.tooSmall };
  return { ok: true, lamports: asset.kind === 'sol' ? paid : 0n, paid: amountIn(view, asset, paid) };
}

export interface RecordRefundInput {
  db: D1Database;
  rpc: SolanaRpc;
  treasury: string;
  /** The assets the treasury takes (settlement/treasury-assets.ts): a refund is in one of them. */
  assets: readonly PaymentAsset[];
  wallet: string;
  signature: string;
  actor: string;
  /** The sale closed below its soft cap: the wallet's credited contributions not yet refunded are owed too. */
  softCap?: boolean;
  /** Where the buyer's "Your refund was paid" mail links to: the transaction's explorer page and the site. */
  links: { explorer: ExplorerContext; origin: string };
}

/**
 * Verifies the refund transaction against what `wallet` is owed now and, if it holds, records it and
 * settles what it covered in one batch: the payments marked refund_due become refunded and, after a
 * sale closed below its soft cap, the wallet's contributions get their refund (and the referral each
 * one earned is marked refunded); the wallet's investor accounts get "Your refund was paid" (mail/refund-mail.ts). Sale totals are not touched: they are history. Returns the verdict
 * either way; `settled` counts payments and contributions settled.
 */
export async function recordRefund(input: RecordRefundInput): Promise<RefundVerdict & { settled?: number }> {
  const { db, wallet, signature } = input;
  const orm = drizzle(db);
  const owedRows = await orm
    .select({ id: unmatchedPayments.id, asset: unmatchedPayments.asset, lamports: unmatchedPayments.lamports, tokenAmount: unmatchedPayments.tokenAmount })
    .from(unmatchedPayments)
    .where(and(eq(unmatchedPayments.sender, wallet), eq(unmatchedPayments.status, 'refund_due')));
  type OwedRow = { id: string; asset: string; lamports: number; tokenAmount: string | null };
  const contributionRows: OwedRow[] = input.softCap
    ? (await db.prepare('SELECT id, asset, lamports, token_amount AS tokenAmount FROM contributions WHERE wallet_address = ? AND refunded_at IS NULL').bind(wallet).all<OwedRow>()).results
    : [];
  // A transaction already recorded says so first, even when its recording settled everything owed.
  const used = await db.prepare('SELECT 1 FROM refunds WHERE signature = ?').bind(signature).first();
  if (used) return { ok: false, reason: REFUND_REASONS.used };
  if (owedRows.length === 0 && contributionRows.length === 0) return { ok: false, reason: REFUND_REASONS.nothingOwed };

  const raw = await input.rpc.getTransaction(signature, 'finalized');
  const view = raw && transactionView(raw, signature);
  const asset = view ? refundAssetOf(view, input.treasury, input.assets) : SOL;
  const symbol = symbolOf(asset);
  const due = owedRows.filter((row) => row.asset === symbol);
  const contributions = contributionRows.filter((row) => row.asset === symbol);
  if (view && due.length === 0 && contributions.length === 0) return { ok: false, reason: REFUND_REASONS.nothingOwedIn(symbol) };
  const owed = [...due, ...contributions].reduce((sum, row) => sum + amountOf(row).units, 0n);
  const verdict = verifyRefundTransaction(view, input.treasury, wallet, owed, asset);
  if (!verdict.ok) return verdict;

  const now = Date.now();
  const contributionIds = contributions.map((row) => row.id);
  const line = await liveLineOf(db, wallet, symbol);
  if (line?.sending) return { ok: false, reason: handRefundWhileSending(symbol) };
  const mails = await refundPaidMailStatements(db, { wallet, amount: verdict.paid, signature, at: new Date(now) }, input.links);
  try {
    const [, payments, refunded] = await db.batch([
      ...refundSettlementStatements(db, { signature, wallet, paid: verdict.paid, actor: input.actor, at: now, paymentIds: due.map((row) => row.id), contributionIds, lineId: null }),
      auditStatement(db, input.actor, 'refund.recorded', wallet, {
        signature, lamports: String(verdict.lamports), ...(symbol === 'SOL' ? {} : { asset: symbol, tokenAmount: verdict.paid.units.toString() }),
        owed: String(owed), payments: due.length, contributions: contributionIds.length, ...(line ? { refundLine: line.id } : {}),
      }, now),
      ...(line ? handPaidLineStatements(db, line.id, signature, now) : []),
      ...mails,
    ]);
    if (line) await finishIfDone(db, line.planId, input.actor, now);
    log.info('refund.recorded', { wallet, signature, asset: symbol, units: verdict.paid.units, owed, payments: due.length, contributions: contributionIds.length, actor: input.actor });
    return { ...verdict, settled: payments!.meta.changes + refunded!.meta.changes };
  } catch (error) {
    if (isUniqueViolation(error)) {
      return { ok: false, reason: REFUND_REASONS.used };
    }
    throw error;
  }
}
