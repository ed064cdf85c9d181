// The Overview tab's figures: raised, people, time left, caps, today's credits, queues.
import { atom } from 'nanostores';
import type { AdminOverview } from '@core/api/admin';
import { adminApi } from '../../lib/api/clients';
import { call } from '../../lib/api/request';
import { adminAction } from './session';

export const $adminOverview = atom<AdminOverview | null>(null);

export async function loadAdminOverview(): Promise<void> {
  const overview = await adminAction(null, () => call(adminApi.overview.$get()), { title: 'Could not load statistics', fallback: 'Please try again.' });
  if (overview) $adminOverview.set(overview);
}
