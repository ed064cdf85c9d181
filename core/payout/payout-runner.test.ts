import { describe, expect, it } from 'vitest';
import { generateKeyPairSigner, getBase64EncodedWireTransaction, signTransaction, type KeyPairSigner } from '@solana/kit';
import type { BatchBase } from '@core/distribution/batch-transaction';
import { packTransfers } from '@core/distribution/packing';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '@core/distribution/programs';
import { batchBase, recipients, solBatchBase } from '@core/distribution/test-fixtures';
import { rebroadcast, runPayouts, STARTS_PER_BATCH, type SignBatches, type SignedTransactions } from './payout-runner';
import { associatedTokenAccount } from './associated-token-account';
import { testServer } from './test-server';

/** A key pair signer for `base`'s payer, and the base re-pointed at it. */
async function payerFor(base: BatchBase): Promise<{ signer: KeyPairSigner; base: BatchBase }> {
  const signer = await generateKeyPairSigner();
  return { signer, base: { ...base, payer: signer.address } };
}

const keyPairSigning = (signer: KeyPairSigner): SignBatches => async (jobs) =>
  Promise.all(jobs.map(async (job) => getBase64EncodedWireTransaction(await signTransaction([signer.keyPair], job.transaction))));

const ASSETS = [
  ['SOL', () => solBatchBase()],
  ['a classic SPL token', () => batchBase(TOKEN_PROGRAM)],
  ['a Token-2022 token', () => batchBase(TOKEN_2022_PROGRAM)],
] as const;

describe('the payout runner', () => {
  for (const [name, makeBase] of ASSETS) {
    it(`pays every batch of ${name} through the same code, each signed once and accepted by the server's rebuild`, async () => {
      const { signer, base } = await payerFor(await makeBase());
      const transfers = [...(await recipients(base, 12, true)), ...(await recipients(base, 25, false))];
      const server = testServer(base, packTransfers(base, transfers));
      expect(server.batches.length).toBeGreaterThan(1);
      const result = await runPayouts({ port: server.port, sign: keyPairSigning(signer), expected: { payer: signer.address, asset: base.asset }, deriveTokenAccount: associatedTokenAccount, wait: true, sleep: async () => {} });
      expect(result).toMatchObject({ outcome: 'finished', submitted: server.batches.length, problems: [], progress: { paid: server.batches.length, sending: 0, toSign: 0 } });
      expect(server.batches.every((batch) => batch.attemptList.length === 1)).toBe(true);
    });
  }

  it('carries the priority fee asked for into every spec and transaction', async () => {
    const { signer, base } = await payerFor(await batchBase());
    const server = testServer(base, [await recipients(base, 3, false)]);
    const result = await runPayouts({ port: server.port, sign: keyPairSigning(signer), expected: { payer: signer.address, asset: base.asset }, priorityFeeMicroLamports: 7_000n });
    expect(result.submitted).toBe(1);
    expect(server.batches[0]!.attemptList[0]!.priorityFeeMicroLamports).toBe(7_000n);
  });

  it('never signs a spec that pays more than the batch the server lists, another asset or another payer', async () => {
    const { signer, base } = await payerFor(await batchBase());
    for (const [tamper, words] of [
      [(spec: Parameters<NonNullable<ReturnType<typeof testServer>['tamper']>>[0]) => ({ ...spec, transfers: spec.transfers.map((t) => ({ ...t, amount: (BigInt(t.amount) * 2n).toString() })) }), 'do not add up'],
      [(spec: Parameters<NonNullable<ReturnType<typeof testServer>['tamper']>>[0]) => ({ ...spec, asset: { kind: 'sol' as const } }), "approved plan's mint"],
      [(spec: Parameters<NonNullable<ReturnType<typeof testServer>['tamper']>>[0]) => ({ ...spec, computeUnitLimit: 1_400_000 }), 'compute units'],
      [(spec: Parameters<NonNullable<ReturnType<typeof testServer>['tamper']>>[0]) => ({ ...spec, transfers: spec.transfers.map((t, i) => (i === 0 ? { ...t, tokenAccount: spec.reference } : t)) }), 'not their associated token account'],
    ] as const) {
      const server = testServer(base, [await recipients(base, 2, true)]);
      server.tamper = tamper;
      let asked = 0;
      const result = await runPayouts({
        port: server.port,
        sign: async (jobs) => { asked += jobs.length; return keyPairSigning(signer)(jobs); },
        expected: { payer: signer.address, asset: base.asset },
        deriveTokenAccount: associatedTokenAccount,
      });
      expect(asked).toBe(0);
      expect(result.submitted).toBe(0);
      expect(result.problems).toEqual([expect.stringContaining(words)]);
    }
  });

  it('notes a start the server refuses and goes on; with wait it stops once nothing can change', async () => {
    const { signer, base } = await payerFor(await solBatchBase());
    const server = testServer(base, [await recipients(base, 2, false)]);
    server.refuseStart = 'The distribution wallet holds 0 SOL but this batch needs 0.01 SOL';
    const result = await runPayouts({ port: server.port, sign: keyPairSigning(signer), expected: { payer: signer.address, asset: base.asset }, wait: true, sleep: async () => {} });
    expect(result).toMatchObject({ outcome: 'finished', submitted: 0, problems: ['Batch 1: The distribution wallet holds 0 SOL but this batch needs 0.01 SOL'], progress: { toSign: 1 } });
  });

  it('resumes an attempt started but never signed while its blockhash can land, and leaves one about to expire', async () => {
    const { signer, base } = await payerFor(await batchBase());
    const server = testServer(base, [await recipients(base, 2, false), await recipients(base, 2, false)]);
    const expected = { payer: signer.address, asset: base.asset };
    // Another tab started both, then closed; the first blockhash is nearly spent.
    await server.port.start((await server.port.listBatches('ready'))[0]!, 0n);
    await server.port.start((await server.port.listBatches('ready'))[0]!, 0n);
    server.batches[0]!.attemptList[0]!.lastValidBlockHeight = server.height + 5n;
    const result = await runPayouts({ port: server.port, sign: keyPairSigning(signer), expected });
    expect(result.submitted).toBe(1);
    expect(server.batches.map((batch) => batch.attemptList.length)).toEqual([1, 1]);
    expect(server.batches[1]!.status).toBe('paid');
    expect(server.batches[0]!.status).toBe('sending');
  });

  it('stops before signing when asked, and a stopped run resumes without paying twice', async () => {
    const { signer, base } = await payerFor(await batchBase());
    const server = testServer(base, [await recipients(base, 2, false)]);
    const expected = { payer: signer.address, asset: base.asset };
    expect(await runPayouts({ port: server.port, sign: keyPairSigning(signer), expected, shouldStop: () => true })).toMatchObject({ outcome: 'stopped', submitted: 0 });
    expect(await runPayouts({ port: server.port, sign: keyPairSigning(signer), expected })).toMatchObject({ outcome: 'finished', submitted: 1 });
    expect(await runPayouts({ port: server.port, sign: keyPairSigning(signer), expected })).toMatchObject({ outcome: 'finished', submitted: 0 });
  });

  it('re-broadcasts the same signed bytes while the attempt may land, and forgets it once it landed', async () => {
    const { signer, base } = await payerFor(await batchBase());
    const server = testServer(base, [await recipients(base, 2, false)]);
    const signed: SignedTransactions = new Map();
    const verify = server.port.verify;
    // The chain is slow: nothing lands during the run.
    server.port.verify = async () => ({ paid: 0, sending: 1, toSign: 0, mismatched: 0 });
    await runPayouts({ port: server.port, sign: keyPairSigning(signer), expected: { payer: signer.address, asset: base.asset }, signed });
    expect(signed.size).toBe(1);
    await rebroadcast(server.port, signed);
    expect(server.broadcasts).toHaveLength(2);
    expect(server.broadcasts[1]).toBe(server.broadcasts[0]);
    server.port.verify = verify;
    await server.port.verify();
    await rebroadcast(server.port, signed);
    expect(signed.size).toBe(0);
  });

  it('signs a batch that failed on chain again, but leaves one that keeps failing to a person', async () => {
    const { signer, base } = await payerFor(await batchBase());
    const server = testServer(base, [await recipients(base, 2, false)]);
    // Every transaction of this batch fails on chain (a frozen account, say).
    server.port.verify = async () => {
      const batch = server.batches[0]!;
      const attempt = batch.attemptList.at(-1);
      if (batch.status === 'sending' && attempt?.status === 'submitted') {
        attempt.status = 'failed';
        batch.status = 'failed';
      }
      return { paid: 0, sending: batch.status === 'sending' ? 1 : 0, toSign: batch.status === 'failed' ? 1 : 0, mismatched: 0 };
    };
    const result = await runPayouts({ port: server.port, sign: keyPairSigning(signer), expected: { payer: signer.address, asset: base.asset }, wait: true, sleep: async () => {} });
    expect(result).toMatchObject({ outcome: 'finished', submitted: STARTS_PER_BATCH });
    expect(server.batches[0]!.attemptList).toHaveLength(STARTS_PER_BATCH);
    expect(result.problems).toEqual([expect.stringContaining(`failed on chain ${STARTS_PER_BATCH} times`)]);
  });
});
