// The one payout runner: pays a run's batches over a PayoutPort with a sign function, for the console
// (the admin's browser wallet) and the CLI (a key pair file) alike, and for any asset the batch spec
// names (SOL, a classic SPL token, a Token-2022 token). It resumes from the server's state only: it
// starts only what the server hands out, signs a batch again only once the server says its last attempt
// can no longer land, checks every spec before signing (spec-check.ts), and re-broadcasts the same
// signed bytes while an attempt may land. docs/money-out.md tells the protocol.
import type { Transaction } from '@solana/kit';
import { batchSpecFromJson } from '@core/distribution/batch-spec-json';
import { compileBatchTransaction, type BatchSpec } from '@core/distribution/batch-transaction';
import { isRefused, type PayoutBatch, type PayoutExpectation, type PayoutPort, type PayoutProgress } from '@core/payout/payout-port';
import { batchSpecRefusal, type DeriveTokenAccount } from '@core/payout/spec-check';

/** Transactions handed to the signer at once (one wallet approval in the console). */
export const SIGN_CHUNK = 8;
/** A started attempt is resumed only while its blockhash has at least this many blocks left (~8 s). */
export const RESUME_MARGIN_BLOCKS = 20n;
/** Verification rounds between two re-broadcasts of what may still land. */
const REBROADCAST_EVERY = 3;
/** Attempts one run starts per batch: a batch that keeps failing on chain (a frozen account, say) needs a person, not a loop of fees. */
export const STARTS_PER_BATCH = 2;

/** One transaction to sign: its batch, its spec and the compiled unsigned transaction. */
export interface SigningJob {
  batch: PayoutBatch;
  attemptId: string;
  spec: BatchSpec;
  transaction: Transaction;
}

/** Signs the jobs' transactions (in order) and answers each signed wire transaction as base64. Throws what the signer throws (a rejection included). */
export type SignBatches = (jobs: readonly SigningJob[]) => Promise<string[]>;

/** Signed transactions of a run, by batch id, kept to re-broadcast the same bytes while they may land. */
export type SignedTransactions = Map<string, { attemptId: string; transaction: string }>;

/** What the runner reports as it goes; adapters word it (console state, CLI lines). */
export type PayoutEvent =
  | { kind: 'starting'; batch: PayoutBatch }
  | { kind: 'signing'; jobs: readonly SigningJob[] }
  | { kind: 'submitted'; job: SigningJob; broadcast: 'sent' | 'refused' | 'uncertain'; message: string | null; signature: string | null }
  | { kind: 'problem'; batch: PayoutBatch; reason: string }
  | { kind: 'progress'; progress: PayoutProgress };

export interface PayoutRunOptions {
  port: PayoutPort;
  sign: SignBatches;
  expected: PayoutExpectation;
  /** Checks each token transfer goes to its owner's associated account (spec-check.ts says who passes it). */
  deriveTokenAccount?: DeriveTokenAccount;
  priorityFeeMicroLamports?: bigint;
  /** Keep verifying (and re-broadcasting) until nothing is sending; otherwise stop once nothing can be signed now. */
  wait?: boolean;
  timeoutMs?: number;
  chunk?: number;
  /** Signed transactions to re-broadcast; pass one map to keep them across runs. */
  signed?: SignedTransactions;
  shouldStop?: () => boolean;
  onEvent?: (event: PayoutEvent) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface PayoutRunResult {
  outcome: 'finished' | 'stopped' | 'timed-out';
  /** Transactions this run signed and the server recorded. */
  submitted: number;
  problems: string[];
  /** After the last verification pass. */
  progress: PayoutProgress | null;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Pays what the server lets be signed now and, with `wait`, watches it to the end. Safe to run again at any time. */
export async function runPayouts(options: PayoutRunOptions): Promise<PayoutRunResult> {
  const { port, sign, expected, priorityFeeMicroLamports = 0n, wait = false, timeoutMs = 15 * 60_000, chunk = SIGN_CHUNK } = options;
  const { signed = new Map(), shouldStop = () => false, onEvent = () => {}, sleep = defaultSleep, now = Date.now } = options;
  const deadline = now() + timeoutMs;
  const tried = new Set<string>();
  const starts = new Map<string, number>();
  /** Batches whose spec this run refused to sign: never started again by this run. */
  const refusedSpecs = new Set<string>();
  const problems: string[] = [];
  let submitted = 0;
  let progress: PayoutProgress | null = null;
  const problem = (batch: PayoutBatch, reason: string) => {
    problems.push(reason);
    onEvent({ kind: 'problem', batch, reason });
  };
  const job = async (batch: PayoutBatch, attemptId: string, specJson: Parameters<typeof batchSpecFromJson>[0], lifetime: { blockhash: string; lastValidBlockHeight: bigint }, fee: bigint) => {
    let spec: BatchSpec;
    try {
      spec = batchSpecFromJson(specJson);
    } catch (error) {
      refusedSpecs.add(batch.id);
      problem(batch, `Batch ${batch.sequence}: ${error instanceof Error ? error.message : 'unreadable spec'}`);
      return null;
    }
    const refusal = await batchSpecRefusal(spec, expected, batch, fee, options.deriveTokenAccount);
    if (refusal) {
      refusedSpecs.add(batch.id);
      problem(batch, refusal);
      return null;
    }
    return { batch, attemptId, spec, transaction: compileBatchTransaction(spec, lifetime) } satisfies SigningJob;
  };

  /** Attempts started (by this signer before a crash, or another) but never signed, while their blockhash can still land. */
  const resumable = async (): Promise<SigningJob[]> => {
    const candidates = (await port.listBatches('sending')).filter(({ id, lastAttempt }) =>
      lastAttempt && lastAttempt.status === 'started' && !lastAttempt.signed && !tried.has(lastAttempt.id) && !refusedSpecs.has(id),
    );
    if (candidates.length === 0) return [];
    const height = await port.blockHeight();
    const jobs: SigningJob[] = [];
    for (const batch of candidates.slice(0, chunk)) {
      const attempt = batch.lastAttempt!;
      tried.add(attempt.id);
      if (attempt.lastValidBlockHeight < height + RESUME_MARGIN_BLOCKS) continue;
      const resumed = await job(batch, attempt.id, await port.spec(batch), attempt, attempt.priorityFeeMicroLamports);
      if (resumed) jobs.push(resumed);
    }
    return jobs;
  };

  /** Starts attempts of up to `room` batches the server lists as ready, then failed ones; a refusal is noted and skipped. */
  const started = async (room: number): Promise<SigningJob[]> => {
    const jobs: SigningJob[] = [];
    for (const status of ['ready', 'failed'] as const) {
      if (jobs.length >= room) break;
      const candidates = (await port.listBatches(status)).filter((batch) => !tried.has(`${batch.id}#${batch.attempts}`) && !refusedSpecs.has(batch.id));
      for (const batch of candidates.slice(0, room - jobs.length)) {
        tried.add(`${batch.id}#${batch.attempts}`);
        const count = (starts.get(batch.id) ?? 0) + 1;
        starts.set(batch.id, count);
        if (count > STARTS_PER_BATCH) {
          problem(batch, `Batch ${batch.sequence} failed on chain ${STARTS_PER_BATCH} times in this run: see its error before signing it again`);
          continue;
        }
        onEvent({ kind: 'starting', batch });
        const answer = await port.start(batch, priorityFeeMicroLamports);
        if (isRefused(answer)) {
          problem(batch, `Batch ${batch.sequence}: ${answer.refused}`);
          continue;
        }
        tried.add(answer.attemptId);
        const startedJob = await job(batch, answer.attemptId, answer.spec, answer, priorityFeeMicroLamports);
        if (startedJob) jobs.push(startedJob);
      }
    }
    return jobs;
  };

  const submit = async (signingJob: SigningJob, transaction: string) => {
    const answer = await port.submit(signingJob.batch.id, signingJob.attemptId, transaction);
    if (isRefused(answer)) return problem(signingJob.batch, `Batch ${signingJob.batch.sequence}: ${answer.refused}`);
    signed.set(signingJob.batch.id, { attemptId: signingJob.attemptId, transaction });
    submitted += 1;
    onEvent({ kind: 'submitted', job: signingJob, broadcast: answer.broadcast, message: answer.message, signature: answer.signature });
    if (answer.broadcast !== 'sent' && answer.message) problems.push(`Batch ${signingJob.batch.sequence}: ${answer.message}`);
  };

  let idleAfterQuiet = false;
  for (let round = 0; ; round += 1) {
    if (shouldStop()) return { outcome: 'stopped', submitted, problems, progress };
    const resumed = await resumable();
    const jobs = [...resumed, ...(await started(chunk - resumed.length))];
    if (jobs.length > 0) {
      idleAfterQuiet = false;
      onEvent({ kind: 'signing', jobs });
      const transactions = await sign(jobs);
      if (transactions.length !== jobs.length) throw new Error(`The signer returned ${transactions.length} transactions for ${jobs.length}`);
      for (const [index, signingJob] of jobs.entries()) await submit(signingJob, transactions[index]!);
      continue;
    }
    progress = await port.verify();
    onEvent({ kind: 'progress', progress });
    if (!wait || progress.sending + progress.toSign === 0 || idleAfterQuiet) return { outcome: 'finished', submitted, problems, progress };
    // Nothing is sending: one more look for batches to sign (one may have just failed), then stop.
    idleAfterQuiet = progress.sending === 0;
    if (idleAfterQuiet) continue;
    if (now() > deadline) return { outcome: 'timed-out', submitted, problems, progress };
    if (round % REBROADCAST_EVERY === REBROADCAST_EVERY - 1) await rebroadcast(port, signed);
    await sleep(2_000);
  }
}

/**
 * Submits each kept signed transaction again (the same bytes: the server only re-broadcasts it) and
 * forgets those whose attempt is over (landed, failed, expired) or refused.
 */
export async function rebroadcast(port: PayoutPort, signed: SignedTransactions): Promise<void> {
  for (const [batchId, { attemptId, transaction }] of signed) {
    const answer = await port.submit(batchId, attemptId, transaction).catch(() => null);
    if (!answer || isRefused(answer) || answer.attemptStatus !== 'submitted') signed.delete(batchId);
  }
}
