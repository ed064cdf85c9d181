// The ICO Timers tab's state: the phase dates on the server, Initialize (whitelist now, then the ICO),
// Reset (contributions stop) and Refresh.
import { atom } from 'nanostores';
import type { TimersView } from '@core/api/admin';
import { adminApi } from '../../lib/api/clients';
import { call } from '../../lib/api/request';
import { $adminOutcome, adminAction } from './session';
import type { Outcome } from '../notices';

export const $timers = atom<TimersView | null>(null);

async function timersAction(name: string, request: () => Promise<TimersView>, success?: Outcome): Promise<void> {
  const timers = await adminAction(name, request, { title: 'Timer update failed', fallback: 'Please try again.' });
  if (!timers) return;
  $timers.set(timers);
  if (success) $adminOutcome.set(success);
}

/** Reloads the timer status. */
export const refreshTimers = () => timersAction('refresh', () => call(adminApi.timers.$get()));
/** Starts the whitelist now, followed by the ICO. */
export const initializeTimers = () =>
  timersAction('initialize', () => call(adminApi.timers.initialize.$post()), { title: 'Countdown initialized', description: 'The whitelist phase has started.' });
/** Clears the phase dates; contributions stop until the next Initialize. */
export const resetTimers = () => timersAction('reset', () => call(adminApi.timers.reset.$post()), { title: 'Timers reset', description: 'The sale is no longer initialized.' });

/** Ends the sale now for everyone (the ICO end becomes now): contributions stop and the distribution plan can be built. */
export async function closeSaleNow(): Promise<void> {
  const closed = await adminAction('close', () => call(adminApi.timers.close.$post({ json: { confirm: true } })), { title: 'Could not close the sale', fallback: 'Please try again.' });
  if (!closed) return;
  $adminOutcome.set({ title: 'Sale closed', description: 'Contributions have stopped; the first vesting unlock is due now. Build the distribution plan in Distribution.' });
  await refreshTimers();
}
