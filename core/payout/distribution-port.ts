// The payout port over the admin distribution API (/api/admin/distribution, core/api/distribution.ts):
// one unlock's batches, attempts, submits and verification. The console and the CLI hand it their own
// HTTP client (session, origin, error mapping) and get the same port, so the runner sees one server.
import type { AttemptStarted, AttemptSubmitted, BatchDetail, BatchList, BatchView, DistributionPlanAnswer, DistributionPlanView, DistributionUnlockView, VerifyReport } from '@core/api/distribution';
import type { PayoutBatch, PayoutExpectation, PayoutPort } from '@core/payout/payout-port';

/** The admin API's base path of token distribution. */
export const DISTRIBUTION_API_BASE = '/api/admin/distribution';
/** The largest page the batch list serves. */
const PAGE_SIZE = 100;

/** What the port needs of an HTTP client: JSON calls that throw on refusal, and which throws are refusals. */
export interface DistributionApiClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: object): Promise<T>;
  /** The server's words when `error` is its refusal of this call (a 4xx other than 401), else null: the error is then thrown on. */
  refusal(error: unknown): string | null;
  /** The chain's confirmed block height. */
  blockHeight(): Promise<bigint>;
}

/** A batch of the distribution API as the runner sees it. */
export function payoutBatchOf(view: BatchView): PayoutBatch {
  const last = view.attempts.at(-1);
  return {
    id: view.id,
    sequence: view.sequence,
    status: view.status,
    transfers: view.transfers,
    amount: BigInt(view.amount.baseUnits),
    attempts: view.attempts.length,
    lastAttempt: last
      ? {
          id: last.id,
          status: last.status,
          signed: last.signature !== null,
          blockhash: last.blockhash,
          lastValidBlockHeight: BigInt(last.lastValidBlockHeight),
          priorityFeeMicroLamports: BigInt(last.priorityFeeMicroLamports),
        }
      : null,
  };
}

/** Runs `call`, turning the server's refusal into `{ refused }`. */
async function orRefused<T>(client: DistributionApiClient, call: () => Promise<T>): Promise<T | { refused: string }> {
  try {
    return await call();
  } catch (error) {
    const refusal = client.refusal(error);
    if (refusal === null) throw error;
    return { refused: refusal };
  }
}

export interface DistributionPortOptions {
  /** Read every page of a status (the CLI), or the first 100 (the console, which runs again for more). */
  allPages?: boolean;
  /** Hears each verification pass with the unlock it left (for progress in words). */
  onVerified?: (unlock: DistributionUnlockView, report: VerifyReport) => void;
}

/** The port paying the unlock at `unlockAt` (ISO, as the plan lists it). */
export function distributionPort(client: DistributionApiClient, unlockAt: string, { allPages = false, onVerified }: DistributionPortOptions = {}): PayoutPort {
  return {
    async listBatches(status) {
      const batches: PayoutBatch[] = [];
      for (let page = 1; ; page += 1) {
        const query = new URLSearchParams({ unlockAt, status, page: String(page), pageSize: String(PAGE_SIZE) });
        const list = await client.get<BatchList>(`${DISTRIBUTION_API_BASE}/batches?${query}`);
        batches.push(...list.items.map(payoutBatchOf));
        if (!allPages || list.items.length === 0 || batches.length >= list.total) return batches;
      }
    },
    start: (batch, priorityFeeMicroLamports) =>
      orRefused(client, async () => {
        const started = await client.post<AttemptStarted>(`${DISTRIBUTION_API_BASE}/batches/${batch.id}/attempts/start`, { priorityFeeMicroLamports: priorityFeeMicroLamports.toString() });
        return { attemptId: started.attempt.id, spec: started.spec, blockhash: started.blockhash, lastValidBlockHeight: BigInt(started.lastValidBlockHeight) };
      }),
    spec: async (batch) => (await client.get<BatchDetail>(`${DISTRIBUTION_API_BASE}/batches/${batch.id}`)).spec,
    submit: (batchId, attemptId, transaction) =>
      orRefused(client, async () => {
        const submitted = await client.post<AttemptSubmitted>(`${DISTRIBUTION_API_BASE}/batches/${batchId}/attempts`, { attemptId, transaction });
        return { broadcast: submitted.broadcast, message: submitted.message, signature: submitted.attempt.signature, attemptStatus: submitted.attempt.status };
      }),
    async verify() {
      const report = await client.post<VerifyReport>(`${DISTRIBUTION_API_BASE}/verify`, {});
      const { plan } = await client.get<DistributionPlanAnswer>(`${DISTRIBUTION_API_BASE}/plan`);
      const unlock = plan?.unlocks.find((candidate) => candidate.unlockAt === unlockAt);
      if (!unlock) throw new Error(`The plan has no unlock at ${unlockAt}`);
      onVerified?.(unlock, report);
      const { paidBatches, sendingBatches, readyBatches, failedBatches, mismatchBatches } = unlock.progress;
      return { paid: paidBatches, sending: sendingBatches, toSign: readyBatches + failedBatches, mismatched: mismatchBatches };
    },
    blockHeight: () => client.blockHeight(),
  };
}

/** What a signer of the plan agrees to pay: from the distribution wallet, in the plan's token. */
export function planExpectation(plan: Pick<DistributionPlanView, 'distributionWallet' | 'mint' | 'tokenProgram' | 'decimals' | 'sourceTokenAccount'>): PayoutExpectation {
  return {
    payer: plan.distributionWallet,
    asset: { kind: 'token', mint: plan.mint, tokenProgram: plan.tokenProgram, decimals: plan.decimals, sourceTokenAccount: plan.sourceTokenAccount },
  };
}
