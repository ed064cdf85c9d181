// An in-memory payout server for the runner's unit tests: it forms batches of any asset with the core
// builder's spec, hands out attempts, accepts only exactly the batch's transaction signed by the payer
// (core/distribution/transaction-check.ts), and "lands" what was submitted when verified. Hooks let a
// test make it lie (inflate a spec) or refuse.
import { getBase64Encoder } from '@solana/kit';
import { batchSpecToJson, type BatchSpecJson } from '@core/distribution/batch-spec-json';
import { batchSpecOf, compileBatchTransaction, type BatchBase, type PayoutTransfer } from '@core/distribution/batch-transaction';
import { checkBatchTransaction } from '@core/distribution/transaction-check';
import type { PayoutAttempt, PayoutBatch, PayoutPort, StartedAttempt } from '@core/payout/payout-port';

interface ServerBatch extends PayoutBatch {
  base: BatchBase;
  transfers: number;
  list: readonly PayoutTransfer[];
  attemptList: (PayoutAttempt & { wire: string | null })[];
}

export interface TestServer {
  port: PayoutPort;
  batches: ServerBatch[];
  /** Base64 transactions broadcast, in order (re-broadcasts included). */
  broadcasts: string[];
  /** Rewrites the spec handed out at start (to test the signer's check). */
  tamper: ((spec: BatchSpecJson) => BatchSpecJson) | null;
  /** Refuses the next starts with this text (a 409). */
  refuseStart: string | null;
  height: bigint;
}

const view = (batch: ServerBatch): PayoutBatch => ({
  id: batch.id,
  sequence: batch.sequence,
  status: batch.status,
  transfers: batch.transfers,
  amount: batch.amount,
  attempts: batch.attemptList.length,
  lastAttempt: batch.attemptList.at(-1) ?? null,
});

/** A server paying `groups` of transfers on `base`, one batch per group. */
export function testServer(base: BatchBase, groups: readonly (readonly PayoutTransfer[])[]): TestServer {
  const server: TestServer = { port: undefined as unknown as PayoutPort, batches: [], broadcasts: [], tamper: null, refuseStart: null, height: 1_000n };
  server.batches = groups.map((list, index) => ({
    id: `batch-${index + 1}`,
    sequence: index + 1,
    status: 'ready',
    transfers: list.length,
    amount: list.reduce((sum, transfer) => sum + transfer.amount, 0n),
    attempts: 0,
    lastAttempt: null,
    base,
    list,
    attemptList: [],
  }));
  const find = (id: string) => server.batches.find((batch) => batch.id === id)!;
  const specOf = (batch: ServerBatch, fee: bigint) => batchSpecOf({ ...batch.base, priorityFeeMicroLamports: fee }, batch.list);
  server.port = {
    listBatches: async (status) => server.batches.filter((batch) => batch.status === status).map(view),
    start: async (listed, fee): Promise<StartedAttempt | { refused: string }> => {
      if (server.refuseStart) return { refused: server.refuseStart };
      const batch = find(listed.id);
      if (batch.status !== 'ready' && batch.status !== 'failed') return { refused: 'An attempt may still land' };
      const attempt = { id: `${batch.id}-attempt-${batch.attemptList.length + 1}`, status: 'started' as const, signed: false, blockhash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG', lastValidBlockHeight: server.height + 150n, priorityFeeMicroLamports: fee, wire: null };
      batch.attemptList.push(attempt);
      batch.status = 'sending';
      const spec = batchSpecToJson(specOf(batch, fee));
      return { attemptId: attempt.id, spec: server.tamper ? server.tamper(spec) : spec, blockhash: attempt.blockhash, lastValidBlockHeight: attempt.lastValidBlockHeight };
    },
    spec: async (listed) => {
      const batch = find(listed.id);
      return batchSpecToJson(specOf(batch, batch.attemptList.at(-1)?.priorityFeeMicroLamports ?? 0n));
    },
    submit: async (batchId, attemptId, transaction) => {
      const batch = find(batchId);
      const attempt = batch.attemptList.find((candidate) => candidate.id === attemptId);
      if (!attempt) return { refused: 'Unknown attempt for this batch' };
      const expected = compileBatchTransaction(specOf(batch, attempt.priorityFeeMicroLamports), attempt);
      const checked = await checkBatchTransaction(new Uint8Array(getBase64Encoder().encode(transaction)), expected);
      if (!checked.ok) return { refused: checked.reason };
      if (attempt.wire && attempt.wire !== transaction) return { refused: 'This attempt already has another signed transaction' };
      if (!attempt.wire) Object.assign(attempt, { wire: transaction, signed: true, status: 'submitted' });
      if (attempt.status === 'submitted') server.broadcasts.push(transaction);
      return { broadcast: 'sent', message: null, signature: checked.signature, attemptStatus: attempt.status };
    },
    verify: async () => {
      for (const batch of server.batches) {
        const attempt = batch.attemptList.at(-1);
        if (batch.status === 'sending' && attempt?.status === 'submitted') {
          attempt.status = 'landed';
          batch.status = 'paid';
        }
      }
      const count = (...statuses: string[]) => server.batches.filter((batch) => statuses.includes(batch.status)).length;
      return { paid: count('paid'), sending: count('sending'), toSign: count('ready', 'failed'), mismatched: count('mismatch') };
    },
    blockHeight: async () => server.height,
  };
  return server;
}
