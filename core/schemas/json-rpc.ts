// The Solana JSON-RPC calls the browser may make through POST /api/rpc: one request at a time, an
// allowlisted method, a small params array. Everything else is refused before it reaches the RPC node.
import * as v from 'valibot';

/**
 * Methods the site needs: network stats, balances, blockhash and fee for building a payment, sending it,
 * an investor's MRDX balance (getTokenAccountsByOwner with a mint filter; the vesting tab), and the
 * treasury's stablecoin balances (getTokenAccountBalance; the ledger's stablecoin accounts).
 */
export const PROXIED_RPC_METHODS = [
  'getHealth',
  'getSlot',
  'getBlockHeight',
  'getBalance',
  'getLatestBlockhash',
  'getRecentPerformanceSamples',
  'getSignatureStatuses',
  'sendTransaction',
  'getFeeForMessage',
  'getMinimumBalanceForRentExemption',
  'getAccountInfo',
  'getTokenAccountsByOwner',
  'getTokenAccountBalance',
] as const;

export type ProxiedRpcMethod = (typeof PROXIED_RPC_METHODS)[number];

/** Network-wide answers that every visitor shares; cached a few seconds so polling pages cost one upstream call. */
export const CACHEABLE_RPC_METHODS: ReadonlySet<ProxiedRpcMethod> = new Set(['getHealth', 'getSlot', 'getBlockHeight', 'getRecentPerformanceSamples']);

/** A base64 transaction of the 1232-byte maximum is ~1650 characters; params never need more than this. */
export const MAX_RPC_PARAMS_CHARS = 4096;

export const RPC_METHOD_NOT_ALLOWED_MESSAGE = 'This RPC method is not available';

/** Body of POST /api/rpc. Unknown keys are dropped, so only these four fields are ever forwarded. */
export const JsonRpcRequestSchema = v.object(
  {
    jsonrpc: v.literal('2.0', 'Only JSON-RPC 2.0 requests are accepted'),
    id: v.optional(
      v.union(
        [v.pipe(v.number(), v.safeInteger()), v.pipe(v.string(), v.maxLength(64)), v.null()],
        'The request id must be a number, a short string or null',
      ),
      null,
    ),
    method: v.picklist(PROXIED_RPC_METHODS, RPC_METHOD_NOT_ALLOWED_MESSAGE),
    params: v.optional(
      v.pipe(
        v.array(v.unknown(), 'RPC params must be an array'),
        v.maxLength(4, 'Too many RPC params'),
        v.check((params) => JSON.stringify(params).length <= MAX_RPC_PARAMS_CHARS, 'RPC params are too large'),
      ),
      [],
    ),
  },
  'Send one JSON-RPC 2.0 request object',
);

export type JsonRpcRequest = v.InferOutput<typeof JsonRpcRequestSchema>;
