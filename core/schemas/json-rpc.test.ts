import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { JsonRpcRequestSchema, MAX_RPC_PARAMS_CHARS, RPC_METHOD_NOT_ALLOWED_MESSAGE } from '@core/schemas/json-rpc';

const issue = (input: unknown) => v.safeParse(JsonRpcRequestSchema, input).issues?.[0]?.message;

describe('JsonRpcRequestSchema', () => {
  it('accepts an allowlisted call and keeps only the JSON-RPC fields', () => {
    const parsed = v.parse(JsonRpcRequestSchema, { jsonrpc: '2.0', id: 3, method: 'getBalance', params: ['x'], extra: 'dropped' });
    expect(parsed).toEqual({ jsonrpc: '2.0', id: 3, method: 'getBalance', params: ['x'] });
  });

  it('defaults a missing id to null and missing params to an empty array', () => {
    expect(v.parse(JsonRpcRequestSchema, { jsonrpc: '2.0', method: 'getSlot' })).toEqual({ jsonrpc: '2.0', id: null, method: 'getSlot', params: [] });
  });

  it('refuses methods outside the allowlist', () => {
    expect(issue({ jsonrpc: '2.0', id: 1, method: 'getProgramAccounts', params: [] })).toBe(RPC_METHOD_NOT_ALLOWED_MESSAGE);
    expect(issue({ jsonrpc: '2.0', id: 1, method: 'localnet_holdFinalization' })).toBe(RPC_METHOD_NOT_ALLOWED_MESSAGE);
  });

  it('refuses batches, params that are not an array and oversized params', () => {
    expect(issue([{ jsonrpc: '2.0', id: 1, method: 'getSlot' }])).toBe('Send one JSON-RPC 2.0 request object');
    expect(issue({ jsonrpc: '2.0', id: 1, method: 'getSlot', params: { commitment: 'confirmed' } })).toBe('RPC params must be an array');
    expect(issue({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: ['a'.repeat(MAX_RPC_PARAMS_CHARS)] })).toBe('RPC params are too large');
    expect(issue({ jsonrpc: '1.0', id: 1, method: 'getSlot' })).toBe('Only JSON-RPC 2.0 requests are accepted');
  });
});
