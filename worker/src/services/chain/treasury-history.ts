// Reads the treasury's history for the watcher with as few subrequests as the RPC allows: signature
// pages back to a stored cursor, then the new transactions in JSON-RPC batches (one HTTP request each).
// Every HTTP request is counted, so a run can stay under the Workers subrequest limit.
import type { TransactionLike } from './verify-transfer';

/** A JSON-RPC endpoint and the HTTP requests made to it so far. */
export interface RpcBudget {
  url: string;
  fetch: typeof fetch;
  /** HTTP requests sent. */
  calls: number;
}

interface RpcResponse<T> {
  id: number;
  result?: T;
  error?: { code: number; message: string };
}

/** One HTTP request carrying one call or a batch of calls; throws on transport or RPC errors. */
async function send<T>(budget: RpcBudget, calls: { method: string; params: unknown[] }[]): Promise<T[]> {
  budget.calls += 1;
  const body = calls.map((call, id) => ({ jsonrpc: '2.0', id, ...call }));
  const response = await budget.fetch(budget.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body.length === 1 ? body[0] : body),
  });
  if (!response.ok) throw new Error(`RPC answered HTTP ${response.status}`);
  const payload = (await response.json()) as RpcResponse<T> | RpcResponse<T>[];
  const answers = (Array.isArray(payload) ? payload : [payload]).sort((a, b) => a.id - b.id);
  return answers.map((answer) => {
    if (answer.error) throw new Error(`RPC error ${answer.error.code}: ${answer.error.message}`);
    return answer.result as T;
  });
}

/** A finalized signature of the treasury, as getSignaturesForAddress lists it. */
export interface SignatureEntry {
  signature: string;
  err: unknown;
  blockTime: number | null;
}

/**
 * Finalized signatures of `account` newer than `cursor` (and older than `listedBefore` when given),
 * oldest first, reading at most `maxPages` pages of `pageSize` (and one signature more when they were all
 * full). `complete` is false when the pages ran out before reaching the cursor (the oldest new
 * signatures were not listed yet).
 */
export async function signaturesSince(
  budget: RpcBudget,
  account: string,
  cursor: string | null,
  { pageSize, maxPages }: { pageSize: number; maxPages: number },
  listedBefore?: string,
): Promise<{ entries: SignatureEntry[]; complete: boolean }> {
  const newestFirst: SignatureEntry[] = [];
  let before: string | undefined = listedBefore;
  for (let page = 0; page < maxPages; page += 1) {
    const config = { commitment: 'finalized', limit: pageSize, ...(cursor ? { until: cursor } : {}), ...(before ? { before } : {}) };
    const [entries] = await send<SignatureEntry[]>(budget, [{ method: 'getSignaturesForAddress', params: [account, config] }]);
    newestFirst.push(...entries!);
    if (entries!.length < pageSize) return { entries: newestFirst.reverse(), complete: true };
    before = entries!.at(-1)!.signature;
  }
  // Every page was full: one signature more tells a listing that ended exactly at the cursor from a
  // longer one (without it, a backlog of exactly maxPages pages would be listed over and over).
  const config = { commitment: 'finalized', limit: 1, ...(cursor ? { until: cursor } : {}), before };
  const [more] = await send<SignatureEntry[]>(budget, [{ method: 'getSignaturesForAddress', params: [account, config] }]);
  return { entries: newestFirst.reverse(), complete: more!.length === 0 };
}

/** Finalized transactions by signature, `perBatch` getTransaction calls per HTTP request; null when the node lacks one. */
export async function transactionsFor(budget: RpcBudget, signatures: string[], perBatch: number): Promise<Map<string, TransactionLike | null>> {
  const found = new Map<string, TransactionLike | null>();
  for (let i = 0; i < signatures.length; i += perBatch) {
    const chunk = signatures.slice(i, i + perBatch);
    const results = await send<TransactionLike | null>(
      budget,
      chunk.map((signature) => ({
        method: 'getTransaction',
        params: [signature, { commitment: 'finalized', encoding: 'json', maxSupportedTransactionVersion: 0 }],
      })),
    );
    chunk.forEach((signature, index) => found.set(signature, results[index] ?? null));
  }
  return found;
}
