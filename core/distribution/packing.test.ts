import { describe, expect, it } from 'vitest';
import { batchSpecOf, batchWireTransaction } from './batch-transaction';
import { batchTransactionSize, fitsInOneTransaction, packTransfers, transfersPerTransactionBound } from './packing';
import { TRANSACTION_SIZE_LIMIT } from './programs';
import { batchBase, recipients, solBatchBase } from './test-fixtures';

const LIFETIME = { blockhash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG', lastValidBlockHeight: 200n };

describe('packing transfers into transactions', () => {
  it('fills each transaction until one more transfer would pass 1,232 bytes', async () => {
    const base = await batchBase();
    for (const create of [true, false]) {
      const transfers = await recipients(base, 45, create);
      const groups = packTransfers(base, transfers);
      expect(groups.flat()).toEqual(transfers);
      for (const [index, group] of groups.entries()) {
        expect(batchWireTransaction(batchSpecOf(base, group), LIFETIME).length).toBeLessThanOrEqual(TRANSACTION_SIZE_LIMIT);
        const next = groups[index + 1]?.[0];
        if (next) expect(fitsInOneTransaction(base, [...group, next])).toBe(false);
      }
      expect(groups[0]!.length).toBe(create ? 9 : 18);
    }
  });

  it('reaches at least 90% of the bound for the instruction mix', async () => {
    const base = await batchBase();
    for (const [create, share] of [[true, 1], [false, 0]] as const) {
      const [group] = packTransfers(base, await recipients(base, 30, create));
      const bound = transfersPerTransactionBound({ createShare: share });
      expect(group!.length).toBeLessThanOrEqual(bound);
      expect(group!.length / bound).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('computes the bound from the byte layout: 9 with account creation, 19 without', () => {
    expect(transfersPerTransactionBound({ createShare: 1 })).toBe(9);
    expect(transfersPerTransactionBound({ createShare: 0 })).toBe(19);
    expect(transfersPerTransactionBound({ createShare: 0, priorityFee: true })).toBe(19);
    expect(transfersPerTransactionBound({ createShare: 0.5 })).toBeGreaterThan(9);
  });

  it('bounds SOL transfers (refunds) at 20 a transaction, and packs them to it', async () => {
    expect(transfersPerTransactionBound({ createShare: 0, sol: true })).toBe(20);
    const base = await solBatchBase();
    const [group] = packTransfers(base, await recipients(base, 30, false));
    expect(batchWireTransaction(batchSpecOf(base, group!), LIFETIME).length).toBeLessThanOrEqual(TRANSACTION_SIZE_LIMIT);
    expect(group!.length / transfersPerTransactionBound({ createShare: 0, sol: true })).toBeGreaterThanOrEqual(0.9);
  });

  it('packs a mixed list and an empty one', async () => {
    const base = await batchBase();
    const mixed = [...(await recipients(base, 7, true)), ...(await recipients(base, 20, false))];
    const groups = packTransfers(base, mixed);
    expect(groups.flat()).toEqual(mixed);
    expect(packTransfers(base, [])).toEqual([]);
  });
});

describe('the size of a batch transaction', () => {
  it('is computed from the layout exactly as serialized, for any mix, fee and shared key', async () => {
    const base = await batchBase();
    const creates = await recipients(base, 6, true);
    const plain = await recipients(base, 9, false);
    const mixes = [[], creates.slice(0, 1), plain.slice(0, 1), creates, plain, [...creates.slice(0, 3), ...plain.slice(0, 5)]];
    // A recipient whose wallet is another recipient's token account: the key is counted once.
    mixes.push([plain[0]!, { ...creates[0]!, owner: plain[0]!.tokenAccount! }]);
    for (const transfers of mixes) {
      for (const priorityFeeMicroLamports of [0n, 5_000n]) {
        const spec = batchSpecOf({ ...base, priorityFeeMicroLamports }, transfers);
        if (transfers.length > 0) expect(batchTransactionSize(spec)).toBe(batchWireTransaction(spec, LIFETIME).length);
      }
    }
  });

  it('is computed exactly for a SOL batch too, which packs more recipients than a token batch', async () => {
    const base = await solBatchBase();
    const transfers = await recipients(base, 30, false);
    for (const count of [1, 5, 20]) {
      const spec = batchSpecOf(base, transfers.slice(0, count));
      expect(batchTransactionSize(spec)).toBe(batchWireTransaction(spec, LIFETIME).length);
    }
    const [first] = packTransfers(base, transfers);
    expect(first!.length).toBe(20);
    expect(fitsInOneTransaction(base, first!)).toBe(true);
  });
});
