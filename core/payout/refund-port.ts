// The payout port over the admin refund API (/api/admin/refunds, core/api/refunds.ts): one asset's
// refund batches, attempts, submits and verification, so the one runner (payout-runner.ts) pays
// refunds exactly as it pays tokens (docs/money-out.md, "Refunds"). The runner expects one payer and
// one asset, so a refund run pays one asset at a time: the treasury's SOL, then each stablecoin from the
// treasury's token account of it. The console and the CLI hand it the calls of their own typed client;
// no path is written here, so a renamed route fails the type check of both adapters.
import type { RefundAssetView, RefundBatchDetail, RefundBatchList, RefundPlanAnswer, RefundPlanView, VerifyReport } from '@core/api/refunds';
import type { AssetSymbol } from '@core/payment-assets';
import { apiPort, batchRouteCalls, type BatchApiClient, type BatchRoutes } from '@core/payout/api-port';
import type { PayoutBatchStatus, PayoutExpectation, PayoutPort } from '@core/payout/payout-port';

/** GET /batches's query as the port sends it (strings, as a URL carries them). */
export interface RefundBatchListRequest {
  asset: AssetSymbol;
  status: PayoutBatchStatus;
  page: string;
  pageSize: string;
}

/** What the port needs of an HTTP client of the refund routes (api-port.ts). */
export type RefundApiClient = BatchApiClient<RefundPlanAnswer, RefundBatchListRequest, RefundBatchList, RefundBatchDetail>;

/** The admin refund routes of a typed hono/client, as far as the port calls them (tsc checks each against the real client). */
export type RefundRoutes = BatchRoutes<RefundPlanAnswer, RefundBatchListRequest, RefundBatchList, RefundBatchDetail>;

/** The port client's route calls over `routes`: one mapping for the console and the CLI. */
export function refundCalls(routes: RefundRoutes): Omit<RefundApiClient, 'refusal' | 'blockHeight'> {
  return batchRouteCalls(routes);
}

export interface RefundPortOptions {
  /** Read every page of a status (the CLI), or the first 100 (the console, which runs again for more). */
  allPages?: boolean;
  /** Hears each verification pass with the asset's state it left. */
  onVerified?: (asset: RefundAssetView, report: VerifyReport) => void;
}

/** The port paying the approved refund plan's batches of `asset`. */
export function refundPort(client: RefundApiClient, asset: AssetSymbol, { allPages = false, onVerified }: RefundPortOptions = {}): PayoutPort {
  return apiPort(client, {
    query: (status, page, pageSize) => ({ asset, status, page: String(page), pageSize: String(pageSize) }),
    progress: ({ plan }, report) => {
      const view = plan?.assets.find((candidate) => candidate.asset === asset);
      if (!view) throw new Error(`The refund plan has no ${asset} refunds`);
      onVerified?.(view, report);
      return view.progress;
    },
    allPages,
  });
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
