// The admin dashboard's state and actions: auth check, logout, timers, whitelist settings,
// credential settings and the overview figures. Islands only read these stores and call actions.
import { atom } from 'nanostores';
import type { PhaseConfig, PhaseName } from '@core/sale-config';
import { getApi, postApi } from '../lib/api/portal-api';
import { showToast } from './portal-toasts';

export interface TimersView {
  initialized: boolean;
  phase: PhaseName;
  whitelistStartsAt: string | null;
  whitelistEndsAt: string | null;
  icoEndsAt: string | null;
  phases: PhaseConfig[];
  whitelist: WhitelistSettings;
}

export interface WhitelistSettings {
  days: number;
  maxParticipants: number;
  maxSolPerPerson: number;
}

export interface OverviewStats {
  currentAmount: number;
  totalContributors: number;
  daysRemaining: number;
}

/** 'checking' until GET /api/admin/auth/check answers; the dashboard renders only on 'yes'. */
export const $adminAuth = atom<'checking' | 'yes' | 'no'>('checking');
export const $timers = atom<TimersView | null>(null);
export const $overview = atom<OverviewStats | null>(null);
/** An action in flight, by name, so its button can say so and not be pressed twice. */
export const $adminBusy = atom<string | null>(null);

async function run<T>(name: string, work: () => Promise<T>): Promise<T> {
  $adminBusy.set(name);
  try {
    return await work();
  } finally {
    $adminBusy.set(null);
  }
}

/** Asks the server whether the session is an admin's (no retry, per spec). */
export async function checkAdminAuth(): Promise<void> {
  const result = await getApi<boolean>('/api/admin/auth/check');
  $adminAuth.set(result.ok && result.data === true ? 'yes' : 'no');
}

/** Ends the session and leaves for the home page. */
export async function logoutAdmin(): Promise<void> {
  await run('logout', () => postApi('/api/admin/logout'));
  window.location.assign('/');
}

/** Loads the overview figures from the public stats. */
export async function loadOverview(): Promise<void> {
  const result = await getApi<OverviewStats>('/api/fundraising-stats');
  if (result.ok) $overview.set(result.data);
  else showToast('Could not load statistics', result.error || 'Please try again.', 'destructive');
}

async function timersAction(name: string, path: string | null, success?: [string, string]): Promise<void> {
  const result = await run(name, () => (path ? postApi<TimersView>(path) : getApi<TimersView>('/api/admin/timers')));
  if (!result.ok) {
    if (result.status === 401) $adminAuth.set('no');
    showToast('Timer update failed', result.error || 'Please try again.', 'destructive');
    return;
  }
  $timers.set(result.data);
  if (success) showToast(...success);
}

/** Reloads the timer status. */
export const refreshTimers = () => timersAction('refresh', null);
/** Starts the whitelist now, followed by the ICO. */
export const initializeTimers = () => timersAction('initialize', '/api/admin/timers/initialize', ['Countdown initialized', 'The whitelist phase has started.']);
/** Clears the phase dates; contributions stop until the next Initialize. */
export const resetTimers = () => timersAction('reset', '/api/admin/timers/reset', ['Timers reset', 'The sale is no longer initialized.']);

/** Saves the whitelist settings; resolves true on success. */
export async function saveWhitelistSettings(input: { days: number; maxParticipants: number; maxSolPerPerson: string }): Promise<boolean> {
  const result = await run('whitelist', () => postApi<WhitelistSettings>('/api/admin/whitelist-settings', input));
  if (!result.ok) {
    showToast('Update Failed', ['Failed to update whitelist settings.', result.error].filter(Boolean).join(' '), 'destructive');
    return false;
  }
  showToast('Settings Updated', 'Whitelist settings have been saved.');
  const timers = $timers.get();
  if (timers) $timers.set({ ...timers, whitelist: result.data });
  return true;
}

/** Changes the admin's username and optionally password; resolves true on success. */
export async function updateAdminSettings(input: { username: string; currentPassword: string; newPassword: string; confirmPassword: string }): Promise<boolean> {
  const result = await run('settings', () => postApi('/api/admin/settings', input));
  if (!result.ok) {
    showToast('Update Failed', ['Failed to update admin settings.', result.error].filter(Boolean).join(' '), 'destructive');
    return false;
  }
  showToast('Settings Updated', 'Admin settings have been updated successfully.');
  return true;
}
