// What one finalized transaction does, shared by a contributor's claim and the watcher: credit the intent
// whose reference it carries, or account for the money as an unmatched payment (wrong amount, from
// another wallet, after the intent expired, after its phase closed, over a cap, without a reference),
// or credit nothing when no SOL reached the treasury. Every rejection is audited.
import { unmatchedPaymentMessage, type UnmatchedReason } from '@core/reconciliation';
import type { SaleDates } from '@core/sale-rules';
import { phaseWindow } from '@core/sale-rules';
import { inboundTransfer, verifyContributionTransaction, VERIFY_REASONS, type TransactionLike } from '../chain/verify-transfer';
import { findUnmatchedPayment, recordUnmatchedPayment, type UnmatchedPaymentRow } from '../reconciliation/unmatched-payments';
import { creditContribution, CREDIT_REASONS, recordRejection, type CreditActor, type IntentRow } from './credit-contribution';
import type { CapLimits } from './credit-statements';

/** How a claim ended; `payment` says what happens to money that arrived but was not credited. */
export type ClaimResult =
  | { status: 'credited'; contributionId: string }
  | { status: 'pending'; reason: string; seen: boolean }
  | { status: 'rejected'; reason: string; payment?: UnmatchedPaymentView };

/** The sender's view of an unmatched payment. */
export interface UnmatchedPaymentView {
  status: UnmatchedPaymentRow['status'];
  message: string;
}

export interface SettleContext {
  db: D1Database;
  treasury: string;
  caps: CapLimits;
  /** The sale dates now: the window of intents created before windows were stored on them. */
  dates: SaleDates | null;
  actor: CreditActor;
  origin: string;
}

/** The phase window an intent was priced in: stored at creation, so a Reset cannot move it. */
export function intentWindow(intent: IntentRow, dates: SaleDates | null): { start: Date; end: Date } | null {
  if (intent.phaseStartsAt && intent.phaseEndsAt) return { start: intent.phaseStartsAt, end: intent.phaseEndsAt };
  const window = dates ? phaseWindow(intent.phase, dates) : null;
  return window && { start: window.startsAt, end: window.endsAt };
}

export function paymentView(row: UnmatchedPaymentRow): UnmatchedPaymentView {
  return { status: row.status, message: unmatchedPaymentMessage(row.reason, row.detail) };
}

/** The verification failures after which the money the transaction moved is the intent's sender's to reclaim. */
const UNMATCHED_BY_VERDICT: Partial<Record<string, Exclude<UnmatchedReason, 'over a cap'>>> = {
  [VERIFY_REASONS.wrongSender]: 'unknown sender',
  [VERIFY_REASONS.wrongAmount]: 'wrong amount',
  [VERIFY_REASONS.outsideWindow]: 'after close',
};

/**
 * Settles a finalized transaction `tx` (signature `signature`) that carries `intent`'s reference.
 * Call only after checking the signature is not already credited or recorded.
 */
export async function settleForIntent(ctx: SettleContext, intent: IntentRow, signature: string, tx: TransactionLike): Promise<ClaimResult> {
  const { db, actor } = ctx;
  const verdict = verifyContributionTransaction(
    tx,
    { walletAddress: intent.walletAddress, lamports: BigInt(intent.lamports), reference: intent.reference },
    { treasury: ctx.treasury, phaseWindow: intentWindow(intent, ctx.dates) },
  );
  const inbound = inboundTransfer(tx, ctx.treasury);
  const blockTime = new Date(Number(tx.blockTime ?? 0) * 1000);

  const unmatched = async (reason: Exclude<UnmatchedReason, 'over a cap'>, shown: string) => {
    await recordRejection(db, actor, intent.id, signature, shown);
    await markIntent(db, intent.id, 'rejected', shown, signature);
    if (!inbound) return { status: 'rejected', reason: shown } as const;
    const row = await recordUnmatchedPayment(db, { signature, sender: inbound.sender, lamports: inbound.lamports, slot: Number(tx.slot), blockTime, reason, likelyIntentId: intent.id });
    return { status: 'rejected', reason: shown, payment: paymentView(row) } as const;
  };

  if (!verdict.ok) {
    if (verdict.retryable) return { status: 'pending', reason: verdict.reason, seen: false };
    const reason = UNMATCHED_BY_VERDICT[verdict.reason];
    if (reason) return unmatched(reason, verdict.reason);
    await recordRejection(db, actor, intent.id, signature, verdict.reason);
    await markIntent(db, intent.id, 'rejected', verdict.reason, signature);
    return { status: 'rejected', reason: verdict.reason };
  }

  // The price of an intent holds until it expires: a later payment waits for the team's decision.
  if (verdict.blockTime >= intent.expiresAt) return unmatched('after expiry', unmatchedPaymentMessage('after expiry', ''));

  const credit = await creditContribution(db, { intent, signature, slot: verdict.slot, blockTime: verdict.blockTime, actor, caps: ctx.caps, origin: ctx.origin });
  if (credit.outcome === 'credited' || credit.outcome === 'already credited') return { status: 'credited', contributionId: credit.contributionId };
  if (credit.outcome === 'over a cap') {
    const row = (await findUnmatchedPayment(db, signature))!;
    const view = paymentView(row);
    await recordRejection(db, actor, intent.id, signature, view.message);
    await markIntent(db, intent.id, 'rejected', view.message, signature);
    return { status: 'rejected', reason: view.message, payment: view };
  }
  // A second payment of an intent already credited: the money is owed back.
  if (credit.reason === CREDIT_REASONS.intentCredited && inbound) {
    const row = await recordUnmatchedPayment(db, { signature, sender: inbound.sender, lamports: inbound.lamports, slot: Number(tx.slot), blockTime, reason: 'already credited', likelyIntentId: intent.id });
    return { status: 'rejected', reason: credit.reason, payment: paymentView(row) };
  }
  return { status: 'rejected', reason: credit.reason };
}

/**
 * Accounts for a finalized transaction that carries no known intent's reference: money it moved into
 * the treasury becomes an unmatched payment. Returns the recorded row, or null when none arrived.
 */
export async function settleUnreferenced(ctx: SettleContext, signature: string, tx: TransactionLike): Promise<UnmatchedPaymentRow | null> {
  const inbound = inboundTransfer(tx, ctx.treasury);
  if (!inbound) return null;
  return recordUnmatchedPayment(ctx.db, {
    signature,
    sender: inbound.sender,
    lamports: inbound.lamports,
    slot: Number(tx.slot),
    blockTime: new Date(Number(tx.blockTime ?? 0) * 1000),
    reason: 'no reference',
  });
}

/** Records the latest verdict on an intent that is not credited (a credit is final). */
export async function markIntent(db: D1Database, intentId: string, status: 'pending' | 'rejected', reason: string, signature: string) {
  await db
    .prepare("UPDATE contribution_intents SET status = ?, status_reason = ?, reported_signature = ? WHERE id = ? AND status != 'credited'")
    .bind(status, reason, signature, intentId)
    .run();
}
