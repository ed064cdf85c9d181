// POST /api/rpc: the browser's only way to the Solana RPC node. Forwards one allowlisted JSON-RPC call
// to SOLANA_RPC_URL (which may hold an API key and is never shown to the browser) and shares
// network-wide answers between visitors for a few seconds.
import { Hono } from 'hono';
import { CACHEABLE_RPC_METHODS, JsonRpcRequestSchema, type JsonRpcRequest } from '@core/schemas/json-rpc';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/http-error';
import { errorFields, log } from '../lib/log';
import { validate } from '../lib/validate';
import { rateLimit } from '../middleware/rate-limit';

const CACHE_SECONDS = 3;
const UPSTREAM_TIMEOUT_MS = 15_000;
const UNREACHABLE_MESSAGE = 'The Solana network is unreachable right now. Please try again.';

/** Calls the RPC node; a transport failure or a non-JSON-RPC answer becomes a 502. Returns the raw body text. */
async function callUpstream(rpcUrl: string, call: JsonRpcRequest): Promise<string> {
  let response: Response;
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(call),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    log.warn('rpc_proxy.unreachable', { error: errorFields(error) });
    fail(502, UNREACHABLE_MESSAGE);
  }
  const text = await response.text();
  if (!response.ok || !isJsonRpcResponse(text)) {
    log.warn('rpc_proxy.failed', { status: response.status });
    fail(502, UNREACHABLE_MESSAGE);
  }
  // The text goes back untouched: re-serializing would round u64 values (lamports, rentEpoch) above 2^53.
  return text;
}

function isJsonRpcResponse(text: string): boolean {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && ('result' in body || 'error' in body);
  } catch {
    return false;
  }
}

/** Cache key of a shared answer: same-origin synthetic GET URL naming the method and params. */
function cacheKey(requestUrl: string, call: JsonRpcRequest): Request {
  const url = new URL(`/api/rpc/cache/${call.method}`, requestUrl);
  url.searchParams.set('params', JSON.stringify(call.params));
  return new Request(url);
}

const app = new Hono<AppEnv>()
  // RPC_RATE_LIMITER (wrangler.toml): the status widget needs ~10 calls a minute, a contribution a few more; production RPC calls cost money.
  .post('/', rateLimit('RPC_RATE_LIMITER'), validate('json', JsonRpcRequestSchema), async (c) => {
    const call = c.req.valid('json');
    c.header('Cache-Control', 'no-store');
    if (!CACHEABLE_RPC_METHODS.has(call.method)) {
      return c.body(await callUpstream(c.env.SOLANA_RPC_URL, call), 200, { 'Content-Type': 'application/json' });
    }

    const cache = await caches.open('solana-rpc');
    const key = cacheKey(c.req.url, call);
    const cached = await cache.match(key);
    if (cached) {
      // Answer with the caller's own id; these results are small numbers and arrays, safe to re-serialize.
      const { result } = (await cached.json()) as { result: unknown };
      return c.json({ jsonrpc: '2.0', id: call.id, result });
    }
    const text = await callUpstream(c.env.SOLANA_RPC_URL, call);
    const answer = JSON.parse(text) as { result?: unknown };
    if ('result' in answer) {
      await cache.put(key, new Response(JSON.stringify({ result: answer.result }), { headers: { 'Cache-Control': `max-age=${CACHE_SECONDS}` } }));
    }
    return c.body(text, 200, { 'Content-Type': 'application/json' });
  })

  .all('/', () => fail(405, 'Use POST with one JSON-RPC 2.0 request'));

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type RpcProxyApi = typeof app;

export default app;
