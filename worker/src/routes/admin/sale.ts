// The admin's sale controls under /api/admin (behind requireAdmin, see index.ts): timers (status,
// Initialize, Reset) and the whitelist settings that the intent route enforces. Timers live in D1 and
// act for everyone (docs/decisions.md, "The server owns the clock").
import { Hono, type Context } from 'hono';
import { formatLamportsAsSol } from '@core/lamports';
import { PHASE_ORDER } from '@core/sale-config';
import { initialSaleDates, phaseConfig } from '@core/sale-rules';
import { WhitelistSettingsSchema, maxSolToLamports } from '@core/schemas/whitelist-settings';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { purgeSaleCachesAfterWrite } from '../../middleware/purge-sale-caches';
import { adminActor, auditStatement } from '../../services/accounts/audit';
import {
  ensureSettingsRow,
  initializeTimersStatements,
  resetTimersStatement,
  whitelistSettingsStatement,
} from '../../services/sale/sale-settings-queries';
import { loadSaleState, type SaleSettings } from '../../services/sale/sale-state';
import { placesTaken } from '../../services/sale/whitelist-registration';
import type { TimersView, WhitelistSettingsView } from '@core/api/admin';

function whitelistView(settings: SaleSettings) {
  return {
    days: settings.whitelistDays,
    maxParticipants: settings.whitelistMaxParticipants,
    maxSolPerPerson: Number(formatLamportsAsSol(settings.whitelistMaxLamports)),
  } satisfies WhitelistSettingsView;
}

/** Status, dates and phase cards; the whitelist card shows the limits actually enforced. */
async function timersView(db: D1Database, now = new Date()) {
  const [state, taken] = await Promise.all([loadSaleState(db, now), placesTaken(db)]);
  const whitelist = whitelistView(state.settings);
  return {
    initialized: state.initialized,
    phase: state.phase,
    whitelistStartsAt: state.dates?.whitelistStartsAt.toISOString() ?? null,
    whitelistEndsAt: state.dates?.whitelistEndsAt.toISOString() ?? null,
    icoEndsAt: state.dates?.icoEndsAt.toISOString() ?? null,
    serverTime: now.getTime(),
    phases: PHASE_ORDER.map((name) => {
      const config = phaseConfig(name);
      return name === 'WHITELIST'
        ? { ...config, maxContributionSOL: whitelist.maxSolPerPerson, maxParticipants: whitelist.maxParticipants }
        : config;
    }),
    whitelist,
    whitelistPlacesTaken: taken,
  } satisfies TimersView;
}

const actor = (c: Context<AppEnv>) => adminActor(c.get('admin').username);

const app = new Hono<AppEnv>()
  .use('/timers/*', purgeSaleCachesAfterWrite)
  .use('/whitelist-settings', purgeSaleCachesAfterWrite)

  .get('/timers', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await timersView(c.env.DB));
  })

  /** Whitelist from now for the configured days, then the ICO; refused while initialized. */
  .post('/timers/initialize', async (c) => {
    const db = c.env.DB;
    const now = Date.now();
    await ensureSettingsRow(db, now).run();
    const state = await loadSaleState(db, new Date(now));
    if (state.initialized) fail(409, 'Timers are already initialized. Reset them first.');
    const dates = initialSaleDates(new Date(now), state.settings.whitelistDays);
    // Guarded by the row's version: a concurrent change (another Initialize, a Reset) wins alone.
    const [update] = await db.batch([...initializeTimersStatements(db, dates, actor(c), now, state.settings.updatedAt?.getTime() ?? now)]);
    if (update?.meta.changes !== 1) fail(409, 'The sale settings changed meanwhile. Refresh and try again.');
    return c.json(await timersView(db, new Date(now)));
  })

  /** Clears the phase dates: not initialized, and contributions stop until the next Initialize. */
  .post('/timers/reset', async (c) => {
    const db = c.env.DB;
    const now = Date.now();
    const before = await loadSaleState(db, new Date(now));
    await db.batch([
      resetTimersStatement(db, now),
      auditStatement(db, actor(c), 'timers.reset', 'sale_settings', {
        previous: before.dates && {
          whitelistStartsAt: before.dates.whitelistStartsAt.toISOString(),
          whitelistEndsAt: before.dates.whitelistEndsAt.toISOString(),
          icoEndsAt: before.dates.icoEndsAt.toISOString(),
        },
      }, now),
    ]);
    return c.json(await timersView(db, new Date(now)));
  })

  .get('/whitelist-settings', async (c) => {
    c.header('Cache-Control', 'no-store');
    const state = await loadSaleState(c.env.DB, new Date());
    return c.json(whitelistView(state.settings));
  })

  /** Saves days (used by the next Initialize), participants and SOL per person (enforced at once). */
  .post('/whitelist-settings', validate('json', WhitelistSettingsSchema), async (c) => {
    const input = c.req.valid('json');
    const lamports = maxSolToLamports(input.maxSolPerPerson)!;
    const db = c.env.DB;
    const now = Date.now();
    const before = whitelistView((await loadSaleState(db, new Date(now))).settings);
    const after = { days: input.days, maxParticipants: input.maxParticipants, maxSolPerPerson: Number(formatLamportsAsSol(lamports)) };
    await db.batch([
      ensureSettingsRow(db, now),
      whitelistSettingsStatement(db, { days: input.days, maxParticipants: input.maxParticipants, maxLamports: lamports }, now),
      auditStatement(db, actor(c), 'whitelist.settings_updated', 'sale_settings', { before, after }, now),
    ]);
    return c.json(after satisfies WhitelistSettingsView);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminSaleApi = typeof app;

export default app;
