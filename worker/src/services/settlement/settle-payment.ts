// What one finalized transaction paid the treasury, shared by a contributor's claim and the watcher
// (docs/money-in.md, accounting by balance change): credit the intent whose reference it carries, with
// anything paid beyond it recorded as owed back in the same batch; or account for all of it as an
// unmatched payment (wrong amount, from another wallet, after the intent expired, after its phase
// closed, over a cap, without a reference); or credit nothing when the treasury's balance did not rise.
// Every rejection is audited.
import { unmatchedPaymentMessage } from '@core/reconciliation';
import type { SaleDates } from '@core/sale-rules';
import { phaseWindow } from '@core/sale-rules';
import type { TransactionView } from '../chain/transaction-view';
import { amountIn, SOL, symbolOf, type PaymentAsset } from './payment-asset';
import { assetBySymbol } from './treasury-assets';
import { paymentVerdict, VERIFY_REASONS, type ExpectedPayment, type PaymentVerdict, type VerdictUnmatchedReason } from './payment-verdict';
import { inboundPayment, type InboundPayment } from './treasury-movement';
import { findUnmatchedPayment, recordUnmatchedPayment, type UnmatchedPaymentRow } from './unmatched-payments';
import { creditContribution, CREDIT_REASONS, recordRejection, type CreditActor, type IntentRow } from './credit-contribution';
import type { CapLimits } from './credit-statements';
import type { SharedBatch } from './shared-batch';

/** The sender's view of an unmatched payment. */
export interface UnmatchedPaymentView {
  status: UnmatchedPaymentRow['status'];
  message: string;
}

/** How a settlement ended; `payment` says what happens to money that arrived but was not credited (an overpayment's surplus too). */
export type SettleResult =
  | { status: 'credited'; contributionId: string; payment?: UnmatchedPaymentView }
  | { status: 'pending'; reason: string; seen: boolean }
  | { status: 'rejected'; reason: string; payment?: UnmatchedPaymentView };

export interface SettleContext {
  db: D1Database;
  treasury: string;
  /** The assets the treasury takes (treasury-assets.ts): SOL, then the stablecoins with their token accounts. */
  assets: readonly PaymentAsset[];
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

/**
 * The payment `intent` expects, in its asset: lamports, or the stablecoin's base units. An intent in a
 * stablecoin this deployment no longer takes expects it at no account (nothing credits it).
 */
export function expectedPaymentOf(intent: IntentRow, assets: readonly PaymentAsset[]): ExpectedPayment {
  if (intent.asset === 'SOL') return { wallet: intent.walletAddress, asset: SOL, amount: BigInt(intent.lamports), reference: intent.reference };
  const asset = assetBySymbol(assets, intent.asset) ?? { kind: 'token', symbol: intent.asset, mint: '', treasuryAccount: '' };
  return { wallet: intent.walletAddress, asset, amount: BigInt(intent.tokenAmount ?? '0'), reference: intent.reference };
}

/** What `view` paid the treasury in each asset but `except`, as inbound payments (a payment in the wrong currency). */
function inboundInOtherAssets(ctx: SettleContext, view: TransactionView, except: PaymentAsset, wallet?: string): InboundPayment[] {
  return ctx.assets
    .filter((asset) => symbolOf(asset) !== symbolOf(except))
    .flatMap((asset) => inboundPayment(view, ctx.treasury, asset, wallet) ?? []);
}

/**
 * Settles a finalized transaction `view` that carries `intent`'s reference: the verdict
 * (payment-verdict.ts), then its record: the credit, the unmatched payment, or the refusal alone.
 * Call only after checking the signature is not already credited or recorded.
 */
export async function settleForIntent(ctx: SettleContext, intent: IntentRow, view: TransactionView): Promise<SettleResult> {
  const expected = expectedPaymentOf(intent, ctx.assets);
  const verdict = paymentVerdict(view, expected, {
    treasury: ctx.treasury, phaseWindow: intentWindow(intent, ctx.dates), expiresAt: intent.expiresAt,
  });
  // Money in another currency than the intent's is never credited to it: it is recorded in its own
  // asset, for the team to credit at its value or refund in kind.
  const otherAssets = verdict.kind === 'credit' || !view.succeeded ? [] : inboundInOtherAssets(ctx, view, expected.asset, intent.walletAddress);
  switch (verdict.kind) {
    case 'refused': {
      if (otherAssets.length > 0) {
        await refuse(ctx, intent, view.signature, VERIFY_REASONS.wrongAsset);
        const rows = await Promise.all(otherAssets.map((inbound) => recordInbound(ctx.db, view, inbound, 'wrong asset', intent.id)));
        return { status: 'rejected', reason: VERIFY_REASONS.wrongAsset, payment: paymentView(rows[0]!) };
      }
      await refuse(ctx, intent, view.signature, verdict.shown);
      return { status: 'rejected', reason: verdict.shown };
    }
    case 'unmatched': {
      await refuse(ctx, intent, view.signature, verdict.shown);
      const row = await recordInbound(ctx.db, view, verdict.inbound, verdict.reason, intent.id);
      await Promise.all(otherAssets.map((inbound) => recordInbound(ctx.db, view, inbound, 'wrong asset', intent.id)));
      return { status: 'rejected', reason: verdict.shown, payment: paymentView(row) };
    }
    case 'credit':
      return credit(ctx, intent, view, verdict);
  }
}

/** Audits the refusal and records it on the intent. */
async function refuse(ctx: SettleContext, intent: IntentRow, signature: string, shown: string) {
  await recordRejection(ctx.db, ctx.actor, intent.id, signature, shown);
  await markIntent(ctx.db, intent.id, 'rejected', shown, signature);
}

/** Records all the money `inbound` brought as an unmatched payment, in its asset. */
function recordInbound(db: D1Database, view: TransactionView, inbound: InboundPayment, reason: VerdictUnmatchedReason, likelyIntentId?: string) {
  return recordUnmatchedPayment(db, {
    signature: view.signature, sender: inbound.sender, paid: amountIn(view, inbound.asset, inbound.amount), slot: view.slot,
    blockTime: view.blockTime ?? new Date(0), reason, likelyIntentId, explanation: inbound.explanation,
  });
}

/** Credits a verdict that says so; the caps, a replay or a race may still turn it into an unmatched payment. */
async function credit(ctx: SettleContext, intent: IntentRow, view: TransactionView, verdict: Extract<PaymentVerdict, { kind: 'credit' }>): Promise<SettleResult> {
  const { db } = ctx;
  const { signature } = view;
  const { inbound } = verdict;
  const asset = symbolOf(inbound.asset);
  const outcome = await creditContribution(db, {
    intent, signature, slot: verdict.slot, blockTime: verdict.blockTime, actor: ctx.actor, caps: ctx.caps, origin: ctx.origin,
    received: { amount: amountIn(view, inbound.asset, inbound.amount), sender: inbound.sender, explanation: inbound.explanation },
    knownPasswordHash: ctx.passwordHashOf?.(intent.email), batch: ctx.batch,
  });
  if (outcome.outcome === 'credited' || outcome.outcome === 'already credited') {
    const surplus = verdict.surplus > 0n ? await findUnmatchedPayment(db, signature, asset) : null;
    return { status: 'credited', contributionId: outcome.contributionId, ...(surplus ? { payment: paymentView(surplus) } : {}) };
  }
  if (outcome.outcome === 'over a cap') {
    const payment = paymentView((await findUnmatchedPayment(db, signature, asset))!);
    await refuse(ctx, intent, signature, payment.message);
    return { status: 'rejected', reason: payment.message, payment };
  }
  // A second payment of an intent already credited: the money is owed back.
  if (outcome.reason === CREDIT_REASONS.intentCredited) {
    return { status: 'rejected', reason: outcome.reason, payment: paymentView(await recordInbound(db, view, inbound, 'already credited', intent.id)) };
  }
  return { status: 'rejected', reason: outcome.reason };
}

/**
 * Accounts for a finalized transaction that carries no known intent's reference: what the treasury's
 * balance of each asset rose by becomes an unmatched payment in that asset. Returns the recorded rows
 * (none when nothing arrived).
 */
export async function settleUnreferenced(ctx: SettleContext, view: TransactionView): Promise<UnmatchedPaymentRow[]> {
  const inbound = ctx.assets.flatMap((asset) => inboundPayment(view, ctx.treasury, asset) ?? []);
  return Promise.all(inbound.map((payment) => recordInbound(ctx.db, view, payment, 'no reference')));
}

/** Records the latest verdict on an intent that is not credited (a credit is final). */
export async function markIntent(db: D1Database, intentId: string, status: 'pending' | 'rejected', reason: string, signature: string) {
  await db
    .prepare("UPDATE contribution_intents SET status = ?, status_reason = ?, reported_signature = ? WHERE id = ? AND status != 'credited'")
    .bind(status, reason, signature, intentId)
    .run();
}
