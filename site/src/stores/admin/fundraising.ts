// The Fundraising tab's state: goal, caps and end date, and the signed adjustments of the totals.
import { atom } from 'nanostores';
import type { AdminFundraisingStats } from '@core/api/admin';
import { FUNDRAISING_MESSAGES } from '@core/schemas/admin-fundraising';
import { adminApi } from '../../lib/api/clients';
import { call } from '../../lib/api/request';
import { createServerList } from './lists';
import { $adminOutcome, adminAction } from './session';

export const $fundraising = atom<AdminFundraisingStats | null>(null);
export const adjustmentList = createServerList((query) => call(adminApi.fundraising.adjustments.$get({ query })), { page: '1', pageSize: '25' });

const UPDATE_FAILED = { title: FUNDRAISING_MESSAGES.updateFailed.title, fallback: FUNDRAISING_MESSAGES.updateFailed.description };

export async function loadFundraising(): Promise<void> {
  const stats = await adminAction(null, () => call(adminApi.fundraising.stats.$get()), { title: 'Could not load statistics', fallback: 'Please try again.' });
  if (stats) $fundraising.set(stats);
}

/** Saves goal, caps and end date; the tab's toasts either way. */
export async function saveFundraising(input: { goal: string; softCap: string; hardCap: string; endDate: string }): Promise<boolean> {
  const saved = await adminAction('fundraising', () => call(adminApi.fundraising.stats.$post({ json: input })), UPDATE_FAILED);
  if (!saved) return false;
  $fundraising.set(saved);
  $adminOutcome.set(FUNDRAISING_MESSAGES.updated);
  return true;
}

/** Records a signed adjustment of the totals. */
export async function addAdjustment(input: { amount: string; investorsDelta: number; reason: string }): Promise<boolean> {
  const saved = await adminAction('adjustment', () => call(adminApi.fundraising.adjustments.$post({ json: input })), UPDATE_FAILED);
  if (!saved) return false;
  $fundraising.set(saved);
  $adminOutcome.set({ title: 'Adjustment recorded', description: 'The totals now include this adjustment.' });
  // The new adjustment heads the first page.
  await adjustmentList.update({ page: '1' });
  return true;
}
