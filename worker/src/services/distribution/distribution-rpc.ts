// The JSON-RPC client token distribution reads the chain through: single calls and JSON-RPC batches
// (one HTTP request for many calls), counting HTTP requests so the cron stays within its subrequest
// budget. Shaped like the worker's one client (services/chain), which it defers to once that exists.

/** One JSON-RPC call. */
export interface RpcCall {
  method: string;
  params: unknown[];
}

/** What distribution needs of an RPC client. */
export interface DistributionRpc {
  readonly stats: { requests: number };
  /** One call; throws on an RPC or transport error. */
  call<T>(method: string, params: unknown[]): Promise<T>;
  /** Many calls, batched; answers in call order; throws the first error. */
  callMany<T>(calls: RpcCall[]): Promise<T[]>;
}

/** An error the node answered (with its JSON-RPC code and data) or the transport raised. */
export class DistributionRpcError extends Error {
  constructor(message: string, readonly code?: number, readonly data?: unknown) {
    super(message);
    this.name = 'DistributionRpcError';
  }
}

const CALLS_PER_REQUEST = 25;
const TIMEOUT_MS = 15_000;

type Answer = { id?: number; result?: unknown; error?: { code: number; message: string; data?: unknown } };

/** A client for `env.SOLANA_RPC_URL`; `fetchImpl` lets tests count the requests. */
export function distributionRpc(env: Pick<Env, 'SOLANA_RPC_URL'>, fetchImpl: typeof fetch = (...args) => fetch(...args)): DistributionRpc {
  const stats = { requests: 0 };
  async function post(calls: RpcCall[]): Promise<Answer[]> {
    stats.requests += 1;
    const body = calls.map((call, id) => ({ jsonrpc: '2.0', id, method: call.method, params: call.params }));
    let response: Response;
    try {
      response = await fetchImpl(env.SOLANA_RPC_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body.length === 1 ? body[0] : body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new DistributionRpcError(`The Solana RPC is unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) throw new DistributionRpcError(`The Solana RPC answered HTTP ${response.status}`);
    const payload = (await response.json()) as Answer | Answer[];
    const answers = Array.isArray(payload) ? payload : [payload];
    const byId = new Map(answers.map((answer) => [answer.id, answer]));
    return calls.map((_, id) => byId.get(id) ?? { error: { code: -32603, message: 'No answer for this call' } });
  }
  const resultOf = <T>(answer: Answer): T => {
    if (answer.error) throw new DistributionRpcError(answer.error.message, answer.error.code, answer.error.data);
    return answer.result as T;
  };
  return {
    stats,
    async call<T>(method: string, params: unknown[]) {
      const [answer] = await post([{ method, params }]);
      return resultOf<T>(answer!);
    },
    async callMany<T>(calls: RpcCall[]) {
      const answers: Answer[] = [];
      for (let i = 0; i < calls.length; i += CALLS_PER_REQUEST) answers.push(...(await post(calls.slice(i, i + CALLS_PER_REQUEST))));
      return answers.map((answer) => resultOf<T>(answer));
    },
  };
}
