// The payout port over the admin distribution API (/api/admin/distribution, core/api/distribution.ts):
// one unlock's batches, attempts, submits and verification. The console and the CLI hand it the calls
// of their own typed client (session, origin, error mapping) and get the same port, so the runner sees
// one server; no path is written here, so a renamed route fails the type check of both adapters.
import type { AttemptStarted, AttemptSubmitted, BatchDetail, BatchList, BatchView, DistributionPlanAnswer, DistributionPlanView, DistributionUnlockView, VerifyReport } from '@core/api/distribution';
import type { PayoutBatch, PayoutBatchStatus, PayoutExpectation, PayoutPort } from '@core/payout/payout-port';

/** The largest page the batch list serves. */
const PAGE_SIZE = 100;

/** GET /batches's query as the port sends it (strings, as a URL carries them). */
export interface BatchListRequest {
  unlockAt: string;
  status: PayoutBatchStatus;
  page: string;
  pageSize: string;
}

/**
 * What the port needs of an HTTP client: one call per distribution route it uses (each throws on a
 * refusal, as the typed clients' call() does), which throws are refusals, and the chain's height.
 */
export interface DistributionApiClient {
  /** GET /plan. */
  plan(): Promise<DistributionPlanAnswer>;
  /** GET /batches. */
  batches(query: BatchListRequest): Promise<BatchList>;
  /** GET /batches/:id. */
  batch(id: string): Promise<BatchDetail>;
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

/**
 * A typed hono/client call as the port reads it: a response whose JSON is `T`. The adapters' fetch
 * throws on every refusal (site/src/lib/api/request.ts, scripts/lib/api/api-clients.mjs), so a
 * response that arrives is a success.
 */
type Answering<T> = Promise<{ json(): Promise<T> }>;

/**
 * The admin distribution routes of a typed hono/client (`adminApi.distribution` in the site, the admin
 * session's `admin.distribution` in the CLI), as far as the port calls them: passing the real client
 * here makes tsc check each route's path, input and answer against what the port reads.
 */
export interface DistributionRoutes {
  plan: { $get(): Answering<DistributionPlanAnswer> };
  batches: {
    $get(args: { query: BatchListRequest }): Answering<BatchList>;
    ':id': {
      $get(args: { param: { id: string } }): Answering<BatchDetail>;
      attempts: {
        $post(args: { param: { id: string }; json: { attemptId: string; transaction: string } }): Answering<AttemptSubmitted>;
        start: { $post(args: { param: { id: string }; json: { priorityFeeMicroLamports: string } }): Answering<AttemptStarted> };
      };
    };
  };
  verify: { $post(args: { json: Record<string, never> }): Answering<VerifyReport> };
}

/** The port client's route calls over `routes`: one mapping for the console and the CLI. */
export function distributionCalls(routes: DistributionRoutes): Omit<DistributionApiClient, 'refusal' | 'blockHeight'> {
  const answer = async <T>(request: Answering<T>): Promise<T> => (await request).json();
  return {
    plan: () => answer(routes.plan.$get()),
    batches: (query) => answer(routes.batches.$get({ query })),
    batch: (id) => answer(routes.batches[':id'].$get({ param: { id } })),
    startAttempt: (id, json) => answer(routes.batches[':id'].attempts.start.$post({ param: { id }, json })),
    submitAttempt: (id, json) => answer(routes.batches[':id'].attempts.$post({ param: { id }, json })),
    verify: () => answer(routes.verify.$post({ json: {} })),
  };
}

/** A batch of the distribution or refund API as the runner sees it (both list the same fields; amounts by their base units). */
export function payoutBatchOf(view: Pick<BatchView, 'id' | 'sequence' | 'status' | 'transfers' | 'attempts'> & { amount: { baseUnits: string } }): PayoutBatch {
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
        const list = await client.batches({ unlockAt, status, page: String(page), pageSize: String(PAGE_SIZE) });
        batches.push(...list.items.map(payoutBatchOf));
        if (!allPages || list.items.length === 0 || batches.length >= list.total) return batches;
      }
    },
    start: (batch, priorityFeeMicroLamports) =>
      orRefused(client, async () => {
        const started = await client.startAttempt(batch.id, { priorityFeeMicroLamports: priorityFeeMicroLamports.toString() });
        return { attemptId: started.attempt.id, spec: started.spec, blockhash: started.blockhash, lastValidBlockHeight: BigInt(started.lastValidBlockHeight) };
      }),
    spec: async (batch) => (await client.batch(batch.id)).spec,
    submit: (batchId, attemptId, transaction) =>
      orRefused(client, async () => {
        const submitted = await client.submitAttempt(batchId, { attemptId, transaction });
        return { broadcast: submitted.broadcast, message: submitted.message, signature: submitted.attempt.signature, attemptStatus: submitted.attempt.status };
      }),
    async verify() {
      const report = await client.verify();
      const { plan } = await client.plan();
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
