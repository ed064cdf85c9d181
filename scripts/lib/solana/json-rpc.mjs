// The one JSON-RPC 2.0 helper of the tests and scripts: a call to a Solana node (the local chain, or the
// app's own /api/rpc proxy with the site's Origin), and waiting for a signature to reach a commitment.
// Plain .mjs with types beside it (json-rpc.d.mts), so Node scripts, workerd tests and e2e share it.

/** A JSON-RPC error answer, with the node's code, message and data. */
export class JsonRpcError extends Error {
  constructor(method, { code, message, data }) {
    super(`${method}: ${message}`);
    this.name = 'JsonRpcError';
    this.method = method;
    this.code = code;
    this.data = data;
  }
}

/** Calls `method` and resolves with the whole JSON-RPC envelope (`result` or `error`), as the node sent it. */
export async function jsonRpcEnvelope(url, method, params = [], { origin } = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${method}: HTTP ${response.status} ${text.slice(0, 200)}`);
  }
}

/**
 * Calls `method` with `params` at `url` and resolves with its `result`; rejects with a JsonRpcError
 * when the node answers an error, or an Error when the answer is not JSON-RPC.
 */
export async function jsonRpc(url, method, params = [], options = {}) {
  const payload = await jsonRpcEnvelope(url, method, params, options);
  if (payload.error) throw new JsonRpcError(method, payload.error);
  if (payload.result === undefined) throw new Error(`${method}: answer without a result`);
  return payload.result;
}

const RANK = { processed: 0, confirmed: 1, finalized: 2 };

/**
 * Polls `getSignatureStatuses` until `signature` reaches `commitment`; resolves with its status.
 * Rejects when it failed on chain (`meta.err`) unless `allowFailure`, or after `timeoutMs`.
 * Through the app's proxy, poll gently (`intervalMs` 500): it limits each client's calls a minute.
 */
export async function waitForSignature(url, signature, { commitment = 'finalized', timeoutMs = 30_000, intervalMs = 100, origin, allowFailure = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { value: [status] } = await jsonRpc(url, 'getSignatureStatuses', [[signature], { searchTransactionHistory: true }], { origin });
    if (status?.err && !allowFailure) throw new Error(`${signature} failed on chain: ${JSON.stringify(status.err)}`);
    if (status && RANK[status.confirmationStatus] >= RANK[commitment]) return status;
    if (Date.now() > deadline) throw new Error(`${signature} did not reach ${commitment} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
