// The investor guards on a bare app: a session, then a replaced temporary password.
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { env } from 'cloudflare:workers';
import { insertInvestor, investorCookie } from '../../test/auth-fixtures';
import { TEST_ORIGIN } from '../../test/requests';
import type { AppEnv } from '../app-env';
import { renderError } from '../lib/http-error';
import { requireInvestor, requirePasswordChanged } from './require-session';

// A route behind both guards, as routes/investor/index.ts mounts data routes; the guards throw, and
// renderError (the worker's onError) turns that into the JSON body.
const app = new Hono<AppEnv>()
  .get('/data', requireInvestor, requirePasswordChanged, (c) => c.json({ investorId: c.get('investorId') }))
  .onError(renderError);
const getData = (cookie?: string) => app.request(`${TEST_ORIGIN}/data`, { headers: cookie ? { Cookie: cookie } : {} }, env);

describe('requirePasswordChanged', () => {
  it('refuses an investor who still has the temporary password, with 403', async () => {
    await insertInvestor('temp@example.com', 'Temp-Password-1');
    const response = await getData(await investorCookie('temp@example.com', 'Temp-Password-1'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Please choose a new password first' });
  });

  it('lets an investor with their own password through and refuses anonymous requests', async () => {
    const id = await insertInvestor('own@example.com', 'own-password', { mustChange: false });
    const response = await getData(await investorCookie('own@example.com', 'own-password'));
    expect(await response.json()).toEqual({ investorId: id });
    expect((await getData()).status).toBe(401);
  });
});
