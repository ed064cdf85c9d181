// The admin console's Operations section: the live health figures of GET /api/admin/operations,
// polled every 15 s while the tab is visible (a hidden tab costs the server nothing), and the signed-in
// admin's alert email (Settings).
import { atom } from 'nanostores';
import type { AdminOperations } from '@core/api/operations';
import { adminApi } from '../../lib/api/clients';
import { call, errorText } from '../../lib/api/request';
import { pollWhileVisible } from '../../lib/api/poll-while-visible';
import { $adminOutcome, adminAction } from './session';

/** How often the open Operations tab asks again: a watcher run is a minute apart. */
export const OPERATIONS_POLL_MS = 15_000;

export const $operations = atom<AdminOperations | null>(null);
export const $operationsError = atom<string | null>(null);

/** Loads the figures once; a failure keeps the last figures and says so. */
export async function loadOperations(): Promise<void> {
  const figures = await adminAction(null, () => call(adminApi.operations.$get()), (error) =>
    $operationsError.set(errorText(error, 'Could not load the operations figures. Please try again.')),
  );
  if (!figures) return;
  $operationsError.set(null);
  $operations.set(figures);
}

/** Polls while the page is visible; returns the stop function (call it when the tab closes). */
export const pollOperations = (): (() => void) => pollWhileVisible(loadOperations, OPERATIONS_POLL_MS);

/** The signed-in admin's alert email (null: none), once loaded. */
export const $alertEmail = atom<string | null | undefined>(undefined);

export async function loadAlertEmail(): Promise<void> {
  const view = await adminAction(null, () => call(adminApi.operations['alert-email'].$get()), { title: 'Could not load the alert email', fallback: 'Please try again.' });
  if (view) $alertEmail.set(view.email);
}

/** Sets (an address) or removes (null) where this admin's operations alerts go; resolves true on success. */
export async function saveAlertEmail(email: string | null): Promise<boolean> {
  const view = await adminAction('alert-email', () => call(email === null ? adminApi.operations['alert-email'].remove.$post() : adminApi.operations['alert-email'].$post({ json: { email } })), {
    title: 'Alert email not saved',
    lead: 'The alert email could not be saved.',
  });
  if (!view) return false;
  $alertEmail.set(view.email);
  $adminOutcome.set({ title: 'Alert email saved', description: view.email ? `Operations alerts go to ${view.email}.` : 'You will get no operations alerts.' });
  return true;
}
