// The payout port over an admin API of batches and attempts (payout-port.ts), written once for the two
// that exist: token distribution (distribution-port.ts, one unlock's batches) and refunds
// (refund-port.ts, one asset's batches). Each gives the list of its run's batches and its progress
// after a verification pass; starting, reading a spec, submitting, refusals and the chain's height are
// the same calls. Also the mapping of a typed hono/client of such routes onto those calls, so no path
// is written here and a renamed route fails the type check of every adapter.
import type { AttemptStarted, AttemptSubmitted, BatchView, VerifyReport } from '@core/api/distribution';
import type { BatchSpecJson } from '@core/distribution/batch-spec-json';
import type { PayoutBatch, PayoutBatchStatus, PayoutPort, PayoutProgress } from '@core/payout/payout-port';

/** The largest page the batch lists serve. */
export const PAGE_SIZE = 100;

/** A listed batch as the port reads it (both APIs list these fields; amounts by their base units). */
export type ListedBatch = Pick<BatchView, 'id' | 'sequence' | 'status' | 'transfers' | 'attempts'> & { amount: { baseUnits: string } };

/** A batch of either API as the runner sees it. */
export function payoutBatchOf(view: ListedBatch): PayoutBatch {
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

/**
 * What a port needs of an HTTP client of a batch API: one call per route it uses (each throws on a
 * refusal, as the typed clients' call() does), which throws are refusals, and the chain's height.
 */
export interface BatchApiClient<Plan, Query, List, Detail> {
  /** GET /plan. */
  plan(): Promise<Plan>;
  /** GET /batches. */
  batches(query: Query): Promise<List>;
  /** GET /batches/:id. */
  batch(id: string): Promise<Detail>;
  /** POST /batches/:id/attempts/start. */
  startAttempt(id: string, body: { priorityFeeMicroLamports: string }): Promise<AttemptStarted>;
  /** POST /batches/:id/attempts. */
  submitAttempt(id: string, body: { attemptId: string; transaction: string }): Promise<AttemptSubmitted>;
  /** POST /verify. */
  verify(): Promise<VerifyReport>;
  /** The server's words when `error` is its refusal of this call (a 4xx other than 401), else null: the error is then thrown on. */
  refusal(error: unknown): string | null;
  /** The chain's confirmed block height. */
  blockHeight(): Promise<bigint>;
}

/** Batch counts by state, as both plans show a run's progress (an unlock's, an asset's). */
export interface BatchProgress {
  paidBatches: number;
  sendingBatches: number;
  readyBatches: number;
  failedBatches: number;
  mismatchBatches: number;
}

export interface RunOptions<Plan, Query> {
  /** The batch list's query for one page of the run's batches in `status`. */
  query(status: PayoutBatchStatus, page: number, pageSize: number): Query;
  /** The run's progress in the plan after a verification pass (throws when the plan no longer has the run). */
  progress(plan: Plan, report: VerifyReport): BatchProgress;
  /** Read every page of a status (the CLI), or the first 100 (the console, which runs again for more). */
  allPages: boolean;
}

/** The port of one run of a batch API. */
export function apiPort<Plan, Query, List extends { items: ListedBatch[]; total: number }, Detail extends { spec: BatchSpecJson }>(
  client: BatchApiClient<Plan, Query, List, Detail>,
  { query, progress, allPages }: RunOptions<Plan, Query>,
): PayoutPort {
  const orRefused = async <T>(call: () => Promise<T>): Promise<T | { refused: string }> => {
    try {
      return await call();
    } catch (error) {
      const refusal = client.refusal(error);
      if (refusal === null) throw error;
      return { refused: refusal };
    }
  };
  return {
    async listBatches(status) {
      const batches: PayoutBatch[] = [];
      for (let page = 1; ; page += 1) {
        const list = await client.batches(query(status, page, PAGE_SIZE));
        batches.push(...list.items.map(payoutBatchOf));
        if (!allPages || list.items.length === 0 || batches.length >= list.total) return batches;
      }
    },
    start: (batch, priorityFeeMicroLamports) =>
      orRefused(async () => {
        const started = await client.startAttempt(batch.id, { priorityFeeMicroLamports: priorityFeeMicroLamports.toString() });
        return { attemptId: started.attempt.id, spec: started.spec, blockhash: started.blockhash, lastValidBlockHeight: BigInt(started.lastValidBlockHeight) };
      }),
    spec: async (batch) => (await client.batch(batch.id)).spec,
    submit: (batchId, attemptId, transaction) =>
      orRefused(async () => {
        const submitted = await client.submitAttempt(batchId, { attemptId, transaction });
        return { broadcast: submitted.broadcast, message: submitted.message, signature: submitted.attempt.signature, attemptStatus: submitted.attempt.status };
      }),
    async verify(): Promise<PayoutProgress> {
      const report = await client.verify();
      const { paidBatches, sendingBatches, readyBatches, failedBatches, mismatchBatches } = progress(await client.plan(), report);
      return { paid: paidBatches, sending: sendingBatches, toSign: readyBatches + failedBatches, mismatched: mismatchBatches };
    },
    blockHeight: () => client.blockHeight(),
  };
}

/**
 * A typed hono/client call as the port reads it: a response whose JSON is `T`. The adapters' fetch
 * throws on every refusal (site/src/lib/api/request.ts, scripts/lib/api/api-clients.mjs), so a
 * response that arrives is a success.
 */
type Answering<T> = Promise<{ json(): Promise<T> }>;

/** The routes of a batch API (plan, batch list with `Query`, batch, start, submit, verify), as far as the ports call them. */
export interface BatchRoutes<Plan, Query, List, Detail> {
  plan: { $get(): Answering<Plan> };
  batches: {
    $get(args: { query: Query }): Answering<List>;
    ':id': {
      $get(args: { param: { id: string } }): Answering<Detail>;
      attempts: {
        $post(args: { param: { id: string }; json: { attemptId: string; transaction: string } }): Answering<AttemptSubmitted>;
        start: { $post(args: { param: { id: string }; json: { priorityFeeMicroLamports: string } }): Answering<AttemptStarted> };
      };
    };
  };
  verify: { $post(args: { json: Record<string, never> }): Answering<VerifyReport> };
}

/** One call per route over a typed client of such routes. */
export function batchRouteCalls<Plan, Query, List, Detail>(routes: BatchRoutes<Plan, Query, List, Detail>) {
  const answer = async <T>(request: Answering<T>): Promise<T> => (await request).json();
  return {
    plan: () => answer(routes.plan.$get()),
    batches: (query: Query) => answer(routes.batches.$get({ query })),
    batch: (id: string) => answer(routes.batches[':id'].$get({ param: { id } })),
    startAttempt: (id: string, json: { priorityFeeMicroLamports: string }) => answer(routes.batches[':id'].attempts.start.$post({ param: { id }, json })),
    submitAttempt: (id: string, json: { attemptId: string; transaction: string }) => answer(routes.batches[':id'].attempts.$post({ param: { id }, json })),
    verify: () => answer(routes.verify.$post({ json: {} })),
  };
}
