// The worker's one RPC client: batches where the provider takes them, single calls where it refuses,
// every HTTP request counted and every failed call recorded per method.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createRpc, createRpcClient, RpcError } from './solana-rpc';

type Call = { id: number; method: string; params: unknown[] };

/** A provider answering `getSlot` with 7 and everything else with an error; `batches` false refuses arrays. */
function provider({ batches = true, status = 200 }: { batches?: boolean; status?: number } = {}) {
  const bodies: unknown[] = [];
  const answer = ({ id, method }: Call) => (method === 'getSlot' ? { jsonrpc: '2.0', id, result: 7 } : { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } });
  const fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Call | Call[];
    bodies.push(body);
    if (status !== 200) return new Response('busy', { status });
    if (Array.isArray(body)) return batches ? Response.json(body.map(answer).reverse()) : Response.json({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Batch requests are not supported' } });
    return Response.json(answer(body));
  }) as typeof globalThis.fetch;
  return { fetch, bodies };
}

const slot = { method: 'getSlot', params: [] };

describe('createRpcClient', () => {
  it('sends up to maxBatch calls per HTTP request and answers in call order', async () => {
    const { fetch, bodies } = provider();
    const rpc = createRpcClient({ url: 'https://rpc.test/a', fetch, maxBatch: 2 });
    expect(await rpc.callMany([slot, slot, slot])).toEqual([7, 7, 7]);
    expect(bodies.map((body) => (Array.isArray(body) ? body.length : 1))).toEqual([2, 1]);
    expect(rpc.stats).toMatchObject({ requests: 2, errors: 0, methods: { getSlot: { calls: 3, requests: 2, errors: 0 } } });
  });

  it("spaces its requests to the provider's calls per second, counting each call a batch carries", async () => {
    const { fetch } = provider();
    const sentAt: number[] = [];
    const timed = ((...args: Parameters<typeof globalThis.fetch>) => (sentAt.push(Date.now()), fetch(...args))) as typeof globalThis.fetch;
    const rpc = createRpcClient({ url: 'https://rpc.test/paced', fetch: timed, maxBatch: 5, callsPerSecond: 100 });
    expect(await rpc.callMany(Array.from({ length: 20 }, () => slot))).toHaveLength(20);
    // 4 batches of 5 calls at 100 calls/s: 50 ms apart.
    expect(sentAt).toHaveLength(4);
    expect(sentAt.at(-1)! - sentAt[0]!).toBeGreaterThanOrEqual(145);
    expect(createRpc({ SOLANA_RPC_URL: 'https://rpc.test/free', SOLANA_RPC_CALLS_PER_SECOND: '' }).batchSize()).toBe(25);
  });

  it('falls back to single calls, and stays there, when the provider refuses a batch', async () => {
    const { fetch, bodies } = provider({ batches: false });
    const rpc = createRpcClient({ url: 'https://rpc.test/no-batches', fetch, maxBatch: 25 });
    expect(await rpc.callMany([slot, slot])).toEqual([7, 7]);
    expect(rpc.batchSize()).toBe(1);
    expect(await rpc.callMany([slot, slot])).toEqual([7, 7]);
    // One refused batch, then every call alone.
    expect(bodies.map((body) => (Array.isArray(body) ? 'batch' : 'single'))).toEqual(['batch', 'single', 'single', 'single', 'single']);
    expect(rpc.stats.requests).toBe(5);
  });

  it('throws the node’s error and records it against its method', async () => {
    const rpc = createRpcClient({ url: 'https://rpc.test/b', fetch: provider().fetch });
    await expect(rpc.call('getBlock', [1])).rejects.toMatchObject({ code: -32601 });
    await expect(rpc.callMany([slot, { method: 'getBlock', params: [] }])).rejects.toBeInstanceOf(RpcError);
    expect(rpc.stats).toMatchObject({ errors: 2, methods: { getBlock: { calls: 2, errors: 2 }, getSlot: { calls: 1, errors: 0 } } });
  });

  it('sends reads once more when their connection drops, never a transaction', async () => {
    const { fetch: answer } = provider();
    let drops = 0;
    const flaky = (async (...args: Parameters<typeof globalThis.fetch>) => {
      const body = JSON.parse(String(args[1]?.body)) as Call;
      if (drops < 1 || body.method === 'sendTransaction') {
        drops += 1;
        throw new TypeError('Network connection lost.');
      }
      return answer(...args);
    }) as typeof globalThis.fetch;
    const rpc = createRpcClient({ url: 'https://rpc.test/flaky', fetch: flaky });
    expect(await rpc.call('getSlot', [])).toBe(7);
    expect(rpc.stats).toMatchObject({ requests: 1, errors: 0 });
    await expect(rpc.call('sendTransaction', ['AQ=='])).rejects.toThrow('RPC unreachable: Network connection lost.');
    expect(drops).toBe(2);
    // A read that drops twice fails: one more try, not a loop.
    const dead = createRpcClient({ url: 'https://rpc.test/dead', fetch: (async () => { throw new TypeError('Network connection lost.'); }) as typeof globalThis.fetch });
    await expect(dead.call('getSlot', [])).rejects.toThrow('RPC unreachable');
  });

  it('throws on HTTP errors without mistaking a rate limit for a refused batch', async () => {
    const rpc = createRpcClient({ url: 'https://rpc.test/busy', fetch: provider({ status: 429 }).fetch });
    await expect(rpc.callMany([slot, slot])).rejects.toMatchObject({ status: 429 });
    expect(rpc.batchSize()).toBe(25);
    expect(rpc.stats).toMatchObject({ requests: 1, errors: 2 });
  });

  it('reads integers beyond 2^53 exactly', async () => {
    const fetch = (async () => new Response('{"jsonrpc":"2.0","id":0,"result":{"value":18446744073709551615,"small":5}}')) as unknown as typeof globalThis.fetch;
    const rpc = createRpcClient({ url: 'https://rpc.test/c', fetch });
    expect(await rpc.call('getBalance', [])).toEqual({ value: 18446744073709551615n, small: 5 });
  });
});

describe('createRpc', () => {
  it('reads a finalized transaction from the local chain, or null for one it does not know', async () => {
    const rpc = createRpc(env);
    expect(await rpc.getTransaction('5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW', 'finalized')).toBeNull();
    expect(createRpc({ ...env, SOLANA_RPC_BATCH_SIZE: '1' }).batchSize()).toBe(1);
    expect(createRpc(env, { maxBatch: 4 }).batchSize()).toBe(4);
  });
});
