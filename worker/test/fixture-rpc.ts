// A JSON-RPC transport for the watcher that serves transactions shaped as a mainnet node returns them
// (worker/test/fixtures) as the treasury's history, for the shapes the local chain cannot build yet (a
// multisig vault paying through an inner instruction, lookup-table keys). It answers getSlot,
// getSignaturesForAddress (newest first, honouring `until`) and getTransaction, single or batched, and
// counts the HTTP requests it answered.
import type { RawTransaction } from '../src/services/chain/transaction-view';

type Call = { id: number; method: string; params: unknown[] };

/** A fetch that answers the watcher's calls from `transactions` (oldest first). */
export function fixtureRpc(transactions: RawTransaction[]): typeof fetch & { requests: number } {
  const bySignature = new Map(transactions.map((tx) => [tx.transaction.signatures[0]!, tx]));
  const tip = Math.max(...transactions.map((tx) => Number(tx.slot))) + 32;

  function answer({ id, method, params }: Call) {
    if (method === 'getSlot') return { jsonrpc: '2.0', id, result: tip };
    if (method === 'getTransaction') return { jsonrpc: '2.0', id, result: bySignature.get(String(params[0])) ?? null };
    if (method === 'getSignaturesForAddress') {
      const { until, before, limit = 1000 } = (params[1] ?? {}) as { until?: string; before?: string; limit?: number };
      const newestFirst = [...transactions].reverse().map((tx) => ({
        signature: tx.transaction.signatures[0]!, slot: Number(tx.slot), err: tx.meta?.err ?? null, blockTime: Number(tx.blockTime), memo: null, confirmationStatus: 'finalized',
      }));
      const start = before ? newestFirst.findIndex((entry) => entry.signature === before) + 1 : 0;
      const end = until ? newestFirst.findIndex((entry) => entry.signature === until) : -1;
      return { jsonrpc: '2.0', id, result: newestFirst.slice(start, end < 0 ? undefined : end).slice(0, limit) };
    }
    return { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } };
  }

  const stub = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    stub.requests += 1;
    const body = JSON.parse(String(init?.body)) as Call | Call[];
    return Response.json(Array.isArray(body) ? body.map(answer) : answer(body));
  }) as typeof fetch & { requests: number };
  stub.requests = 0;
  return stub;
}
