// The admin console's Operations section: the live health figures of GET /api/admin/operations,
// polled every 15 s while the tab is visible (a hidden tab costs the server nothing).
import { atom } from 'nanostores';
import type { AdminOperations } from '@core/api/operations';
import { errorText, getJson } from '../../lib/api/request';
import { pollWhileVisible } from '../../lib/api/poll-while-visible';
import { adminAction } from './session';

/** How often the open Operations tab asks again: a watcher run is a minute apart. */
export const OPERATIONS_POLL_MS = 15_000;

export const $operations = atom<AdminOperations | null>(null);
export const $operationsError = atom<string | null>(null);

/** Loads the figures once; a failure keeps the last figures and says so. */
export async function loadOperations(): Promise<void> {
  const figures = await adminAction(null, () => getJson<AdminOperations>('/api/admin/operations'), (error) =>
    $operationsError.set(errorText(error, 'Could not load the operations figures. Please try again.')),
  );
  if (!figures) return;
  $operationsError.set(null);
  $operations.set(figures);
}

/** Polls while the page is visible; returns the stop function (call it when the tab closes). */
export const pollOperations = (): (() => void) => pollWhileVisible(loadOperations, OPERATIONS_POLL_MS);
