// The admin's sale controls under /api/admin (behind requireAdmin, see index.ts): timers (status,
// Initialize, Reset) and the whitelist settings that the intent route enforces. Timers live in D1 and
// act for everyone (DESIGN.md 4).
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
import { DEFAULT_SALE_SETTINGS, loadSaleState, type SaleSettings } from '../../services/sale/sale-state';
import type { TimersView, WhitelistSettingsView } from '@core/api/admin';

const app = new Hono<AppEnv>();
app.use('/timers/*', purgeSaleCachesAfterWrite);
app.use('/whitelist-settings', purgeSaleCachesAfterWrite);

function whitelistView(settings: SaleSettings) {
  return {
    days: settings.whitelistDays,
    maxParticipants: settings.whitelistMaxParticipants,
    maxSolPerPerson: Number(formatLamportsAsSol(settings.whitelistMaxLamports)),
  } satisfies WhitelistSettingsView;
}

/** Status, dates and phase cards; the whitelist card shows the limits actually enforced. */
async function timersView(db: D1Database, now = new Date()) {
  const state = await loadSaleState(db, now);
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
  } satisfies TimersView;
}

/** The settings row with the configured defaults, created on first admin write. */
export function ensureSettingsRow(db: D1Database, now: number) {
  const d = DEFAULT_SALE_SETTINGS;
  return db
    .prepare(
      `INSERT OR IGNORE INTO sale_settings (id, soft_cap_cents, goal_cents, hard_cap_cents, whitelist_days,
         whitelist_max_participants, whitelist_max_lamports, updated_at) VALUES (1, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(Number(d.softCapCents), Number(d.goalCents), Number(d.hardCapCents), d.whitelistDays, d.whitelistMaxParticipants, Number(d.whitelistMaxLamports), now);
}

const actor = (c: Context<AppEnv>) => adminActor(c.get('admin').username);

app.get('/timers', async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await timersView(c.env.DB));
});

/** Whitelist from now for the configured days, then the ICO; refused while initialized. */
app.post('/timers/initialize', async (c) => {
  const db = c.env.DB;
  const now = Date.now();
  await ensureSettingsRow(db, now).run();
  const state = await loadSaleState(db, new Date(now));
  if (state.initialized) fail(409, 'Timers are already initialized. Reset them first.');
  const dates = initialSaleDates(new Date(now), state.settings.whitelistDays);
  const [update] = await db.batch([
    // Guarded by the row's version: a concurrent change (another Initialize, a Reset) wins alone.
    db
      .prepare('UPDATE sale_settings SET whitelist_starts_at = ?, whitelist_ends_at = ?, ico_ends_at = ?, updated_at = ? WHERE id = 1 AND updated_at = ?')
      .bind(dates.whitelistStartsAt.getTime(), dates.whitelistEndsAt.getTime(), dates.icoEndsAt.getTime(), now, state.settings.updatedAt?.getTime() ?? now),
    db
      .prepare(
        `INSERT INTO audit_log (id, actor, action, subject, detail, created_at)
         SELECT ?, ?, 'timers.initialized', 'sale_settings', ?, ? WHERE EXISTS
         (SELECT 1 FROM sale_settings WHERE id = 1 AND updated_at = ? AND whitelist_starts_at = ?)`,
      )
      .bind(crypto.randomUUID(), actor(c), JSON.stringify({
        whitelistStartsAt: dates.whitelistStartsAt.toISOString(),
        whitelistEndsAt: dates.whitelistEndsAt.toISOString(),
        icoEndsAt: dates.icoEndsAt.toISOString(),
      }), now, now, dates.whitelistStartsAt.getTime()),
  ]);
  if (update?.meta.changes !== 1) fail(409, 'The sale settings changed meanwhile. Refresh and try again.');
  return c.json(await timersView(db, new Date(now)));
});

/** Clears the phase dates: not initialized, and contributions stop until the next Initialize. */
app.post('/timers/reset', async (c) => {
  const db = c.env.DB;
  const now = Date.now();
  const before = await loadSaleState(db, new Date(now));
  await db.batch([
    db.prepare('UPDATE sale_settings SET whitelist_starts_at = NULL, whitelist_ends_at = NULL, ico_ends_at = NULL, updated_at = ? WHERE id = 1').bind(now),
    auditStatement(db, actor(c), 'timers.reset', 'sale_settings', {
      previous: before.dates && {
        whitelistStartsAt: before.dates.whitelistStartsAt.toISOString(),
        whitelistEndsAt: before.dates.whitelistEndsAt.toISOString(),
        icoEndsAt: before.dates.icoEndsAt.toISOString(),
      },
    }, now),
  ]);
  return c.json(await timersView(db, new Date(now)));
});

app.get('/whitelist-settings', async (c) => {
  c.header('Cache-Control', 'no-store');
  const state = await loadSaleState(c.env.DB, new Date());
  return c.json(whitelistView(state.settings));
});

/** Saves days (used by the next Initialize), participants and SOL per person (enforced at once). */
app.post('/whitelist-settings', validate('json', WhitelistSettingsSchema), async (c) => {
  const input = c.req.valid('json');
  const lamports = maxSolToLamports(input.maxSolPerPerson)!;
  const db = c.env.DB;
  const now = Date.now();
  const before = whitelistView((await loadSaleState(db, new Date(now))).settings);
  const after = { days: input.days, maxParticipants: input.maxParticipants, maxSolPerPerson: Number(formatLamportsAsSol(lamports)) };
  await db.batch([
    ensureSettingsRow(db, now),
    db
      .prepare('UPDATE sale_settings SET whitelist_days = ?, whitelist_max_participants = ?, whitelist_max_lamports = ?, updated_at = ? WHERE id = 1')
      .bind(input.days, input.maxParticipants, Number(lamports), now),
    auditStatement(db, actor(c), 'whitelist.settings_updated', 'sale_settings', { before, after }, now),
  ]);
  return c.json(after satisfies WhitelistSettingsView);
});

export default app;
