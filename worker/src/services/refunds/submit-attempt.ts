// Takes the signed transaction of a started refund attempt: the payout engine's submit
// (../payout/submit-attempt.ts) against the batch's spec rebuilt from its lines, so only exactly the
// batch's transaction signed by the treasury is recorded and broadcast.
import type { AttemptSubmitted } from '@core/api/distribution';
import type { SolanaRpc } from '../chain/solana-rpc';
import { refused, type Outcome } from '../distribution/outcome';
import type { ExplorerContext } from '../payout/attempt-records';
import { REFUND_TABLES } from '../payout/payout-tables';
import { submitPayoutAttempt } from '../payout/submit-attempt';
import { loadRefundBatch } from './batch-queries';
import { refundBatchSpec } from './batch-spec';
import { loadRefundPlan } from './plan-store';
import { REFUND_REFUSALS } from './refusals';

/** Records and broadcasts `transactionBase64` for attempt `attemptId` of refund batch `batchId`, as `actor`. */
export async function submitRefundAttempt(
  db: D1Database,
  rpc: SolanaRpc,
  input: { batchId: string; attemptId: string; transactionBase64: string; actor: string; explorer: ExplorerContext; now?: Date },
): Promise<Outcome<AttemptSubmitted>> {
  const plan = await loadRefundPlan(db);
  if (!plan || plan.status !== 'approved') return refused('conflict', REFUND_REFUSALS.notApproved);
  const batch = await loadRefundBatch(db, input.batchId);
  if (!batch || batch.plan_id !== plan.id) return refused('unknown', REFUND_REFUSALS.batchUnknown);
  return submitPayoutAttempt(db, rpc, REFUND_TABLES, { ...input, specOf: async (fee) => (await refundBatchSpec(db, input.explorer.cluster, plan, batch, fee)).spec });
}
