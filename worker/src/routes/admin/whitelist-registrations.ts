// Admin whitelist registration controls under /api/admin: the registrations (paginated and as CSV)
// and the whitelist mode (open: first N contributing wallets; registered: registered wallets only).
import { Hono, type Context } from 'hono';
import { RegistrationListQuerySchema, WhitelistModeSchema } from '@core/schemas/community';
import type { AppEnv } from '../../app-env';
import { validate } from '../../lib/validate';
import { csvResponse } from '../../services/admin/csv-stream';
import { whitelistRegistrationsCsv } from '../../services/admin/exports';
import { adminActor, auditStatement } from '../../services/accounts/audit';
import { ensureSettingsRow, loadWhitelistMode, whitelistModeStatement } from '../../services/sale/sale-settings-queries';
import { allRegistrations, listRegistrations } from '../../services/sale/whitelist-registration';

const actor = (c: Context<AppEnv>) => adminActor(c.get('admin').username);

const app = new Hono<AppEnv>()
  /**
   * GET /api/admin/whitelist-registrations?q=&page=1&limit=20 — 200 `Page<WhitelistRegistrationRow>` in
   * registration order (position 1 first); q: a wallet or email, whole or its first characters.
   * Errors: 400 bad search/page/limit; 401 'Admin sign-in required'.
   */
  .get('/whitelist-registrations', validate('query', RegistrationListQuerySchema), async (c) => {
    const { q, page, limit } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json(await listRegistrations(c.env.DB, page, limit, q));
  })

  /**
   * GET /api/admin/whitelist-registrations.csv — every registration as an RFC 4180 CSV attachment named
   * like the console's other downloads (`mrdx-whitelist-registrations-<date>.csv`): Position, Wallet
   * Address, Email, Registered At; cells neutralized against spreadsheet formulas. 401.
   */
  .get('/whitelist-registrations.csv', async (c) =>
    csvResponse(whitelistRegistrationsCsv(await allRegistrations(c.env.DB)), 'mrdx-whitelist-registrations', new Date()),
  )

  /** GET /api/admin/whitelist-mode — 200 `{ mode: 'open' | 'registered' }`. 401. */
  .get('/whitelist-mode', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ mode: await loadWhitelistMode(c.env.DB) });
  })

  /**
   * POST /api/admin/whitelist-mode — body `{ mode: 'open' | 'registered' }`; enforced at once for new
   * intents in the whitelist phase; audited. 200 `{ mode }`. Errors: 400 'Whitelist mode must be open or
   * registered'; 401.
   */
  .post('/whitelist-mode', validate('json', WhitelistModeSchema), async (c) => {
    const { mode } = c.req.valid('json');
    const db = c.env.DB;
    const now = Date.now();
    const before = await loadWhitelistMode(db);
    await db.batch([
      ensureSettingsRow(db, now),
      whitelistModeStatement(db, mode, now),
      auditStatement(db, actor(c), 'whitelist.mode_updated', 'sale_settings', { before, after: mode }, now),
    ]);
    return c.json({ mode });
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminWhitelistRegistrationsApi = typeof app;

export default app;
