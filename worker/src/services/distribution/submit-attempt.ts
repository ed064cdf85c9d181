// Takes the signed transaction of a started distribution attempt: the payout engine's submit
// (../payout/submit-attempt.ts) against the batch's spec rebuilt from the plan, so only exactly the
// batch's transaction signed by the distribution wallet is recorded and broadcast.
import type { AttemptSubmitted } from '@core/api/distribution';
import type { SolanaRpc } from '../chain/solana-rpc';
import type { ExplorerContext } from '../payout/attempt-records';
import { DISTRIBUTION_TABLES } from '../payout/payout-tables';
import { submitPayoutAttempt } from '../payout/submit-attempt';
import { loadBatch } from './batch-queries';
import { batchSpec } from './batch-spec';
import { loadPlan } from './plan-store';
import { DISTRIBUTION_REFUSALS } from './refusals';
import { refused, type Outcome } from './outcome';

/** Records and broadcasts `transactionBase64` for attempt `attemptId` of batch `batchId`, as `actor`. */
export async function submitAttempt(
  db: D1Database,
  rpc: SolanaRpc,
  input: { batchId: string; attemptId: string; transactionBase64: string; actor: string; explorer: ExplorerContext; now?: Date },
): Promise<Outcome<AttemptSubmitted>> {
  const plan = await loadPlan(db);
  if (!plan || plan.status !== 'approved') return refused('conflict', DISTRIBUTION_REFUSALS.notApproved);
  const batch = await loadBatch(db, input.batchId);
  if (!batch) return refused('unknown', DISTRIBUTION_REFUSALS.batchUnknown);
  return submitPayoutAttempt(db, rpc, DISTRIBUTION_TABLES, { ...input, specOf: async (fee) => (await batchSpec(db, plan, batch, fee)).spec });
}
