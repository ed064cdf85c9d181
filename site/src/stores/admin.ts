// The admin dashboard's state and actions: auth check, logout, timers, whitelist settings,
// and credential settings (the console's other figures and actions are in admin-console.ts). Islands only read these stores and call actions;
// each action records its outcome in $adminOutcome and the toast reacts to it.
import { atom } from 'nanostores';
import type { AdminIdentity, LoggedOut, TimersView, WhitelistSettingsView } from '@core/api/admin';
import { ApiError, errorText, getJson, postJson } from '../lib/api/request';
import { toastEach, type Outcome } from './notices';

/** 'checking' until GET /api/admin/auth/check answers; the dashboard renders only on 'yes'. */
export const $adminAuth = atom<'checking' | 'yes' | 'no'>('checking');
export const $timers = atom<TimersView | null>(null);
/** An action in flight, by name, so its button can say so and not be pressed twice. */
export const $adminBusy = atom<string | null>(null);
/** The last action's outcome, shown as a toast. */
export const $adminOutcome = atom<Outcome | null>(null);

toastEach($adminOutcome);

const failed = (title: string, error: unknown, fallback: string): Outcome => ({ title, description: errorText(error, fallback), variant: 'destructive' });

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
  const isAdmin = await getJson<boolean>('/api/admin/auth/check').catch(() => false);
  $adminAuth.set(isAdmin === true ? 'yes' : 'no');
}

/** Ends the session and leaves for the home page. */
export async function logoutAdmin(): Promise<void> {
  await run('logout', () => postJson<LoggedOut>('/api/admin/logout')).catch(() => undefined);
  window.location.assign('/');
}

async function timersAction(name: string, path: string | null, success?: Outcome): Promise<void> {
  try {
    $timers.set(await run(name, () => (path ? postJson<TimersView>(path) : getJson<TimersView>('/api/admin/timers'))));
    if (success) $adminOutcome.set(success);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) $adminAuth.set('no');
    $adminOutcome.set(failed('Timer update failed', error, 'Please try again.'));
  }
}

/** Reloads the timer status. */
export const refreshTimers = () => timersAction('refresh', null);
/** Starts the whitelist now, followed by the ICO. */
export const initializeTimers = () =>
  timersAction('initialize', '/api/admin/timers/initialize', { title: 'Countdown initialized', description: 'The whitelist phase has started.' });
/** Clears the phase dates; contributions stop until the next Initialize. */
export const resetTimers = () => timersAction('reset', '/api/admin/timers/reset', { title: 'Timers reset', description: 'The sale is no longer initialized.' });

const joined = (prefix: string, error: unknown) => [prefix, errorText(error, '')].filter(Boolean).join(' ');

/** Saves the whitelist settings; resolves true on success. */
export async function saveWhitelistSettings(input: { days: number; maxParticipants: number; maxSolPerPerson: string }): Promise<boolean> {
  let saved: WhitelistSettingsView;
  try {
    saved = await run('whitelist', () => postJson<WhitelistSettingsView>('/api/admin/whitelist-settings', input));
  } catch (error) {
    $adminOutcome.set({ title: 'Update Failed', description: joined('Failed to update whitelist settings.', error), variant: 'destructive' });
    return false;
  }
  $adminOutcome.set({ title: 'Settings Updated', description: 'Whitelist settings have been saved.' });
  const timers = $timers.get();
  if (timers) $timers.set({ ...timers, whitelist: saved });
  return true;
}

/** Changes the admin's username and optionally password; resolves true on success. */
export async function updateAdminSettings(input: { username: string; currentPassword: string; newPassword: string; confirmPassword: string }): Promise<boolean> {
  try {
    await run('settings', () => postJson<AdminIdentity>('/api/admin/settings', input));
  } catch (error) {
    $adminOutcome.set({ title: 'Update Failed', description: joined('Failed to update admin settings.', error), variant: 'destructive' });
    return false;
  }
  $adminOutcome.set({ title: 'Settings Updated', description: 'Admin settings have been updated successfully.' });
  return true;
}
