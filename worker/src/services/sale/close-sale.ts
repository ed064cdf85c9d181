// Ends the sale now (the admin's "Close now" timer action): the ICO ends at this moment, and the
// whitelist too if it was still running, so the phase becomes LISTING and vesting counts from now.
// Guarded by the settings row's version like Initialize and Reset; audited.
import { refusal, type Refusal } from '../../lib/refusal';
import { closeTimersStatements } from './sale-settings-queries';
import { loadSaleState } from './sale-state';

export const CLOSE_SALE_REFUSALS = {
  notInitialized: 'Initialize the timers first: there is no sale to close',
  alreadyOver: 'The sale is already over',
  changed: 'The sale settings changed meanwhile. Refresh and try again.',
} as const;

/** Sets the ICO end (and the whitelist end, if later) to `now` as `actor`; null when done, else the refusal (a conflict). */
export async function closeSaleNow(db: D1Database, actor: string, now: Date): Promise<Refusal | null> {
  const state = await loadSaleState(db, now);
  if (!state.dates || state.settings.updatedAt === null) return refusal('conflict', CLOSE_SALE_REFUSALS.notInitialized);
  if (state.phase === 'LISTING') return refusal('conflict', CLOSE_SALE_REFUSALS.alreadyOver);
  const at = now.getTime();
  const whitelistEndsAt = Math.min(state.dates.whitelistEndsAt.getTime(), at);
  const detail = {
    previous: { whitelistEndsAt: state.dates.whitelistEndsAt.toISOString(), icoEndsAt: state.dates.icoEndsAt.toISOString() },
    whitelistEndsAt: new Date(whitelistEndsAt).toISOString(),
    icoEndsAt: now.toISOString(),
  };
  const [update] = await db.batch([...closeTimersStatements(db, { whitelistEndsAt, icoEndsAt: at }, actor, detail, state.settings.updatedAt.getTime())]);
  return update?.meta.changes === 1 ? null : refusal('conflict', CLOSE_SALE_REFUSALS.changed);
}
