// What one finalized transaction paid the treasury, shared by a contributor's claim and the watcher
// (DESIGN.md 4, accounting by balance change): credit the intent whose reference it carries, with
// anything paid beyond it recorded as owed back in the same batch; or account for all of it as an
// unmatched payment (wrong amount, from another wallet, after the intent expired, after its phase
// closed, over a cap, without a reference); or credit nothing when the treasury's balance did not rise.
// Every rejection is audited.
import { unmatchedPaymentMessage, type UnmatchedReason } from '@core/reconciliation';
import type { SaleDates } from '@core/sale-rules';
import { phaseWindow } from '@core/sale-rules';
import { explainInbound } from './payment-explanation';
import type { TransactionView } from '../chain/transaction-view';
import { paidBy, treasuryMovement } from './treasury-movement';
import { verifyContributionTransaction, VERIFY_REASONS } from './payment-verdict';
import { findUnmatchedPayment, recordUnmatchedPayment, type UnmatchedPaymentRow } from './unmatched-payments';
import { creditContribution, CREDIT_REASONS, recordRejection, type CreditActor, type IntentRow } from './credit-contribution';
import type { CapLimits } from './credit-statements';
import type { SharedBatch } from './shared-batch';

/** The sender's view of an unmatched payment. */
export interface UnmatchedPaymentView {
  status: UnmatchedPaymentRow['status'];
  message: string;
}

/** How a claim ended; `payment` says what happens to money that arrived but was not credited (an overpayment's surplus too). */
export type ClaimResult =
  | { status: 'credited'; contributionId: string; payment?: UnmatchedPaymentView }
  | { status: 'pending'; reason: string; seen: boolean }
  | { status: 'rejected'; reason: string; payment?: UnmatchedPaymentView };

export interface SettleContext {
  db: D1Database;
  treasury: string;
  caps: CapLimits;
  /** The sale dates now: the window of intents created before windows were stored on them. */
  dates: SaleDates | null;
  actor: CreditActor;
  origin: string;
  /** The stored password hash of an intent's email when the caller read them all at once (the watcher); else looked up per credit. */
  passwordHashOf?: (email: string) => string | null;
  /** The credit's batch runner, when several credits share one D1 batch (the watcher's groups). */
  batch?: SharedBatch;
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

/** What `view` paid the treasury and who paid it; null when its balance did not rise. */
function inbound(view: TransactionView, treasury: string, wallet?: string) {
  const movement = treasuryMovement(view, treasury);
  if (!view.succeeded || movement.change <= 0n) return null;
  // The registered wallet is named as the sender whenever it put money in; else whoever paid most.
  const sender = wallet && paidBy(view, wallet) > 0n ? wallet : (movement.payer ?? view.feePayer);
  return { lamports: movement.change, sender, explanation: explainInbound(view, treasury) };
}

/**
 * Settles a finalized transaction `view` that carries `intent`'s reference. Call only after checking
 * the signature is not already credited or recorded.
 */
export async function settleForIntent(ctx: SettleContext, intent: IntentRow, view: TransactionView): Promise<ClaimResult> {
  const { db, actor } = ctx;
  const { signature } = view;
  const verdict = verifyContributionTransaction(
    view,
    { walletAddress: intent.walletAddress, lamports: BigInt(intent.lamports), reference: intent.reference },
    { treasury: ctx.treasury, phaseWindow: intentWindow(intent, ctx.dates) },
  );
  const received = inbound(view, ctx.treasury, intent.walletAddress);
  const recordAll = (reason: Exclude<UnmatchedReason, 'over a cap'>) =>
    recordUnmatchedPayment(db, {
      signature, sender: received!.sender, lamports: received!.lamports, slot: view.slot,
      blockTime: view.blockTime ?? new Date(0), reason, likelyIntentId: intent.id, explanation: received!.explanation,
    });

  const unmatched = async (reason: Exclude<UnmatchedReason, 'over a cap'>, shown: string) => {
    await recordRejection(db, actor, intent.id, signature, shown);
    await markIntent(db, intent.id, 'rejected', shown, signature);
    if (!received) return { status: 'rejected', reason: shown } as const;
    return { status: 'rejected', reason: shown, payment: paymentView(await recordAll(reason)) } as const;
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

  const credit = await creditContribution(db, {
    intent, signature, slot: verdict.slot, blockTime: verdict.blockTime, actor, caps: ctx.caps, origin: ctx.origin,
    received: received!, knownPasswordHash: ctx.passwordHashOf?.(intent.email), batch: ctx.batch,
  });
  if (credit.outcome === 'credited' || credit.outcome === 'already credited') {
    const surplus = verdict.surplus > 0n ? await findUnmatchedPayment(db, signature) : null;
    return { status: 'credited', contributionId: credit.contributionId, ...(surplus ? { payment: paymentView(surplus) } : {}) };
  }
  if (credit.outcome === 'over a cap') {
    const row = (await findUnmatchedPayment(db, signature))!;
    const view = paymentView(row);
    await recordRejection(db, actor, intent.id, signature, view.message);
    await markIntent(db, intent.id, 'rejected', view.message, signature);
    return { status: 'rejected', reason: view.message, payment: view };
  }
  // A second payment of an intent already credited: the money is owed back.
  if (credit.reason === CREDIT_REASONS.intentCredited) {
    return { status: 'rejected', reason: credit.reason, payment: paymentView(await recordAll('already credited')) };
  }
  return { status: 'rejected', reason: credit.reason };
}

/**
 * Accounts for a finalized transaction that carries no known intent's reference: what its treasury
 * balance rose by becomes an unmatched payment. Returns the recorded row, or null when nothing arrived.
 */
export async function settleUnreferenced(ctx: SettleContext, view: TransactionView): Promise<UnmatchedPaymentRow | null> {
  const received = inbound(view, ctx.treasury);
  if (!received) return null;
  return recordUnmatchedPayment(ctx.db, {
    signature: view.signature,
    sender: received.sender,
    lamports: received.lamports,
    slot: view.slot,
    blockTime: view.blockTime ?? new Date(0),
    reason: 'no reference',
    explanation: received.explanation,
  });
}

/** Records the latest verdict on an intent that is not credited (a credit is final). */
export async function markIntent(db: D1Database, intentId: string, status: 'pending' | 'rejected', reason: string, signature: string) {
  await db
    .prepare("UPDATE contribution_intents SET status = ?, status_reason = ?, reported_signature = ? WHERE id = ? AND status != 'credited'")
    .bind(status, reason, signature, intentId)
    .run();
}
