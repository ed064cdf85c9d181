// The local Solana chain: an HTTP JSON-RPC 2.0 server over a litesvm runtime, speaking the subset of
// the Solana RPC API the worker, the browser (through the worker's /api/rpc proxy) and the tests use.
import http from 'node:http';
import path from 'node:path';
import { createFaucet } from './faucet.mjs';
import { writeGenesis, writeMissingGenesis } from './genesis.mjs';
import { Journal } from './journal.mjs';
import { Ledger, RpcError } from './ledger.mjs';
import { createMethods } from './rpc-methods.mjs';

export { LOCAL_KEYS } from './genesis.mjs';

const MAX_BODY_BYTES = 5 * 1024 * 1024;
const BIGINT_MARK = '\u0000bigint:';

// Nodes write u64 values such as `rentEpoch` as plain JSON numbers beyond 2^53; so does this one.
function stringify(value) {
  return JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? `${BIGINT_MARK}${item}` : item)).replace(
    /"\\u0000bigint:(\d+)"/g,
    '$1',
  );
}

async function answer(methods, request) {
  const id = request?.id ?? null;
  if (request === null || typeof request !== 'object' || request.jsonrpc !== '2.0' || typeof request.method !== 'string') {
    return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } };
  }
  const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined;
  if (!method) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
  const params = request.params === undefined ? [] : request.params;
  if (!Array.isArray(params)) return { jsonrpc: '2.0', id, error: { code: -32602, message: 'Invalid params: expected an array' } };
  try {
    return { jsonrpc: '2.0', id, result: await method(params) };
  } catch (error) {
    if (error instanceof RpcError) {
      return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, ...(error.data ? { data: error.data } : {}) } };
    }
    return { jsonrpc: '2.0', id, error: { code: -32603, message: `Internal error: ${error?.message ?? error}` } };
  }
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('request too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

// Any origin may read it, as a validator's RPC allows: the explorer's localnet links (a public page)
// read transactions from this chain in the visitor's browser.
const CORS = { 'Access-Control-Allow-Origin': '*' };
const PREFLIGHT = {
  ...CORS,
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type, solana-client',
  // Chrome asks before a public page reaches a local address.
  'Access-Control-Allow-Private-Network': 'true',
  'Access-Control-Max-Age': '86400',
};

function send(response, status, body, type = 'application/json') {
  response.writeHead(status, { ...CORS, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
}

/** Where a chain kept beside the local D1/KV state in `persistTo` keeps its journal. */
export const chainStateDir = (persistTo) => path.join(persistTo, 'chain');

/**
 * Starts the local chain. Without `persistTo` it is new and lives in memory (tests). With it, the
 * chain keeps its state in `<persistTo>/chain/` beside D1's: a new folder starts a new chain, an
 * existing one is replayed, so balances, signatures and transactions survive a restart (a chain kept
 * from before the stablecoins joined genesis gets their genesis accounts then).
 * Genesis (genesis.mjs) gives the demo wallet 1000 SOL and 100,000 play USDC and USDT, and the
 * distribution wallet the MRDX supply.
 * `blockhashValidityBlocks` (default 150) is shortened only by tests that wait for a blockhash to expire.
 * @param {{ port?: number, host?: string, finalizationDelayMs?: number, persistTo?: string, treasuryRent?: boolean, blockhashValidityBlocks?: number }} [options]
 * @returns {Promise<{ url: string, fresh: boolean, transactions: number, stop: () => Promise<void> }>}
 *   `fresh`: the chain started at genesis; `transactions`: how many it remembered.
 */
export async function startLocalChain({ port = 0, host = '127.0.0.1', finalizationDelayMs = 800, persistTo, treasuryRent = false, blockhashValidityBlocks } = {}) {
  const journal = persistTo ? new Journal(chainStateDir(persistTo)) : null;
  const ledger = new Ledger({ finalizationDelayMs, journal, blockhashValidityBlocks });
  const faucet = await createFaucet(ledger);
  const methods = createMethods(ledger, faucet);
  if (ledger.fresh) await writeGenesis(ledger, { treasuryRent });
  else await writeMissingGenesis(ledger);

  const server = http.createServer(async (request, response) => {
    // Validators answer GET /health too; load balancers and start scripts poll it.
    if (request.method === 'GET' && request.url === '/health') return send(response, 200, 'ok', 'text/plain');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, PREFLIGHT);
      return response.end();
    }
    if (request.url !== '/') return send(response, 404, stringify({ error: 'Not found: JSON-RPC is served at /' }));
    if (request.method !== 'POST') return send(response, 405, stringify({ error: 'Use POST with a JSON-RPC 2.0 body' }));
    let payload;
    try {
      payload = JSON.parse(await readBody(request));
    } catch {
      return send(response, 200, stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }));
    }
    const result = Array.isArray(payload)
      ? await Promise.all(payload.map((item) => answer(methods, item)))
      : await answer(methods, payload);
    send(response, 200, stringify(result));
  });
  // Node closes an idle keep-alive connection after 5 s; a client (workerd's pool) that reuses it in
  // that instant loses its request ("Network connection lost"), and under a rush the event loop's
  // stalls between transactions widen that instant. Keep idle connections longer than a client pools
  // them, as a node's proxy does (headersTimeout must exceed keepAliveTimeout).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    // A wide backlog: a rush opens a connection per payment at once, and a node does not reset them.
    server.listen({ port, host, backlog: 4096 }, resolve);
  });
  const address = server.address();
  const url = `http://${host}:${address.port}`;
  const stop = () =>
    new Promise((resolve) => {
      server.close(() => {
        journal?.close();
        resolve();
      });
      server.closeAllConnections();
    });
  return { url, fresh: ledger.fresh, transactions: ledger.records.size, stop };
}
