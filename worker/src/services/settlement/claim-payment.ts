// One claim "this signature pays this intent", posted by the contributor: read the transaction from the
// chain and settle it (settle-payment.ts): credited, pending, or rejected with what happens to the money.
// A chain that cannot be read in time is not the buyer's fault: the claim then says the payment is
// being confirmed, and the watcher credits it from the treasury's history (watcher.ts).
import { eq, or, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { contributionIntents, contributions } from '../../db/schema';
import { CREDIT_REASONS, recordRejection, type IntentRow } from './credit-contribution';
import { RpcError, createRpc, type SolanaRpc } from '../chain/solana-rpc';
import { loadSaleState, saleCaps } from '../sale/sale-state';
import { MalformedTransactionError, transactionView, type TransactionView } from '../chain/transaction-view';
import { checkPaymentRules, VERIFY_REASONS } from './payment-verdict';
import { findUnmatchedPayment } from './unmatched-payments';
import { treasuryAssetsOf } from './treasury-assets';
import { expectedPaymentOf, intentWindow, markIntent, paymentView, settleForIntent, settleUnreferenced, type SettleContext, type SettleResult } from './settle-payment';

/** Stored as the intent's status reason while its transaction is confirmed but not finalized. */
export const SEEN_REASON = 'Transaction seen on chain, waiting for finalization';

/** Told to a buyer whose claim could not read the chain in time: nothing is wrong with the payment. */
export const CONFIRMING_REASON = 'Your payment is being confirmed on the Solana network. It will be credited automatically.';

/**
 * How long one chain read of a claim may take (the node's own default is far longer): a buyer waits
 * on it, and past it the watcher is the better judge. A claim makes at most two reads.
 */
export const CLAIM_RPC_TIMEOUT_MS = 4_000;

/**
 * How a claim ended: settled, or `unconfirmed` when the chain could not be read in time (an RPC
 * timeout, a dropped connection, a 429 or 5xx from the node, an answer the view cannot read); `cause`
 * is that error, for the log. Nothing was written then.
 */
export type ClaimResult = SettleResult | { status: 'unconfirmed'; reason: string; cause: unknown };

export interface ClaimInput extends SettleContext {
  rpc: SolanaRpc;
  intent: IntentRow;
  signature: string;
}

/**
 * Credits `signature` to `intent` when a finalized transaction proves it. A transaction only
 * confirmed yet answers pending (seen); one that breaks a rule answers rejected, audited, and records
 * the money it brought as an unmatched payment, unless it carries another intent's reference (someone
 * else's transaction must not spoil their payment). A chain that cannot be read answers unconfirmed;
 * the database's errors propagate to the caller (the worker's own fault).
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

/**
 * A buyer's claim (the wizard's, or a blink's after it sent): the sale's caps and dates as they stand,
 * and an RPC that gives up after CLAIM_RPC_TIMEOUT_MS so the route can answer pending in time.
 */
export async function claimForContributor(env: Env, intent: IntentRow, signature: string): Promise<ClaimResult> {
  const { dates, settings } = await loadSaleState(env.DB, new Date());
  return claimContribution({
    db: env.DB,
    rpc: createRpc(env, { timeoutMs: CLAIM_RPC_TIMEOUT_MS }),
    intent,
    signature,
    treasury: env.TREASURY_ADDRESS,
    assets: await treasuryAssetsOf(env),
    caps: saleCaps(settings),
    dates,
    actor: 'contributor',
    origin: env.PUBLIC_ORIGIN,
  });
}

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
  const recorded = await findUnmatchedPayment(db, signature, undefined, intent.asset);
  if (recorded) {
    const view = paymentView(recorded);
    return { status: 'rejected', reason: view.message, payment: view };
  }

  const read = await readClaimed(rpc, signature);
  if (read.kind === 'unreadable') return { status: 'unconfirmed', reason: CONFIRMING_REASON, cause: read.cause };
  if (read.kind === 'not final') {
    const reason = read.seen ? SEEN_REASON : VERIFY_REASONS.notFound;
    if (read.seen) await markIntent(db, intent.id, 'pending', reason, signature);
    return { status: 'pending', reason, seen: read.seen };
  }

  const { view } = read;
  if (view.keys.includes(intent.reference)) return settleForIntent(input, intent, view);

  // Not this intent's transaction: say why, and account for its money only if no other intent claims it.
  const rules = checkPaymentRules(view, expectedPaymentOf(intent, input.assets), { treasury: input.treasury, phaseWindow: intentWindow(intent, input.dates) });
  const reason = rules.ok ? VERIFY_REASONS.noReference : rules.reason;
  await recordRejection(db, actor, intent.id, signature, reason);
  const [other] = await drizzle(db)
    .select({ id: contributionIntents.id })
    .from(contributionIntents)
    .where(sql`${contributionIntents.reference} IN (SELECT value FROM json_each(${JSON.stringify(view.keys)}))`)
    .limit(1);
  if (other) return { status: 'rejected', reason };
  const rows = await settleUnreferenced(input, view);
  const row = rows.find((recorded) => recorded.asset === intent.asset) ?? rows[0];
  return row ? { status: 'rejected', reason, payment: paymentView(row) } : { status: 'rejected', reason };
}

type ClaimedRead = { kind: 'final'; view: TransactionView } | { kind: 'not final'; seen: boolean } | { kind: 'unreadable'; cause: unknown };

/** The claimed transaction as the chain has it: finalized, only confirmed (seen), not found, or unreadable now. */
async function readClaimed(rpc: SolanaRpc, signature: string): Promise<ClaimedRead> {
  try {
    const finalized = await rpc.getTransaction(signature, 'finalized');
    if (finalized) return { kind: 'final', view: transactionView(finalized, signature) };
    const confirmed = await rpc.getTransaction(signature, 'confirmed');
    return { kind: 'not final', seen: confirmed !== null };
  } catch (error) {
    if (error instanceof RpcError || error instanceof MalformedTransactionError) return { kind: 'unreadable', cause: error };
    throw error;
  }
}
