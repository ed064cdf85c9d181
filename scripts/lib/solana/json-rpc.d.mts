// Types of json-rpc.mjs for the TypeScript tests (worker/test, e2e/support).
export declare class JsonRpcError extends Error {
  constructor(method: string, error: { code: number; message: string; data?: unknown });
  readonly method: string;
  readonly code: number;
  readonly data: unknown;
}
export interface JsonRpcOptions {
  /** The site's origin, which the app's /api/rpc proxy requires. */
  origin?: string;
}
export interface JsonRpcEnvelope<T = unknown> {
  jsonrpc: '2.0';
  id: number | null;
  result?: T;
  error?: { code: number; message: string; data?: unknown };
}
export declare function jsonRpcEnvelope<T = unknown>(url: string, method: string, params?: unknown[], options?: JsonRpcOptions): Promise<JsonRpcEnvelope<T>>;
export declare function jsonRpc<T = unknown>(url: string, method: string, params?: unknown[], options?: JsonRpcOptions): Promise<T>;
export interface SignatureStatus {
  slot: number;
  confirmations: number | null;
  err: unknown;
  confirmationStatus: 'processed' | 'confirmed' | 'finalized';
}
export declare function waitForSignature(
  url: string,
  signature: string,
  options?: JsonRpcOptions & { commitment?: 'confirmed' | 'finalized'; timeoutMs?: number; intervalMs?: number; allowFailure?: boolean },
): Promise<SignatureStatus>;
