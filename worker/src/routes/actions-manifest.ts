// GET /actions.json (Solana Actions spec): maps the sale's public pages to its Action, so a link to the
// site shared on X or Discord unfurls as a blink. Same CORS and version headers as the Actions routes.
import { Hono } from 'hono';
import type { ActionsJson } from '@solana/actions-spec';
import { CONTRIBUTE_ACTION_PATH } from '@core/payments/payment-links';
import type { AppEnv } from '../app-env';
import { actionCors, actionVersionHeaders } from '../middleware/action-headers';

/** The pages whose links become the contribution blink, and the Action paths themselves. */
export const ACTIONS_JSON: ActionsJson = {
  rules: [
    { pathPattern: '/', apiPath: CONTRIBUTE_ACTION_PATH },
    { pathPattern: '/checkout', apiPath: CONTRIBUTE_ACTION_PATH },
    { pathPattern: '/ico', apiPath: CONTRIBUTE_ACTION_PATH },
    { pathPattern: '/whitelist', apiPath: CONTRIBUTE_ACTION_PATH },
    { pathPattern: '/api/actions/**', apiPath: '/api/actions/**' },
  ],
};

const app = new Hono<AppEnv>().use('*', actionCors, actionVersionHeaders).get('/', (c) => c.json(ACTIONS_JSON));

export type ActionsManifestApi = typeof app;
export default app;
