// The payout port over the admin refund API (/api/admin/refunds, core/api/refunds.ts): one asset's
// refund batches, attempts, submits and verification, so the one runner (payout-runner.ts) pays
// refunds exactly as it pays tokens (docs/money-out.md, "Refunds"). The runner expects one payer and
// one asset, so a refund run pays one asset at a time: the treasury's SOL, then each stablecoin from the
// treasury's token account of it. The console and the CLI hand it the calls of their own typed client;
// no path is written here, so a renamed route fails the type check of both adapters.
import type { AttemptStarted, AttemptSubmitted, RefundAssetView, RefundBatchDetail, RefundBatchList, RefundPlanAnswer, RefundPlanView, VerifyReport } from '@core/api/refunds';
import type { AssetSymbol } from '@core/payment-assets';
import { payoutBatchOf } from '@core/payout/distribution-port';
import type { PayoutBatch, PayoutBatchStatus, PayoutExpectation, PayoutPort } from '@core/payout/payout-port';

/** The largest page the batch list serves. */
const PAGE_SIZE = 100;

/** GET /batches's query as the port sends it (strings, as a URL carries them). */
export interface RefundBatchListRequest {
  asset: AssetSymbol;
  status: PayoutBatchStatus;
  page: string;
  pageSize: string;
}

/** What the port needs of an HTTP client: one call per refund route it uses (each throws on a refusal), which throws are refusals, and the chain's height. */
export interface RefundApiClient {
  plan(): Promise<RefundPlanAnswer>;
  batches(query: RefundBatchListRequest): Promise<RefundBatchList>;
  batch(id: string): Promise<RefundBatchDetail>;
  startAttempt(id: string, body: { priorityFeeMicroLamports: string }): Promise<AttemptStarted>;
  submitAttempt(id: string, body: { attemptId: string; transaction: string }): Promise<AttemptSubmitted>;
  verify(): Promise<VerifyReport>;
  /** The server's words when `error` is its refusal of this call (a 4xx other than 401), else null. */
  refusal(error: unknown): string | null;
  /** The chain's confirmed block height. */
  blockHeight(): Promise<bigint>;
}

type Answering<T> = Promise<{ json(): Promise<T> }>;

/** The admin refund routes of a typed hono/client, as far as the port calls them (tsc checks each against the real client). */
export interface RefundRoutes {
  plan: { $get(): Answering<RefundPlanAnswer> };
  batches: {
    $get(args: { query: RefundBatchListRequest }): Answering<RefundBatchList>;
    ':id': {
      $get(args: { param: { id: string } }): Answering<RefundBatchDetail>;
      attempts: {
        $post(args: { param: { id: string }; json: { attemptId: string; transaction: string } }): Answering<AttemptSubmitted>;
        start: { $post(args: { param: { id: string }; json: { priorityFeeMicroLamports: string } }): Answering<AttemptStarted> };
      };
    };
  };
  verify: { $post(args: { json: Record<string, never> }): Answering<VerifyReport> };
}

/** The port client's route calls over `routes`: one mapping for the console and the CLI. */
export function refundCalls(routes: RefundRoutes): Omit<RefundApiClient, 'refusal' | 'blockHeight'> {
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

async function orRefused<T>(client: RefundApiClient, call: () => Promise<T>): Promise<T | { refused: string }> {
  try {
    return await call();
  } catch (error) {
    const refusal = client.refusal(error);
    if (refusal === null) throw error;
    return { refused: refusal };
  }
}

export interface RefundPortOptions {
  /** Read every page of a status (the CLI), or the first 100 (the console, which runs again for more). */
  allPages?: boolean;
  /** Hears each verification pass with the asset's state it left. */
  onVerified?: (asset: RefundAssetView, report: VerifyReport) => void;
}

/** The port paying the approved refund plan's batches of `asset`. */
export function refundPort(client: RefundApiClient, asset: AssetSymbol, { allPages = false, onVerified }: RefundPortOptions = {}): PayoutPort {
  return {
    async listBatches(status) {
      const batches: PayoutBatch[] = [];
      for (let page = 1; ; page += 1) {
        const list = await client.batches({ asset, status, page: String(page), pageSize: String(PAGE_SIZE) });
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
      const view = plan?.assets.find((candidate) => candidate.asset === asset);
      if (!view) throw new Error(`The refund plan has no ${asset} refunds`);
      onVerified?.(view, report);
      const { paidBatches, sendingBatches, readyBatches, failedBatches, mismatchBatches } = view.progress;
      return { paid: paidBatches, sending: sendingBatches, toSign: readyBatches + failedBatches, mismatched: mismatchBatches };
    },
    blockHeight: () => client.blockHeight(),
  };
}

/** What a signer of the refund plan agrees to pay in `asset`: from the treasury, in that asset as the plan states it. */
export function refundExpectation(plan: Pick<RefundPlanView, 'treasury' | 'assets'>, asset: AssetSymbol): PayoutExpectation {
  const view = plan.assets.find((candidate) => candidate.asset === asset);
  if (!view) throw new Error(`The refund plan has no ${asset} refunds`);
  return { payer: plan.treasury, asset: view.payout };
}

/** The assets of the plan with batches left to pay, SOL first: the runs a signer makes, one asset each. */
export function refundAssetsToPay(plan: Pick<RefundPlanView, 'assets'>): AssetSymbol[] {
  return plan.assets.filter((view) => view.progress.paidLines < view.progress.payableLines).map((view) => view.asset);
}
