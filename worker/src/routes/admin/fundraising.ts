// /api/admin/fundraising (behind requireAdmin, see index.ts): the Fundraising tab. Goal, soft cap, hard cap
// and end date are editable; the raised total and investors are only corrected by signed, reasoned adjustments.
import { Hono } from 'hono';
import { FundraisingAdjustmentSchema, FundraisingSettingsSchema } from '@core/schemas/admin-fundraising';
import { PagingQuerySchema } from '@core/schemas/admin-lists';
import type { AppEnv } from '../../app-env';
import { failWith } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { adminActor } from '../../services/accounts/audit';
import { listAdjustments, loadAdminFundraising, recordAdjustment, saveFundraisingSettings } from '../../services/admin/fundraising-admin';

const app = new Hono<AppEnv>()
  /**
   * GET /api/admin/fundraising/stats
   * Response 200 `AdminFundraisingStats` (core/api/admin.ts): currentAmount (credited + adjustments),
   * contributedAmount, adjustmentsAmount, goal, softCap, hardCap, totalInvestors, endDate, daysRemaining.
   * The adjustments themselves are paged by GET /adjustments.
   * Errors: 401 without an admin session.
   */
  .get('/stats', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await loadAdminFundraising(c.env.DB, new Date()));
  })

  /**
   * POST /api/admin/fundraising/stats  { goal, softCap, hardCap, endDate }  (USD numbers or decimal strings, ISO date)
   * Saves the caps and the ICO end date; audited as `fundraising.settings_updated`. currentAmount and
   * totalInvestors are not accepted here: use POST /adjustments.
   * Response 200 `AdminFundraisingStats` after the change.
   * Errors: 400 with the field's message ('Goal must be greater than 0', 'Hard cap must be greater than 0',
   * 'Soft cap must not be greater than the goal', 'Goal must not be greater than the hard cap', 'End date is
   * required', 'End date must be after the whitelist ends'); 409 before the timers are initialized or when the
   * settings changed meanwhile; 401 without an admin session. The page shows 'Stats Updated' / 'Update
   * Failed' (FUNDRAISING_MESSAGES).
   */
  .post('/stats', validate('json', FundraisingSettingsSchema), async (c) => {
    const now = new Date();
    const refused = await saveFundraisingSettings(c.env.DB, adminActor(c.get('admin').username), c.req.valid('json'), now);
    if (refused) failWith(refused);
    return c.json(await loadAdminFundraising(c.env.DB, now));
  })

  /**
   * GET /api/admin/fundraising/adjustments?page=&pageSize=
   * Response 200 `Page<FundraisingAdjustment>`: newest first, each with amountUsd, investorsDelta, reason,
   * actor and createdAt; total over every page. Errors: 400 bad paging; 401 without an admin session.
   */
  .get('/adjustments', validate('query', PagingQuerySchema), async (c) => {
    const { page, pageSize } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json(await listAdjustments(c.env.DB, page, pageSize));
  })

  /**
   * POST /api/admin/fundraising/adjustments  { amount, investorsDelta, reason }
   * amount: signed USD (number or string, at most 2 decimals); investorsDelta: signed whole number;
   * reason: required, at most 500 characters. Recorded with the admin and the time, audited as
   * `fundraising.adjusted`, and included in the public /api/fundraising-stats.
   * Response 201 `AdminFundraisingStats` including it (it heads page 1 of GET /adjustments).
   * Errors: 400 'Reason is required', 'Adjustment amount must be a number with at most 2 decimals',
   * 'Investors must be a whole number', 'An adjustment must change the amount or the investors'; 401.
   */
  .post('/adjustments', validate('json', FundraisingAdjustmentSchema), async (c) => {
    const now = new Date();
    await recordAdjustment(c.env.DB, adminActor(c.get('admin').username), c.req.valid('json'), now);
    return c.json(await loadAdminFundraising(c.env.DB, now), 201);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminFundraisingApi = typeof app;

export default app;
