// The Whitelist tab's state: the enforced settings (days, participants, SOL per person), the whitelist
// mode (open, or registered wallets only) and the registrations list.
import { atom } from 'nanostores';
import { adminApi, apiHref } from '../../lib/api/clients';
import { call } from '../../lib/api/request';
import { createServerList } from './lists';
import { $adminOutcome, adminAction } from './session';
import { $timers } from './timers';

export type WhitelistMode = 'open' | 'registered';

export const $whitelistMode = atom<WhitelistMode | null>(null);
/** Every registration as CSV. */
export const REGISTRATIONS_CSV_HREF = apiHref(adminApi['whitelist-registrations.csv'].$url());

export const registrationList = createServerList((query) => call(adminApi['whitelist-registrations'].$get({ query })), { q: '', page: '1', limit: '20' });

/** Saves the whitelist settings into the timers view; resolves true on success. */
export async function saveWhitelistSettings(input: { days: number; maxParticipants: number; maxSolPerPerson: string }): Promise<boolean> {
  const saved = await adminAction('whitelist', () => call(adminApi['whitelist-settings'].$post({ json: input })), { title: 'Update Failed', lead: 'Failed to update whitelist settings.' });
  if (!saved) return false;
  $adminOutcome.set({ title: 'Settings Updated', description: 'Whitelist settings have been saved.' });
  const timers = $timers.get();
  if (timers) $timers.set({ ...timers, whitelist: saved });
  return true;
}

export async function loadWhitelistMode(): Promise<void> {
  const answer = await adminAction(null, () => call(adminApi['whitelist-mode'].$get()), { title: 'Could not load the whitelist mode', fallback: 'Please try again.' });
  if (answer) $whitelistMode.set(answer.mode);
}

export async function saveWhitelistMode(mode: WhitelistMode): Promise<void> {
  const done = await adminAction('whitelist-mode', () => call(adminApi['whitelist-mode'].$post({ json: { mode } })), { title: 'Update Failed', fallback: 'Failed to update the whitelist mode.' });
  if (!done) return;
  $whitelistMode.set(done.mode);
  $adminOutcome.set({ title: 'Whitelist mode saved', description: done.mode === 'open' ? 'Any wallet may contribute in the whitelist phase.' : 'Only registered wallets may contribute in the whitelist phase.' });
}
