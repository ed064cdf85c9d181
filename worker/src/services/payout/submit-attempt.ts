// Takes the signed transaction of a started attempt, for either payout engine (payout-tables.ts):
// decodes it, accepts only exactly the batch's transaction (rebuilt from the same spec and the attempt's
// blockhash) signed by the payer, records its signature BEFORE broadcasting it, then broadcasts it
// through the RPC. Submitting the same signed transaction again re-broadcasts it (idempotent); a
// different one is refused.
import { getBase64Encoder } from '@solana/kit';
import type { AttemptSubmitted } from '@core/api/distribution';
import { compileBatchTransaction, type BatchSpec } from '@core/distribution/batch-transaction';
import { checkBatchTransaction } from '@core/distribution/transaction-check';
import { RpcError, type SolanaRpc } from '../chain/solana-rpc';
import { AFTER_ONE_CHANGE, auditStatement } from '../accounts/audit';
import { accepted, refused, type Outcome } from '../distribution/outcome';
import { attemptsOf, attemptView, type AttemptRecord, type ExplorerContext } from './attempt-records';
import type { PayoutTables } from './payout-tables';

/** What the submit refuses, in the engine's words. */
export const SUBMIT_REFUSALS = {
  notATransaction: 'This is not a Solana transaction',
  attemptUnknown: 'Unknown attempt for this batch',
  attemptOver: 'This attempt can no longer be used: start a new one',
  attemptHasOther: 'This attempt already has another signed transaction; start a new attempt once it can no longer land',
} as const;

/** Broadcasts through the RPC with preflight; says how the node took it. */
async function broadcast(rpc: SolanaRpc, base64: string): Promise<Pick<AttemptSubmitted, 'broadcast' | 'message'>> {
  try {
    await rpc.call<string>('sendTransaction', [base64, { encoding: 'base64', preflightCommitment: 'confirmed', maxRetries: 5 }]);
    return { broadcast: 'sent', message: null };
  } catch (error) {
    if (!(error instanceof RpcError) || error.code === undefined) {
      return { broadcast: 'uncertain', message: `The node could not be reached (${error instanceof Error ? error.message : String(error)}): the transaction may have gone out; it is verified either way` };
    }
    // Sent before (a re-broadcast): the node already has it.
    if (/AlreadyProcessed|already been processed/i.test(error.message)) return { broadcast: 'sent', message: null };
    return { broadcast: 'refused', message: `The node refused it: ${error.message}` };
  }
}

export interface SubmitInput {
  batchId: string;
  attemptId: string;
  transactionBase64: string;
  actor: string;
  explorer: ExplorerContext;
  now?: Date;
  /** The batch's spec with this attempt's priority fee: what the signed transaction must be exactly. */
  specOf(priorityFeeMicroLamports: bigint): Promise<BatchSpec>;
}

/** Records and broadcasts `transactionBase64` for attempt `attemptId` of batch `batchId` (known to exist), as `actor`. */
export async function submitPayoutAttempt(db: D1Database, rpc: SolanaRpc, tables: PayoutTables, input: SubmitInput): Promise<Outcome<AttemptSubmitted>> {
  const { batchId, attemptId, transactionBase64, actor, explorer, now = new Date() } = input;
  const find = async () => (await attemptsOf(db, tables, [batchId])).find((attempt) => attempt.id === attemptId);
  const attempt = await find();
  if (!attempt) return refused('unknown', SUBMIT_REFUSALS.attemptUnknown);

  let wire: Uint8Array;
  try {
    wire = new Uint8Array(getBase64Encoder().encode(transactionBase64));
  } catch {
    return refused('invalid', SUBMIT_REFUSALS.notATransaction);
  }
  const spec = await input.specOf(BigInt(attempt.priority_fee_micro_lamports));
  const expected = compileBatchTransaction(spec, { blockhash: attempt.blockhash, lastValidBlockHeight: BigInt(attempt.last_valid_block_height) });
  const checked = await checkBatchTransaction(wire, expected);
  if (!checked.ok) return refused('invalid', checked.reason);

  // The same transaction again: re-broadcast it while it may land; once it landed there is nothing to do.
  const again = async (record: AttemptRecord): Promise<Outcome<AttemptSubmitted>> => {
    if (record.signature !== checked.signature) return refused('conflict', record.signature ? SUBMIT_REFUSALS.attemptHasOther : SUBMIT_REFUSALS.attemptOver);
    if (record.status === 'landed') return accepted({ attempt: attemptView(record, explorer), broadcast: 'sent', message: null });
    if (record.status !== 'submitted') return refused('conflict', SUBMIT_REFUSALS.attemptOver);
    return accepted({ attempt: attemptView(record, explorer), ...(await broadcast(rpc, transactionBase64)) });
  };
  if (attempt.signature !== null) return again(attempt);
  if (attempt.status !== 'started') return refused('conflict', SUBMIT_REFUSALS.attemptOver);

  const at = now.getTime();
  const [recorded] = await db.batch([
    db
      .prepare(`UPDATE ${tables.attempts} SET status = 'submitted', signature = ?1, submitted_at = ?2, submitted_by = ?3 WHERE id = ?4 AND status = 'started' AND signature IS NULL`)
      .bind(checked.signature, at, actor, attemptId),
    auditStatement(db, actor, tables.audit.attemptSubmitted, batchId, { attempt: attemptId, signature: checked.signature }, at, AFTER_ONE_CHANGE),
  ]);
  const current = (await find())!;
  // Another submit got there first: the same transaction is fine (re-broadcast), another is not.
  if (recorded?.meta.changes !== 1) return again(current);
  const result: AttemptSubmitted = { attempt: attemptView(current, explorer), ...(await broadcast(rpc, transactionBase64)) };
  if (result.broadcast === 'refused') {
    await db.prepare(`UPDATE ${tables.attempts} SET error = ? WHERE id = ? AND status = 'submitted'`).bind(result.message, attemptId).run();
    result.attempt.error = result.message;
  }
  return accepted(result);
}
