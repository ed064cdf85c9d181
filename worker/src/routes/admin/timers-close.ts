// POST /api/admin/timers/close (admin only): ends the sale now, e.g. once the hard cap is reached early
// or to run the distribution locally. A sibling of the ICO Timers routes (sale.ts).
import { Hono } from 'hono';
import { CloseSaleSchema } from '@core/schemas/distribution';
import type { AppEnv } from '../../app-env';
import { failWith } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { purgeSaleCachesAfterWrite } from '../../middleware/purge-sale-caches';
import { adminActor } from '../../services/accounts/audit';
import { closeSaleNow } from '../../services/sale/close-sale';
import { loadSaleState } from '../../services/sale/sale-state';

const app = new Hono<AppEnv>()
  .use('/timers/close', purgeSaleCachesAfterWrite)

  /**
   * POST /api/admin/timers/close  { confirm: true }
   * Sets the ICO end (and the whitelist end, when later) to now: contributions stop, the phase becomes
   * LISTING, and the first vesting unlock is due. Audited `timers.closed`.
   * 200 `{ phase, whitelistEndsAt, icoEndsAt }`. Errors: 400 without the confirmation; 409 'Initialize the timers first: there is no
   * sale to close', 'The sale is already over', or the settings changed meanwhile; 401.
   */
  .post('/timers/close', validate('json', CloseSaleSchema), async (c) => {
    const now = new Date();
    const refused = await closeSaleNow(c.env.DB, adminActor(c.get('admin').username), now);
    if (refused) failWith(refused);
    const state = await loadSaleState(c.env.DB, now);
    c.header('Cache-Control', 'no-store');
    return c.json({ phase: state.phase, whitelistEndsAt: state.dates!.whitelistEndsAt.toISOString(), icoEndsAt: state.dates!.icoEndsAt.toISOString() });
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminTimersCloseApi = typeof app;

export default app;
