// One claim "this signature pays this intent", posted by the contributor: read the transaction from the
// chain and settle it (settle-payment.ts): credited, pending, or rejected with what happens to the money.
import { eq, or, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { contributionIntents, contributions } from '../../db/schema';
import { CREDIT_REASONS, recordRejection, type IntentRow } from './credit-contribution';
import type { SolanaRpc } from '../chain/solana-rpc';
import { transactionView } from '../chain/transaction-view';
import { checkPaymentRules, VERIFY_REASONS } from './payment-verdict';
import { findUnmatchedPayment } from './unmatched-payments';
import { expectedPaymentOf, intentWindow, markIntent, paymentView, settleForIntent, settleUnreferenced, type ClaimResult, type SettleContext } from './settle-payment';

export type { ClaimResult };

/** Stored as the intent's status reason while its transaction is confirmed but not finalized. */
export const SEEN_REASON = 'Transaction seen on chain, waiting for finalization';

export interface ClaimInput extends SettleContext {
  rpc: SolanaRpc;
  intent: IntentRow;
  signature: string;
}

/**
 * Credits `signature` to `intent` when a finalized transaction proves it. A transaction only
 * confirmed yet answers pending (seen); one that breaks a rule answers rejected, audited, and records
 * the money it brought as an unmatched payment, unless it carries another intent's reference (someone
 * else's transaction must not spoil their payment). Network errors propagate to the caller.
 */
export function claimContribution(input: ClaimInput): Promise<ClaimResult> {
  // Identical claims arriving together in this isolate (a retrying browser, the watcher) share one
  // check: the database would credit only one of them anyway, this just spares the RPC and KDF work.
  const key = `${input.intent.id}:${input.signature}:${input.actor}`;
  const running = inFlight.get(key);
  if (running) return running;
  const started = claimOnce(input).finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}

const inFlight = new Map<string, Promise<ClaimResult>>();

async function claimOnce(input: ClaimInput): Promise<ClaimResult> {
  const { db, rpc, intent, signature, actor } = input;

  // Answer replays from the database: no RPC call, and the UNIQUE indexes stay the final word.
  const credited = await drizzle(db)
    .select({ id: contributions.id, intentId: contributions.intentId, signature: contributions.signature })
    .from(contributions)
    .where(or(eq(contributions.signature, signature), eq(contributions.intentId, intent.id)));
  const bySignature = credited.find((row) => row.signature === signature);
  if (bySignature?.intentId === intent.id) return { status: 'credited', contributionId: bySignature.id };
  if (bySignature) {
    await recordRejection(db, actor, intent.id, signature, CREDIT_REASONS.signatureUsed);
    return { status: 'rejected', reason: CREDIT_REASONS.signatureUsed };
  }
  const recorded = await findUnmatchedPayment(db, signature);
  if (recorded) {
    const view = paymentView(recorded);
    return { status: 'rejected', reason: view.message, payment: view };
  }

  const finalized = await rpc.getTransaction(signature, 'finalized');
  if (!finalized) {
    const confirmed = await rpc.getTransaction(signature, 'confirmed');
    const reason = confirmed ? SEEN_REASON : VERIFY_REASONS.notFound;
    if (confirmed) await markIntent(db, intent.id, 'pending', reason, signature);
    return { status: 'pending', reason, seen: confirmed !== null };
  }

  const view = transactionView(finalized, signature);
  if (view.keys.includes(intent.reference)) return settleForIntent(input, intent, view);

  // Not this intent's transaction: say why, and account for its money only if no other intent claims it.
  const rules = checkPaymentRules(view, expectedPaymentOf(intent), { treasury: input.treasury, phaseWindow: intentWindow(intent, input.dates) });
  const reason = rules.ok ? VERIFY_REASONS.noReference : rules.reason;
  await recordRejection(db, actor, intent.id, signature, reason);
  const [other] = await drizzle(db)
    .select({ id: contributionIntents.id })
    .from(contributionIntents)
    .where(sql`${contributionIntents.reference} IN (SELECT value FROM json_each(${JSON.stringify(view.keys)}))`)
    .limit(1);
  if (other) return { status: 'rejected', reason };
  const row = await settleUnreferenced(input, view);
  return row ? { status: 'rejected', reason, payment: paymentView(row) } : { status: 'rejected', reason };
}
