// The Fundraising tab's state: goal, caps and end date, and the signed adjustments of the totals.
import { atom } from 'nanostores';
import type { AdminFundraisingStats, FundraisingAdjustment, Page } from '@core/api/admin';
import { FUNDRAISING_MESSAGES } from '@core/schemas/admin-fundraising';
import { getJson, postJson } from '../../lib/api/request';
import { createServerList } from './lists';
import { $adminOutcome, adminAction } from './session';

export const $fundraising = atom<AdminFundraisingStats | null>(null);
export const adjustmentList = createServerList<Page<FundraisingAdjustment>>('/api/fundraising/adjustments', { page: '1', pageSize: '25' });

const UPDATE_FAILED = { title: FUNDRAISING_MESSAGES.updateFailed.title, fallback: FUNDRAISING_MESSAGES.updateFailed.description };

export async function loadFundraising(): Promise<void> {
  const stats = await adminAction(null, () => getJson<AdminFundraisingStats>('/api/fundraising/stats'), { title: 'Could not load statistics', fallback: 'Please try again.' });
  if (stats) $fundraising.set(stats);
}

/** Saves goal, caps and end date; the spec's toasts either way. */
export async function saveFundraising(input: { goal: string; softCap: string; hardCap: string; endDate: string }): Promise<boolean> {
  const saved = await adminAction('fundraising', () => postJson<AdminFundraisingStats>('/api/fundraising/stats', input), UPDATE_FAILED);
  if (!saved) return false;
  $fundraising.set(saved);
  $adminOutcome.set(FUNDRAISING_MESSAGES.updated);
  return true;
}

/** Records a signed adjustment of the totals. */
export async function addAdjustment(input: { amount: string; investorsDelta: number; reason: string }): Promise<boolean> {
  const saved = await adminAction('adjustment', () => postJson<AdminFundraisingStats>('/api/fundraising/adjustments', input), UPDATE_FAILED);
  if (!saved) return false;
  $fundraising.set(saved);
  $adminOutcome.set({ title: 'Adjustment recorded', description: 'The totals now include this adjustment.' });
  // The new adjustment heads the first page.
  await adjustmentList.update({ page: '1' });
  return true;
}
