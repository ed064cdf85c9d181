// Paying an opened unlock from the console with the admin's browser wallet (the distribution wallet):
// the console's one signing run (payout-signing.ts) over the distribution port, one unlock per run
// (the run's key is the unlock's date).
import { distributionCalls, distributionPort, planExpectation, type DistributionApiClient } from '@core/payout/distribution-port';
import { adminApi } from '../../lib/api/clients';
import { $distribution, refreshDistribution, somethingSending, verifyNow } from './distribution';
import { consoleBlockHeight, consoleRefusal, createPayoutSigning } from './payout-signing';

/** The admin API as the payout port needs it: the typed client's routes, their refusals, the RPC proxy's block height. */
const consoleClient: DistributionApiClient = { ...distributionCalls(adminApi.distribution), refusal: consoleRefusal, blockHeight: consoleBlockHeight };

const currentPlan = () => {
  const plan = $distribution.get()?.plan;
  if (!plan) throw new Error('The distribution plan is not loaded');
  return plan;
};

export const distributionSigning = createPayoutSigning({
  payerName: 'the distribution wallet',
  payer: () => $distribution.get()?.plan?.distributionWallet ?? null,
  port: (unlockAt) => distributionPort(consoleClient, unlockAt),
  expected: () => planExpectation(currentPlan()),
  refresh: refreshDistribution,
  verify: () => verifyNow(),
  somethingSending: () => somethingSending($distribution.get()),
  actionLabel: () => 'Sign and send',
});
