// The contract between site and worker is checked by the type checker: each client's answer is the shape
// core/api declares, and a route whose answer or input changes under its callers fails `tsc`. These
// checks run in tsc (npx tsc --noEmit) and, trivially, in vitest.
import { describe, expectTypeOf, it } from 'vitest';
import type { AdminFundraisingStats, AdminOverview, AuditEntry, InvestorList, Page, TimersView } from '@core/api/admin';
import type { ClaimReport, ContributionIntentResponse, IntentStatusReport } from '@core/api/contributions';
import type { BatchList, DistributionPlanAnswer, InvestorDistribution, PayoutManifest } from '@core/api/distribution';
import type { InvestorDashboard, InvestorProfile, InvestorSession } from '@core/api/investor';
import type { LedgerPage, TreasuryAccounting } from '@core/api/ledger';
import type { ReferralDashboardResponse } from '@core/api/referral-responses';
import type { CryptoRates, FundraisingStats, SaleInfo } from '@core/api/sale';
import { adminApi, contributionsApi, cryptoRatesApi, distributionApi, fundraisingStatsApi, investorApi, ledgerApi, saleApi } from './clients';
import type { AnswerOf } from './request';

/** What `call(endpoint(...))` resolves to. */
type Answer<Endpoint extends (...args: any[]) => Promise<unknown>> = AnswerOf<Awaited<ReturnType<Endpoint>>>;

describe('the typed clients', () => {
  it('answer the public shapes of core/api', () => {
    expectTypeOf<Answer<typeof saleApi.index.$get>>().toExtend<SaleInfo>();
    expectTypeOf<Answer<typeof fundraisingStatsApi.index.$get>>().toExtend<FundraisingStats>();
    expectTypeOf<Answer<typeof cryptoRatesApi.index.$get>>().toExtend<CryptoRates>();
    expectTypeOf<Answer<typeof ledgerApi.index.$get>>().toExtend<LedgerPage>();
    expectTypeOf<Answer<typeof ledgerApi.treasury.$get>>().toExtend<TreasuryAccounting>();
    expectTypeOf<Answer<typeof distributionApi.manifest.$get>>().toExtend<PayoutManifest>();
  });

  it('answer the contribution flow with its intent, claim and status shapes', () => {
    expectTypeOf<Answer<typeof contributionsApi.intents.$post>>().toExtend<ContributionIntentResponse>();
    expectTypeOf<Answer<typeof contributionsApi.index.$post>>().toExtend<ClaimReport>();
    expectTypeOf<Answer<(typeof contributionsApi.intents)[':intentId']['$get']>>().toExtend<IntentStatusReport>();
  });

  it('answer the investor portal and the admin console with their shapes', () => {
    expectTypeOf<Answer<typeof investorApi.profile.$get>>().toExtend<InvestorProfile>();
    expectTypeOf<Answer<typeof investorApi.login.$post>>().toExtend<InvestorSession>();
    expectTypeOf<Answer<typeof investorApi.dashboard.$get>>().toExtend<InvestorDashboard>();
    expectTypeOf<Answer<typeof investorApi.distribution.$get>>().toExtend<InvestorDistribution>();
    expectTypeOf<Answer<typeof investorApi.referrals.dashboard.$get>>().toExtend<ReferralDashboardResponse>();
    expectTypeOf<Answer<typeof adminApi.overview.$get>>().toExtend<AdminOverview>();
    expectTypeOf<Answer<typeof adminApi.fundraising.stats.$get>>().toExtend<AdminFundraisingStats>();
    expectTypeOf<Answer<typeof adminApi.timers.$get>>().toExtend<TimersView>();
    expectTypeOf<Answer<typeof adminApi.investors.$get>>().toExtend<InvestorList>();
    expectTypeOf<Answer<typeof adminApi.audit.$get>>().toExtend<Page<AuditEntry>>();
    expectTypeOf<Answer<typeof adminApi.distribution.plan.$get>>().toExtend<DistributionPlanAnswer>();
    expectTypeOf<Answer<typeof adminApi.distribution.batches.$get>>().toExtend<BatchList>();
  });

  it('fail the type check when an answer no longer fits its callers', () => {
    // @ts-expect-error the sale's serverTime is a number: a caller expecting a string must not compile
    expectTypeOf<Answer<typeof saleApi.index.$get>>().toExtend<{ serverTime: string }>();
    // @ts-expect-error an intent's status is one of five words, not any string
    expectTypeOf<{ status: string }>().toExtend<Answer<(typeof contributionsApi.intents)[':intentId']['$get']>>();
  });

  it('take the inputs the routes validate', () => {
    expectTypeOf(adminApi.fundraising.adjustments.$get).parameter(0).toExtend<{ query: { page?: string | string[] } } | undefined>();
    // A renamed path is no property of the client.
    // @ts-expect-error /api/fundraising moved under /api/admin
    expectTypeOf(adminApi['fundraising-stats']).not.toBeNever();
  });
});
