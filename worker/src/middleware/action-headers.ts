// The headers the Solana Actions spec requires of the Actions routes and actions.json, and only of
// them (README "Paying": the only cross-origin routes): CORS open to any origin (blink clients
// run on other sites), X-Action-Version, and X-Blockchain-Ids naming the cluster the sale pays on.
import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { blockchainIdOf } from '../services/payments/blockchain-id';

/** The Actions spec version these routes answer (@solana/actions-spec 2.4). */
export const ACTION_VERSION = '2.4';

/** CORS of the Actions spec (`ACTIONS_CORS_HEADERS` of @solana/actions); preflights answer 204. */
export const actionCors = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'],
  allowHeaders: ['Content-Type', 'Authorization', 'Content-Encoding', 'Accept-Encoding', 'X-Accept-Action-Version', 'X-Accept-Blockchain-Ids'],
  exposeHeaders: ['X-Action-Version', 'X-Blockchain-Ids'],
});

/** X-Action-Version and X-Blockchain-Ids on every answer, errors included. */
export const actionVersionHeaders = createMiddleware<AppEnv>(async (c, next) => {
  // Read while the route works (this request's own promise, awaited before it ends).
  const blockchainId = blockchainIdOf(c.env);
  await next();
  c.res.headers.set('X-Action-Version', ACTION_VERSION);
  const id = await blockchainId;
  if (id) c.res.headers.set('X-Blockchain-Ids', id);
});
