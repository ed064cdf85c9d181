// One claim "this signature pays this intent", shared by POST /api/contributions and the watcher:
// read the transaction from the chain, verify it against the intent, credit it or record why not.
import { creditContribution, recordRejection, CREDIT_REASONS, type CreditActor, type IntentRow } from './credit-contribution';
import { fetchTransaction, type SolanaRpc } from '../chain/solana-rpc';
import { transactionAccountKeys, verifyContributionTransaction, VERIFY_REASONS } from '../chain/verify-transfer';

/** Stored as the intent's status reason while its transaction is confirmed but not finalized. */
export const SEEN_REASON = 'Transaction seen on chain, waiting for finalization';

export type ClaimResult =
  | { status: 'credited'; contributionId: string }
  | { status: 'pending'; reason: string; seen: boolean }
  | { status: 'rejected'; reason: string };

export interface ClaimInput {
  db: D1Database;
  rpc: SolanaRpc;
  intent: IntentRow;
  signature: string;
  treasury: string;
  /** Window [start, end) of the intent's phase; null when the sale dates are not set. */
  phaseWindow: { start: Date; end: Date } | null;
  actor: CreditActor;
  origin: string;
}

/**
 * Credits `signature` to `intent` when a finalized transaction proves it. A transaction only
 * confirmed yet answers pending (seen); one that breaks a rule answers rejected, audited, and marks the
 * intent rejected only when the transaction carries the intent's own reference (someone else's
 * transaction must not spoil an intent). Network errors propagate to the caller.
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
  const { results: credited } = await db
    .prepare('SELECT id, intent_id, signature FROM contributions WHERE signature = ? OR intent_id = ?')
    .bind(signature, intent.id)
    .all<{ id: string; intent_id: string; signature: string }>();
  const bySignature = credited.find((row) => row.signature === signature);
  if (bySignature?.intent_id === intent.id) return { status: 'credited', contributionId: bySignature.id };
  if (credited.length > 0) {
    const reason = bySignature ? CREDIT_REASONS.signatureUsed : CREDIT_REASONS.intentCredited;
    await recordRejection(db, actor, intent.id, signature, reason);
    return { status: 'rejected', reason };
  }

  const finalized = await fetchTransaction(rpc, signature, 'finalized');
  if (!finalized) {
    const confirmed = await fetchTransaction(rpc, signature, 'confirmed');
    const reason = confirmed ? SEEN_REASON : VERIFY_REASONS.notFound;
    if (confirmed) await markIntent(db, intent.id, 'pending', reason, signature);
    return { status: 'pending', reason, seen: confirmed !== null };
  }

  const verdict = verifyContributionTransaction(
    finalized,
    { walletAddress: intent.walletAddress, lamports: BigInt(intent.lamports), reference: intent.reference },
    { treasury: input.treasury, phaseWindow: input.phaseWindow },
  );
  if (!verdict.ok) {
    if (verdict.retryable) return { status: 'pending', reason: verdict.reason, seen: false };
    await recordRejection(db, actor, intent.id, signature, verdict.reason);
    if (transactionAccountKeys(finalized).includes(intent.reference)) {
      await markIntent(db, intent.id, 'rejected', verdict.reason, signature);
    }
    return { status: 'rejected', reason: verdict.reason };
  }

  const credit = await creditContribution(db, {
    intent,
    signature,
    slot: verdict.slot,
    blockTime: verdict.blockTime,
    actor,
    origin: input.origin,
  });
  if (credit.outcome === 'rejected') return { status: 'rejected', reason: credit.reason };
  return { status: 'credited', contributionId: credit.contributionId };
}

/** Records the latest verdict on an intent that is not credited (a credit is final). */
async function markIntent(db: D1Database, intentId: string, status: 'pending' | 'rejected', reason: string, signature: string) {
  await db
    .prepare("UPDATE contribution_intents SET status = ?, status_reason = ?, reported_signature = ? WHERE id = ? AND status != 'credited'")
    .bind(status, reason, signature, intentId)
    .run();
}
