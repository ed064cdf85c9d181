// The console's refund plan (Payments tab, Refunds): the plan as the server has it (GET
// /api/admin/refunds/plan), its lines and one asset's batches paged and searched by the server, and the
// admin's actions on it (build with the confirm, a pay or hold choice for a flagged line, approve the
// reviewed hash, verify now). Every call runs through adminAction (one busy flag, one expired-session
// answer); outcomes become toasts. Paying is refund-signing.ts.
import { atom } from 'nanostores';
import type { RefundLineView, RefundPlanAnswer, RecipientChoice, VerifyReport } from '@core/api/refunds';
import { formatCount, formatCountOf } from '@core/format/numbers';
import { adminApi, apiHref } from '../../lib/api/clients';
import { call, errorText } from '../../lib/api/request';
import { createServerList } from './lists';
import { refundsList, unmatchedList } from './reconciliation';
import { $adminOutcome, adminAction } from './session';

const adminRefunds = adminApi.refunds;

/** The plan's CSV download (same-origin link; every line, streamed by the worker). */
export const REFUND_PLAN_CSV_HREF = apiHref(adminRefunds['plan.csv'].$url());

/** The last plan answer (null until loaded). */
export const $refundPlan = atom<RefundPlanAnswer | null>(null);
/** Why the plan could not be loaded, shown in place of it. */
export const $refundPlanError = atom<string | null>(null);

/** Lines in wallet order, searched by wallet (first characters), filtered by asset, flags and status. */
export const refundLineList = createServerList((query) => call(adminRefunds.plan.lines.$get({ query })), { q: '', asset: '', filter: 'all', status: '', page: '1', pageSize: '25' });
/** Batches of the asset in view (asset), optionally of one status. */
export const refundBatchList = createServerList((query) => call(adminRefunds.batches.$get({ query })), { asset: '', status: '', page: '1', pageSize: '25' });

/** The plan's state as far as what is owed depends on it: its id, status and lines paid. */
const owedState = (answer: RefundPlanAnswer | null) => {
  const plan = answer?.plan;
  return plan ? `${plan.id}:${plan.status}:${plan.assets.reduce((sum, asset) => sum + asset.progress.paidLines, 0)}` : '';
};

/** Reads the plan again; a failure keeps the last answer and says why. */
export async function loadRefundPlan(): Promise<void> {
  const answer = await adminAction(null, () => call(adminRefunds.plan.$get()), (error) => $refundPlanError.set(errorText(error, 'Could not load the refund plan. Please try again.')));
  if (!answer) return;
  const before = $refundPlan.get();
  $refundPlan.set(answer);
  $refundPlanError.set(null);
  // What is owed and the unmatched payments above the plan (AdminRefundsSection, AdminUnmatchedSection)
  // change as the plan pays: a paid line settles its contributions and marks its payments refunded.
  if (before && owedState(before) !== owedState(answer)) void Promise.all([refundsList.load(), unmatchedList.load()]);
}

/** The plan and the lists shown beside it (a list of a plan not built yet is not asked for). */
export async function refreshRefundPlan(): Promise<void> {
  await loadRefundPlan();
  if (!$refundPlan.get()?.plan) return;
  await Promise.all([refundLineList.load(), refundBatchList.$params.get().asset ? refundBatchList.load() : Promise.resolve()]);
}

/** Runs a write, reloads the plan and its lists, and says how it went; true when it was accepted. */
async function planWrite<T>(busy: string, request: () => Promise<T>, failTitle: string, done: (answer: T) => { title: string; description: string }): Promise<boolean> {
  const answer = await adminAction(busy, request, { title: failTitle, fallback: 'Please try again.' });
  if (answer) $adminOutcome.set(done(answer));
  await refreshRefundPlan();
  return answer !== null;
}

/** Builds the plan from what is owed (rebuilds a draft; after a finished plan, a new one). */
export const buildRefundPlan = () =>
  planWrite('refund-build', () => call(adminRefunds.plan.build.$post({ json: { confirm: true } })), 'Could not build the refund plan', (answer) => ({
    title: 'Refund plan built',
    description: `${formatCountOf(answer.plan?.lines ?? 0, 'line')} to ${formatCountOf(answer.plan?.wallets ?? 0, 'wallet')}. Review it, then approve its hash.`,
  }));

/** The admin's audited choice for a flagged line: pay it anyway, or hold it with a reason. */
export const chooseForRefundLine = (line: RefundLineView, choice: RecipientChoice, reason: string) =>
  planWrite(`refund-choice-${line.id}`, () => call(adminRefunds.plan.lines[':id'].choice.$post({ param: { id: String(line.id) }, json: { choice, reason } })), 'Could not record the choice', () => ({
    title: choice === 'pay' ? 'Line will be paid' : 'Line held',
    description: choice === 'pay' ? 'It stays in the plan.' : 'It is never batched; what it settles returns to the next plan once this one is finished. The plan hash changed.',
  }));

/** Approves the draft whose hash the admin reviewed: the server forms the batches of every asset. */
export const approveRefundPlan = (planHash: string) =>
  planWrite('refund-approve', () => call(adminRefunds.plan.approve.$post({ json: { planHash } })), 'Could not approve the refund plan', () => ({
    title: 'Refund plan approved',
    description: 'It can no longer change, its batches are formed, and /ledger publishes it as the refund manifest.',
  }));

/** Shows the batches of `asset` (first page). */
export const showRefundBatchesOf = (asset: string) => refundBatchList.update({ asset, status: '' });

/** One verification pass now (what the cron does each minute); quiet unless `announce`. */
export async function verifyRefundsNow({ announce = false } = {}): Promise<VerifyReport | null> {
  const report = await adminAction(announce ? 'refund-verify' : null, () => call(adminRefunds.verify.$post({ json: {} })), announce ? { title: 'Could not verify', fallback: 'Please try again.' } : () => undefined);
  if (report && announce) {
    $adminOutcome.set({ title: 'Verified on chain', description: `${formatCountOf(report.checked, 'batch', 'batches')} checked: ${formatCount(report.paid)} paid, ${report.sending} still sending, ${report.expired} expired, ${report.failed} failed.` });
  }
  await refreshRefundPlan();
  return report;
}

/** True while a batch of any asset may still land: the section then polls and verifies. */
export function refundsSending(answer: RefundPlanAnswer | null): boolean {
  return Boolean(answer?.plan?.assets.some((asset) => asset.progress.sendingBatches > 0));
}
