// /api/admin/treasury: every lamport that left the treasury, as the watcher recorded it and explained
// now (a verified refund, a sweep to a declared project wallet, the fee, or unexplained, which the
// console flags), and the team's project wallets, declared and removed with an audit row (docs/money-in.md, "6. Outflows").
import { Hono } from 'hono';
import type { AdminOutflowList, ProjectWalletList, ProjectWalletView } from '@core/api/treasury';
import { DeclareProjectWalletSchema, OutflowListQuerySchema, ProjectWalletParamSchema, TREASURY_MESSAGES } from '@core/schemas/treasury';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { adminActor } from '../../services/accounts/audit';
import { outflowPage, outflowTotals } from '../../services/reconciliation/outflow-list';
import { declareProjectWallet, listProjectWallets, removeProjectWallet } from '../../services/reconciliation/project-wallets';

const app = new Hono<AppEnv>()
  /**
   * GET /outflows?kind=&page=&pageSize= — transactions in which the treasury's balance fell, newest first,
   * each with its parts (fee, each recipient's share, what no account received) and what they were.
   * kind: refund | sweep | fee | unexplained | all (default): outflows with a part of that kind.
   * Response 200 `AdminOutflowList` (`totals` per kind over every outflow). Errors: 400 bad kind or paging; 401.
   */
  .get('/outflows', validate('query', OutflowListQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const query = c.req.valid('query');
    const [{ items, total }, totals] = await Promise.all([outflowPage(c.env.DB, query), outflowTotals(c.env.DB)]);
    return c.json({ items, page: query.page, pageSize: query.pageSize, total, totals } satisfies AdminOutflowList);
  })

  /** GET /project-wallets — every declared wallet with what was swept to it. Response 200 `ProjectWalletList`; 401. */
  .get('/project-wallets', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listProjectWallets(c.env.DB) } satisfies ProjectWalletList);
  })

  /**
   * POST /project-wallets {address, label} — declares a wallet of the team; SOL the treasury sent or sends
   * to it counts as a sweep from then on (old outflows too). Audited `project_wallet.declared`.
   * 201 `ProjectWalletView`. Errors: 400 schema messages or the treasury itself; 409 already declared; 401.
   */
  .post('/project-wallets', validate('json', DeclareProjectWalletSchema), async (c) => {
    const wallet = c.req.valid('json');
    if (wallet.address === c.env.TREASURY_ADDRESS) fail(400, TREASURY_MESSAGES.treasury);
    if (!(await declareProjectWallet(c.env.DB, wallet, adminActor(c.get('admin').username)))) fail(409, TREASURY_MESSAGES.declared);
    const declared = (await listProjectWallets(c.env.DB)).find((row) => row.address === wallet.address);
    return c.json(declared satisfies ProjectWalletView | undefined, 201);
  })

  /**
   * POST /project-wallets/:address/remove {} — the wallet is no longer the team's: what was swept to it
   * shows as unexplained again. Audited `project_wallet.removed`. 200 {ok}. Errors: 400 bad address; 404
   * not declared; 401.
   */
  .post('/project-wallets/:address/remove', validate('param', ProjectWalletParamSchema), async (c) => {
    const { address } = c.req.valid('param');
    if (!(await removeProjectWallet(c.env.DB, address, adminActor(c.get('admin').username)))) fail(404, TREASURY_MESSAGES.notDeclared);
    return c.json({ ok: true });
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminTreasuryApi = typeof app;

export default app;
