// The payment's priority fee from getRecentPrioritizationFees: the 75th percentile of recent slots,
// never under the floor nor over the cap; and the local chain's answers read as the builder needs them.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createRpc } from '../chain/solana-rpc';
import { PRIORITY_FEE_CAP, PRIORITY_FEE_FLOOR, priorityFeeFrom, readPaymentLifetime } from './payment-chain-facts';

const fees = (...values: number[]) => values.map((prioritizationFee, slot) => ({ slot, prioritizationFee }));

describe('priorityFeeFrom', () => {
  it('matches the 75th percentile of recent slots', () => {
    expect(priorityFeeFrom(fees(5_000, 1_000_000, 2_000, 3_000, 4_000, 6_000, 7_000, 8_000))).toBe(8_000n);
    expect(priorityFeeFrom(fees(10_000, 20_000, 30_000, 40_000))).toBe(40_000n);
  });

  it('never goes under the floor, even when every slot was free or there is no sample', () => {
    expect(priorityFeeFrom(fees(0, 0, 0))).toBe(PRIORITY_FEE_FLOOR);
    expect(priorityFeeFrom([])).toBe(PRIORITY_FEE_FLOOR);
  });

  it('never goes over the cap in a fee spike', () => {
    expect(priorityFeeFrom(fees(50_000_000, 90_000_000))).toBe(PRIORITY_FEE_CAP);
  });
});

describe('readPaymentLifetime', () => {
  it('reads a blockhash, its last valid height and a fee from the chain', async () => {
    const lifetime = await readPaymentLifetime(createRpc(env), [env.TREASURY_ADDRESS]);
    expect(lifetime.blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(lifetime.lastValidBlockHeight).toBeGreaterThan(0n);
    expect(lifetime.microLamportsPerComputeUnit).toBeGreaterThanOrEqual(PRIORITY_FEE_FLOOR);
  });
});
