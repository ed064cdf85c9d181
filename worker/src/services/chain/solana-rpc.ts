// The one Solana JSON-RPC client of the worker (claims, refunds, the watcher). The URL is configuration:
// the local litesvm chain in development and tests, a mainnet RPC in production (README "Local chain"). It
// sends single calls and JSON-RPC batches (one HTTP request for many calls) where the provider takes
// them, falls back to single calls where it refuses them, keeps to the provider's calls per second when
// told it, counts HTTP requests (the watcher's subrequest budget) and keeps per-method calls, errors
// and latency for the run report.
import { log } from '../../lib/log';
import type { RawTransaction } from './transaction-view';

/** One JSON-RPC call. */
export interface RpcCall {
  method: string;
  params: unknown[];
}

/** What one method cost: calls made, HTTP requests that carried them, failures and request latency. */
export interface RpcMethodStats {
  calls: number;
  requests: number;
  errors: number;
  totalMs: number;
  maxMs: number;
}

/** Everything a client sent so far. */
export interface RpcStats {
  /** HTTP requests sent (a batch is one). */
  requests: number;
  /** Failed calls: transport failures count once per call they carried. */
  errors: number;
  methods: Record<string, RpcMethodStats>;
}

/** An error answered by the node (`code` from JSON-RPC) or by the transport (`status` from HTTP). */
export class RpcError extends Error {
  constructor(message: string, readonly code?: number, readonly status?: number) {
    super(message);
    this.name = 'RpcError';
  }
}

export interface RpcClientOptions {
  url: string;
  fetch?: typeof fetch;
  /** Calls per HTTP request; 1 sends every call alone (for providers that refuse batches). */
  maxBatch?: number;
  timeoutMs?: number;
  /**
   * The provider plan's limit in calls per second (a batch counts each call it carries); requests are
   * spaced to stay under it. Unset: no spacing (the local chain).
   */
  callsPerSecond?: number;
}

export type Commitment = 'confirmed' | 'finalized';

/** Default calls per batch: 25 getTransaction results stay well under a provider's response limits. */
export const DEFAULT_MAX_BATCH = 25;
const DEFAULT_TIMEOUT_MS = 15_000;
/** Pause before resending reads whose connection dropped (a keep-alive connection the server just closed). */
const RETRY_DELAY_MS = 50;

/** Reads, which are safe to send twice: never sendTransaction, requestAirdrop or a test control. */
const isRead = (method: string) => method.startsWith('get') || method === 'isBlockhashValid';

/** A connection dropped before an answer (workerd: "Network connection lost"), not our own timeout. */
const droppedConnection = (error: unknown) => error instanceof Error && error.name !== 'TimeoutError' && error.name !== 'AbortError';

// Providers that refused a batch in this isolate: later clients go straight to single calls.
const refusesBatches = new Set<string>();

type Answer = { id?: number; result?: unknown; error?: { code: number; message: string } };

// Integers above 2^53 (balances of the largest accounts, token amounts) are read exactly as BigInt.
function parseJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown, context?: { source?: string }) =>
    typeof value === 'number' && !Number.isSafeInteger(value) && context?.source && /^-?\d+$/.test(context.source) ? BigInt(context.source) : value,
  );
}

export interface SolanaRpc {
  readonly stats: RpcStats;
  /** Calls one HTTP request carries now (1 once the provider refused a batch). */
  batchSize(): number;
  /** One call; throws RpcError. */
  call<T>(method: string, params: unknown[]): Promise<T>;
  /** Many calls, `maxBatch` per HTTP request, answers in call order; throws the first RpcError once all are answered. */
  callMany<T>(calls: RpcCall[]): Promise<T[]>;
  /** A transaction in the json encoding with v0 support; null when the node does not have it at `commitment`. */
  getTransaction(signature: string, commitment: Commitment): Promise<RawTransaction | null>;
  /** Several transactions by signature, batched; null for each the node does not have. */
  getTransactions(signatures: string[], commitment: Commitment): Promise<Map<string, RawTransaction | null>>;
}

const transactionCall = (signature: string, commitment: Commitment): RpcCall => ({
  method: 'getTransaction',
  params: [signature, { commitment, encoding: 'json', maxSupportedTransactionVersion: 0 }],
});

/** A client for `options.url`. */
export function createRpcClient(options: RpcClientOptions): SolanaRpc {
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const stats: RpcStats = { requests: 0, errors: 0, methods: {} };
  const rate = options.callsPerSecond && options.callsPerSecond > 0 ? options.callsPerSecond : 0;
  let nextAllowedAt = 0;

  /** Waits until `calls` more calls keep this client under the provider's rate. */
  async function pace(calls: number) {
    if (!rate) return;
    const now = Date.now();
    const wait = nextAllowedAt - now;
    nextAllowedAt = Math.max(now, nextAllowedAt) + (calls * 1000) / rate;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  function note(calls: RpcCall[], ms: number, failed: boolean[]) {
    const seen = new Set<string>();
    calls.forEach((call, index) => {
      const entry = (stats.methods[call.method] ??= { calls: 0, requests: 0, errors: 0, totalMs: 0, maxMs: 0 });
      entry.calls += 1;
      if (failed[index]) {
        entry.errors += 1;
        stats.errors += 1;
      }
      if (seen.has(call.method)) return;
      seen.add(call.method);
      entry.requests += 1;
      entry.totalMs += ms;
      entry.maxMs = Math.max(entry.maxMs, ms);
    });
  }

  /** One HTTP request; resolves with one answer per call (errors inside), or throws a transport RpcError. */
  async function post(calls: RpcCall[]): Promise<Answer[]> {
    const body = calls.map((call, id) => ({ jsonrpc: '2.0', id, method: call.method, params: call.params }));
    await pace(calls.length);
    const started = Date.now();
    stats.requests += 1;
    let answers: Answer[];
    const request = () =>
      send(options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body.length === 1 ? body[0] : body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    try {
      let response: Response;
      try {
        response = await request();
      } catch (error) {
        // A pooled connection the server closed as it was reused loses the request before any answer:
        // reads are sent once more on a fresh connection; a write's fate is left to its caller.
        if (!droppedConnection(error) || !calls.every((call) => isRead(call.method))) throw error;
        log.warn('rpc.connection_retried', { methods: [...new Set(calls.map((call) => call.method))], error: (error as Error).message });
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        response = await request();
      }
      if (!response.ok) throw new RpcError(`RPC answered HTTP ${response.status}`, undefined, response.status);
      const payload = parseJson(await response.text());
      if (body.length > 1 && !Array.isArray(payload)) {
        const error = (payload as Answer | null)?.error;
        throw new RpcError(`RPC refused a batch${error ? `: ${error.message}` : ''}`, error?.code, 400);
      }
      answers = (Array.isArray(payload) ? payload : [payload]) as Answer[];
    } catch (error) {
      note(calls, Date.now() - started, calls.map(() => true));
      throw error instanceof RpcError ? error : new RpcError(`RPC unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const byId = new Map(answers.map((answer) => [answer.id, answer]));
    const ordered = calls.map((_, id) => byId.get(id) ?? (calls.length === 1 ? answers[0] : undefined) ?? { error: { code: -32603, message: 'No answer for this call' } });
    note(calls, Date.now() - started, ordered.map((answer) => Boolean(answer.error)));
    return ordered;
  }

  function resultOf<T>(answer: Answer): T {
    if (answer.error) throw new RpcError(`RPC error ${answer.error.code}: ${answer.error.message}`, answer.error.code);
    return answer.result as T;
  }

  // A provider that answers a batch with an HTTP 4xx (not 429) or with one error object refuses batches.
  const refusal = (error: unknown) => error instanceof RpcError && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 429;

  const batchSize = () => (refusesBatches.has(options.url) ? 1 : Math.max(1, options.maxBatch ?? DEFAULT_MAX_BATCH));

  async function callMany<T>(calls: RpcCall[]): Promise<T[]> {
    const perRequest = batchSize();
    const answers: Answer[] = [];
    for (let i = 0; i < calls.length; i += perRequest) {
      const chunk = calls.slice(i, i + perRequest);
      if (chunk.length === 1) {
        answers.push(...(await post(chunk)));
        continue;
      }
      try {
        answers.push(...(await post(chunk)));
      } catch (error) {
        if (!refusal(error)) throw error;
        refusesBatches.add(options.url);
        for (const call of chunk) answers.push(...(await post([call])));
      }
    }
    return answers.map((answer) => resultOf<T>(answer));
  }

  return {
    stats,
    batchSize,
    callMany,
    async call<T>(method: string, params: unknown[]) {
      const [answer] = await post([{ method, params }]);
      return resultOf<T>(answer!);
    },
    async getTransaction(signature, commitment) {
      const [answer] = await post([transactionCall(signature, commitment)]);
      return resultOf<RawTransaction | null>(answer!) ?? null;
    },
    async getTransactions(signatures, commitment) {
      const results = await callMany<RawTransaction | null>(signatures.map((signature) => transactionCall(signature, commitment)));
      return new Map(signatures.map((signature, index) => [signature, results[index] ?? null]));
    },
  };
}

/**
 * The worker's client for `env.SOLANA_RPC_URL`, batching at most `SOLANA_RPC_BATCH_SIZE` calls per
 * request ("1": never, for providers that refuse batches) and at most `options.maxBatch`, and spacing
 * its requests to `SOLANA_RPC_CALLS_PER_SECOND` when set (the provider plan's rate limit).
 */
export function createRpc(
  env: Pick<Env, 'SOLANA_RPC_URL'> & { SOLANA_RPC_BATCH_SIZE?: string; SOLANA_RPC_CALLS_PER_SECOND?: string },
  options: Omit<RpcClientOptions, 'url'> = {},
): SolanaRpc {
  const configured = Number.parseInt(env.SOLANA_RPC_BATCH_SIZE ?? '', 10);
  const limit = Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_MAX_BATCH;
  const rate = Number(env.SOLANA_RPC_CALLS_PER_SECOND ?? '');
  return createRpcClient({
    ...options,
    url: env.SOLANA_RPC_URL,
    maxBatch: Math.min(limit, options.maxBatch ?? limit),
    ...(Number.isFinite(rate) && rate > 0 ? { callsPerSecond: rate } : {}),
  });
}
