// The payout port over the admin distribution API (/api/admin/distribution, core/api/distribution.ts):
// one unlock's batches, attempts, submits and verification, through the port written once for both
// payout APIs (api-port.ts). The console and the CLI hand it the calls of their own typed client
// (session, origin, error mapping) and get the same port, so the runner sees one server.
import type { BatchDetail, BatchList, DistributionPlanAnswer, DistributionPlanView, DistributionUnlockView, VerifyReport } from '@core/api/distribution';
import { apiPort, batchRouteCalls, type BatchApiClient, type BatchRoutes } from '@core/payout/api-port';
import type { PayoutBatchStatus, PayoutExpectation, PayoutPort } from '@core/payout/payout-port';

export { payoutBatchOf } from '@core/payout/api-port';

/** GET /batches's query as the port sends it (strings, as a URL carries them). */
export interface BatchListRequest {
  unlockAt: string;
  status: PayoutBatchStatus;
  page: string;
  pageSize: string;
}

/** What the port needs of an HTTP client of the distribution routes (api-port.ts). */
export type DistributionApiClient = BatchApiClient<DistributionPlanAnswer, BatchListRequest, BatchList, BatchDetail>;

/**
 * The admin distribution routes of a typed hono/client (`adminApi.distribution` in the site, the admin
 * session's `admin.distribution` in the CLI), as far as the port calls them: passing the real client
 * here makes tsc check each route's path, input and answer against what the port reads.
 */
export type DistributionRoutes = BatchRoutes<DistributionPlanAnswer, BatchListRequest, BatchList, BatchDetail>;

/** The port client's route calls over `routes`: one mapping for the console and the CLI. */
export function distributionCalls(routes: DistributionRoutes): Omit<DistributionApiClient, 'refusal' | 'blockHeight'> {
  return batchRouteCalls(routes);
}

export interface DistributionPortOptions {
  /** Read every page of a status (the CLI), or the first 100 (the console, which runs again for more). */
  allPages?: boolean;
  /** Hears each verification pass with the unlock it left (for progress in words). */
  onVerified?: (unlock: DistributionUnlockView, report: VerifyReport) => void;
}

/** The port paying the unlock at `unlockAt` (ISO, as the plan lists it). */
export function distributionPort(client: DistributionApiClient, unlockAt: string, { allPages = false, onVerified }: DistributionPortOptions = {}): PayoutPort {
  return apiPort(client, {
    query: (status, page, pageSize) => ({ unlockAt, status, page: String(page), pageSize: String(pageSize) }),
    progress: ({ plan }, report) => {
      const unlock = plan?.unlocks.find((candidate) => candidate.unlockAt === unlockAt);
      if (!unlock) throw new Error(`The plan has no unlock at ${unlockAt}`);
      onVerified?.(unlock, report);
      return unlock.progress;
    },
    allPages,
  });
}

/** What a signer of the plan agrees to pay: from the distribution wallet, in the plan's token. */
export function planExpectation(plan: Pick<DistributionPlanView, 'distributionWallet' | 'mint' | 'tokenProgram' | 'decimals' | 'sourceTokenAccount'>): PayoutExpectation {
  return {
    payer: plan.distributionWallet,
    asset: { kind: 'token', mint: plan.mint, tokenProgram: plan.tokenProgram, decimals: plan.decimals, sourceTokenAccount: plan.sourceTokenAccount },
  };
}
