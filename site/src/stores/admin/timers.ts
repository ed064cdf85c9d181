// The ICO Timers tab's state: the phase dates on the server, Initialize (whitelist now, then the ICO),
// Reset (contributions stop) and Refresh.
import { atom } from 'nanostores';
import type { TimersView } from '@core/api/admin';
import { getJson, postJson } from '../../lib/api/request';
import { $adminOutcome, adminAction } from './session';
import type { Outcome } from '../notices';

export const $timers = atom<TimersView | null>(null);

async function timersAction(name: string, path: string | null, success?: Outcome): Promise<void> {
  const timers = await adminAction(name, () => (path ? postJson<TimersView>(path) : getJson<TimersView>('/api/admin/timers')), { title: 'Timer update failed', fallback: 'Please try again.' });
  if (!timers) return;
  $timers.set(timers);
  if (success) $adminOutcome.set(success);
}

/** Reloads the timer status. */
export const refreshTimers = () => timersAction('refresh', null);
/** Starts the whitelist now, followed by the ICO. */
export const initializeTimers = () =>
  timersAction('initialize', '/api/admin/timers/initialize', { title: 'Countdown initialized', description: 'The whitelist phase has started.' });
/** Clears the phase dates; contributions stop until the next Initialize. */
export const resetTimers = () => timersAction('reset', '/api/admin/timers/reset', { title: 'Timers reset', description: 'The sale is no longer initialized.' });
