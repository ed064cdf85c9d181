// Solana JSON-RPC reads and sends through the same-origin /api/rpc proxy (the browser never calls the
// RPC URL itself).

import { LAMPORTS_PER_SOL } from '@core/lamports';
import type { ProxiedRpcMethod } from '@core/schemas/json-rpc';
import { rpcApi } from '../api/clients';
import { ApiError } from '../api/request';

let nextId = 1;

/** A JSON-RPC error answered by the node, with its code. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

/** Calls `method` with `params` through /api/rpc and returns `result`; throws on HTTP or RPC errors. */
export async function rpcCall<T>(method: ProxiedRpcMethod, params: unknown[] = []): Promise<T> {
  const response = await rpcApi.index.$post({ json: { jsonrpc: '2.0', id: nextId++, method, params } }).catch((error: unknown) => {
    throw error instanceof ApiError && error.status !== 0 ? new Error(`RPC ${method} failed: ${error.status}`) : error;
  });
  const payload = (await response.json()) as { result?: T; error?: { code: number; message: string } };
  if (payload.error) throw new RpcError(payload.error.code, payload.error.message);
  return payload.result as T;
}

/** SOL balance of `address` (lamports / LAMPORTS_PER_SOL), as a number for display only. */
export async function getSolBalance(address: string): Promise<number> {
  const result = await rpcCall<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }]);
  return Number(result.value) / Number(LAMPORTS_PER_SOL);
}

/** Network numbers of the status panel: RPC health, block height (getSlot) and TPS. */
export async function getNetworkSnapshot(): Promise<{ healthy: boolean; blockHeight: number | null; tps: number | null }> {
  const [health, slot, samples] = await Promise.allSettled([
    rpcCall<string>('getHealth'),
    rpcCall<number>('getSlot'),
    rpcCall<{ numTransactions: number; samplePeriodSecs: number }[]>('getRecentPerformanceSamples', [1]),
  ]);
  const sample = samples.status === 'fulfilled' ? samples.value[0] : undefined;
  return {
    healthy: health.status === 'fulfilled' && health.value === 'ok',
    blockHeight: slot.status === 'fulfilled' ? slot.value : null,
    tps: sample && sample.samplePeriodSecs > 0 ? Math.round(sample.numTransactions / sample.samplePeriodSecs) : null,
  };
}
