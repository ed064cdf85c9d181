// The console's Distribution tab: the plan as the server has it (GET /api/admin/distribution/plan),
// its recipients and batches paged by the server, and the admin's actions on it (build, a choice for a
// flagged recipient, approve the reviewed hash, open a due unlock, verify now). Every call runs through
// adminAction (one busy flag, one expired-session answer); outcomes become toasts.
import { atom } from 'nanostores';
import type { DistributionPlanAnswer, DistributionUnlockView, RecipientChoice, VerifyReport } from '@core/api/distribution';
import { adminApi, apiHref } from '../../lib/api/clients';
import { call, errorText } from '../../lib/api/request';
import { formatCount, formatCountOf } from '@core/format/numbers';
import { createServerList } from './lists';
import { $adminOutcome, adminAction } from './session';

const adminDistribution = adminApi.distribution;

/** The plan's and the attempts' CSV downloads (same-origin links). */
export const DISTRIBUTION_CSV = {
  plan: apiHref(adminDistribution['plan.csv'].$url()),
  attempts: apiHref(adminDistribution['attempts.csv'].$url()),
};

/** The last plan answer (null until loaded). */
export const $distribution = atom<DistributionPlanAnswer | null>(null);
/** Why the plan could not be loaded, shown in place of it. */
export const $distributionError = atom<string | null>(null);

/** Recipients in wallet order, searched by wallet (first characters) and filtered: all | flagged | undecided. */
export const recipientList = createServerList((query) => call(adminDistribution.plan.recipients.$get({ query })), { q: '', filter: 'all', page: '1', pageSize: '25' });
/** Batches of the unlock in view (unlockAt), optionally of one status. */
export const batchList = createServerList((query) => call(adminDistribution.batches.$get({ query })), { unlockAt: '', status: '', page: '1', pageSize: '25' });

/** Reads the plan again; a failure keeps the last answer and says why. */
export async function loadDistribution(): Promise<void> {
  const answer = await adminAction(null, () => call(adminDistribution.plan.$get()), (error) =>
    $distributionError.set(errorText(error, 'Could not load the distribution plan. Please try again.')),
  );
  if (!answer) return;
  $distribution.set(answer);
  $distributionError.set(null);
}

/** The plan and the lists shown beside it (a list of a plan not built yet is not asked for). */
export async function refreshDistribution(): Promise<void> {
  await loadDistribution();
  if (!$distribution.get()?.plan) return;
  await Promise.all([recipientList.load(), batchList.$params.get().unlockAt ? batchList.load() : Promise.resolve()]);
}

/** Runs a write that answers the plan, keeps its answer and reloads the lists; true when it was accepted. */
async function planWrite(busy: string, request: () => Promise<DistributionPlanAnswer>, failTitle: string, done: (answer: DistributionPlanAnswer) => { title: string; description: string }): Promise<boolean> {
  const answer = await adminAction(busy, request, { title: failTitle, fallback: 'Please try again.' });
  if (answer) {
    $distribution.set(answer);
    $adminOutcome.set(done(answer));
  }
  await refreshDistribution();
  return answer !== null;
}

/** Builds (or rebuilds, while a draft) the plan from the closed sale. */
export const buildPlan = () =>
  planWrite('distribution-build', () => call(adminDistribution.plan.build.$post({ json: { confirm: true } })), 'Could not build the plan', (answer) => ({
    title: 'Plan built',
    description: `${formatCountOf(answer.plan?.recipients ?? 0, 'wallet')}, ${formatCountOf(answer.plan?.rows ?? 0, 'payout')}. Review it, then approve its hash.`,
  }));

/** The admin's explicit choice for a flagged recipient, with a reason (audited by the server). */
export const chooseForRecipient = (wallet: string, choice: RecipientChoice, reason: string) =>
  planWrite(`distribution-choice-${wallet}`, () => call(adminDistribution.plan.recipients[':wallet'].choice.$post({ param: { wallet }, json: { choice, reason } })), 'Could not record the choice', () => ({
    title: choice === 'pay' ? 'Recipient will be paid' : 'Recipient held',
    description: choice === 'pay' ? 'Its payouts stay in the plan.' : 'Its payouts are held back and never batched; the plan hash changed.',
  }));

/** Approves the draft whose hash the admin reviewed; the plan is immutable from then on. */
export const approvePlan = (planHash: string) =>
  planWrite('distribution-approve', () => call(adminDistribution.plan.approve.$post({ json: { planHash } })), 'Could not approve the plan', () => ({
    title: 'Plan approved',
    description: 'It can no longer change, and /ledger publishes it as the payout manifest.',
  }));

/** Shows the batches of `unlockAt` (first page). */
export const showBatchesOf = (unlockAt: string) => batchList.update({ unlockAt, status: '' });

/** Opens a due unlock for paying: the server forms its batches. Resolves the opened unlock, or null. */
export async function openUnlock(unlock: DistributionUnlockView): Promise<DistributionUnlockView | null> {
  const opened = await adminAction(`distribution-open-${unlock.number}`, () => call(adminDistribution.unlocks.open.$post({ json: { unlockAt: unlock.unlockAt } })), {
    title: `Could not open unlock ${unlock.number}`,
    fallback: 'Please try again.',
  });
  if (opened) {
    $adminOutcome.set({ title: `Unlock ${unlock.number} opened`, description: `${formatCountOf(opened.unlock.batches, 'batch', 'batches')} to sign with the distribution wallet.` });
    batchList.$params.setKey('unlockAt', unlock.unlockAt);
  }
  await refreshDistribution();
  return opened?.unlock ?? null;
}

/** One verification pass now (what the cron does each minute); quiet unless `announce`. */
export async function verifyNow({ announce = false } = {}): Promise<VerifyReport | null> {
  const report = await adminAction(announce ? 'distribution-verify' : null, () => call(adminDistribution.verify.$post({ json: {} })), announce ? { title: 'Could not verify', fallback: 'Please try again.' } : () => undefined);
  if (report && announce) {
    $adminOutcome.set({ title: 'Verified on chain', description: `${formatCountOf(report.checked, 'batch', 'batches')} checked: ${formatCount(report.paid)} paid, ${report.sending} still sending, ${report.expired} expired, ${report.failed} failed.` });
  }
  await refreshDistribution();
  return report;
}

/** True while a batch of any unlock may still land: the tab then polls and verifies. */
export function somethingSending(answer: DistributionPlanAnswer | null): boolean {
  return Boolean(answer?.plan?.unlocks.some((unlock) => unlock.progress.sendingBatches > 0));
}
