// What the payout runner needs from the server that pays (the admin API today, through the console's
// fetch or the CLI's client): list a run's batches, start an attempt, read a batch's spec, submit a
// signed transaction, verify on chain, and the chain's block height. Refusals the server words (a 4xx)
// come back as values; anything else (network, session, 5xx) is thrown and stops the run.
import type { BatchSpecJson } from '@core/distribution/batch-spec-json';
import type { PayoutAsset } from '@core/distribution/batch-transaction';

/** A batch's state as the server shows it (core/api/distribution.ts BatchStatus). */
export type PayoutBatchStatus = 'ready' | 'sending' | 'failed' | 'paid' | 'mismatch';

/** The latest signing attempt of a batch. */
export interface PayoutAttempt {
  id: string;
  status: 'started' | 'submitted' | 'landed' | 'failed' | 'expired';
  /** A signed transaction was recorded for it. */
  signed: boolean;
  blockhash: string;
  lastValidBlockHeight: bigint;
  priorityFeeMicroLamports: bigint;
}

/** One batch of the run as the server lists it: what a signer checks a spec against. */
export interface PayoutBatch {
  id: string;
  /** 1-based within the run, for people. */
  sequence: number;
  status: PayoutBatchStatus;
  /** How many transfers and how much in total (base units) the server says the batch pays. */
  transfers: number;
  amount: bigint;
  /** How many attempts it has had: a batch that failed again is a new candidate. */
  attempts: number;
  lastAttempt: PayoutAttempt | null;
}

/** A started attempt: build `spec` with this blockhash, sign, submit. */
export interface StartedAttempt {
  attemptId: string;
  spec: BatchSpecJson;
  blockhash: string;
  lastValidBlockHeight: bigint;
}

/** How the server took a signed transaction: recorded, then broadcast (sent, refused by the node, uncertain). */
export interface SubmittedAttempt {
  broadcast: 'sent' | 'refused' | 'uncertain';
  message: string | null;
  signature: string | null;
  /** The attempt's status after the submit: `submitted` while it may land. */
  attemptStatus: PayoutAttempt['status'];
}

/** A refusal in the server's words (its 4xx `{ error }`). */
export interface Refused {
  refused: string;
}

/** Batches of the run by state after a verification pass. */
export interface PayoutProgress {
  paid: number;
  /** An attempt may still land. */
  sending: number;
  /** Ready or failed: may be signed (again). */
  toSign: number;
  mismatched: number;
}

export interface PayoutPort {
  /** The run's batches in `status` (the adapter decides how many pages it reads). */
  listBatches(status: PayoutBatchStatus): Promise<PayoutBatch[]>;
  /** Starts the batch's next attempt with this priority fee, or the server's refusal (e.g. one may still land). */
  start(batch: PayoutBatch, priorityFeeMicroLamports: bigint): Promise<StartedAttempt | Refused>;
  /** The spec of the batch's live attempt (to resume one started but never signed). */
  spec(batch: PayoutBatch): Promise<BatchSpecJson>;
  /** Hands the signed wire transaction (base64) of an attempt to the server, which records then broadcasts it. */
  submit(batchId: string, attemptId: string, transaction: string): Promise<SubmittedAttempt | Refused>;
  /** One verification pass on chain, and where the run's batches stand after it. */
  verify(): Promise<PayoutProgress>;
  /** The chain's block height (confirmed): whether a started attempt's blockhash still has time. */
  blockHeight(): Promise<bigint>;
}

/** What the signer agreed to pay: from which wallet and in which asset (the approved plan's). */
export interface PayoutExpectation {
  payer: string;
  asset: PayoutAsset;
}

export const isRefused = (answer: object): answer is Refused => 'refused' in answer;
