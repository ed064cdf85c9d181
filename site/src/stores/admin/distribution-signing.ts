// Paying an opened unlock from the console with the admin's browser wallet (the distribution wallet):
// for each batch the server allows to be signed, start an attempt (the server hands out the blockhash),
// build the transaction with the core builder, have the wallet sign several at once, and submit it (the
// server records it, then broadcasts). It resumes from the server's state only: a closed tab, a crash,
// an expired blockhash or an RPC error never lets it sign what may still land. While batches are
// sending, the tab verifies them on chain and re-broadcasts what this tab signed.
import { atom } from 'nanostores';
import type { AttemptStarted, AttemptSubmitted, BatchDetail, BatchList, BatchView, DistributionPlanView, DistributionUnlockView } from '@core/api/distribution';
import { ApiError, errorText, getJson, postJson } from '../../lib/api/request';
import { specRefusal } from '../../lib/distribution/spec-check';
import { rpcCall } from '../../lib/solana/rpc';
import { isWalletRejection } from '../../lib/wallets/wallet-rejection';
import { loadSale } from '../sale';
import { getWalletSession } from '../wallet';
import { $distribution, DISTRIBUTION_API, refreshDistribution, somethingSending, verifyNow } from './distribution';
import { endsSession } from './session';

/** Transactions the wallet is asked to sign in one approval. */
export const SIGN_CHUNK = 8;
/** A started attempt is resumed only while its blockhash has at least this many blocks left (~8 s). */
const RESUME_MARGIN_BLOCKS = 20n;
const SIGN_FEATURE = 'solana:signTransaction';

export interface SigningRun {
  status: 'idle' | 'running' | 'stopped' | 'finished';
  unlockNumber: number | null;
  /** What is happening now, in words. */
  step: string;
  /** Transactions signed and submitted by this run. */
  submitted: number;
  /** Batches this run could not sign or send, each with the reason. */
  problems: string[];
}

const IDLE: SigningRun = { status: 'idle', unlockNumber: null, step: '', submitted: 0, problems: [] };
export const $signingRun = atom<SigningRun>(IDLE);

/** Signed transactions of this tab, kept to re-broadcast while their batch is sending (same bytes: idempotent). */
const signedHere = new Map<string, { attemptId: string; transaction: string }>();
let stopRequested = false;

/**
 * Why the connected wallet cannot sign the payouts of `plan`, or null when it can: it must be the
 * distribution wallet and offer `solana:signTransaction` for legacy transactions.
 */
export function signerRefusal(plan: Pick<DistributionPlanView, 'distributionWallet'>, connected: string): string | null {
  const session = getWalletSession();
  if (!connected || !session) return 'Connect the distribution wallet to sign.';
  if (connected !== plan.distributionWallet) {
    return `The connected wallet is ${connected}. Payouts are signed by the distribution wallet ${plan.distributionWallet}: switch to that account in your wallet.`;
  }
  const feature = session.wallet?.features[SIGN_FEATURE] as { supportedTransactionVersions?: readonly (string | number)[] } | undefined;
  if (!session.wallet || !session.account || !feature) return `${session.name} cannot sign a transaction without sending it (Wallet Standard ${SIGN_FEATURE}); use a wallet that can.`;
  if (feature.supportedTransactionVersions && !feature.supportedTransactionVersions.includes('legacy')) return `${session.name} does not sign legacy transactions, which the payouts are.`;
  return null;
}

const update = (patch: Partial<SigningRun>) => $signingRun.set({ ...$signingRun.get(), ...patch });
const problem = (text: string) => update({ problems: [...$signingRun.get().problems, text] });

interface Job {
  batch: BatchView;
  attemptId: string;
  spec: AttemptStarted['spec'];
  blockhash: string;
  lastValidBlockHeight: string;
}

const batchesOf = (unlockAt: string, status: string) =>
  getJson<BatchList>(`${DISTRIBUTION_API}/batches?${new URLSearchParams({ unlockAt, status, page: '1', pageSize: '100' })}`);

/** Attempts started (by this tab before a reload, or another) but never signed, while their blockhash can still land. */
async function resumableJobs(unlockAt: string, tried: Set<string>): Promise<Job[]> {
  const sending = (await batchesOf(unlockAt, 'sending')).items
    .map((batch) => ({ batch, attempt: batch.attempts.at(-1) }))
    .filter(({ attempt }) => attempt && attempt.status === 'started' && !attempt.signature && !tried.has(attempt.id));
  if (sending.length === 0) return [];
  const height = BigInt(await rpcCall<number>('getBlockHeight', [{ commitment: 'confirmed' }]));
  const jobs: Job[] = [];
  for (const { batch, attempt } of sending.slice(0, SIGN_CHUNK)) {
    tried.add(attempt!.id);
    if (BigInt(attempt!.lastValidBlockHeight) < height + RESUME_MARGIN_BLOCKS) continue;
    const detail = await getJson<BatchDetail>(`${DISTRIBUTION_API}/batches/${batch.id}`);
    const spec = { ...detail.spec, priorityFeeMicroLamports: attempt!.priorityFeeMicroLamports };
    jobs.push({ batch, attemptId: attempt!.id, spec, blockhash: attempt!.blockhash, lastValidBlockHeight: attempt!.lastValidBlockHeight });
  }
  return jobs;
}

/** Starts attempts of up to `room` batches the server lists as ready, then failed ones; a refusal (409) is noted and skipped. */
async function startedJobs(unlockAt: string, tried: Set<string>, room: number, priorityFee: string): Promise<Job[]> {
  const jobs: Job[] = [];
  for (const status of ['ready', 'failed']) {
    if (jobs.length >= room) break;
    const candidates = (await batchesOf(unlockAt, status)).items.filter((batch) => !tried.has(batch.id));
    for (const batch of candidates.slice(0, room - jobs.length)) {
      tried.add(batch.id);
      update({ step: `Starting batch ${batch.sequence}…` });
      try {
        const started = await postJson<AttemptStarted>(`${DISTRIBUTION_API}/batches/${batch.id}/attempts/start`, { priorityFeeMicroLamports: priorityFee });
        tried.add(started.attempt.id);
        jobs.push({ batch, attemptId: started.attempt.id, spec: started.spec, blockhash: started.blockhash, lastValidBlockHeight: started.lastValidBlockHeight });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        problem(`Batch ${batch.sequence}: ${errorText(error, 'the server refused to start it')}`);
      }
    }
  }
  return jobs;
}

/** Submits one signed batch; the server records it, then broadcasts it. */
async function submit(job: Job, transaction: string): Promise<void> {
  try {
    const result = await postJson<AttemptSubmitted>(`${DISTRIBUTION_API}/batches/${job.batch.id}/attempts`, { attemptId: job.attemptId, transaction });
    signedHere.set(job.batch.id, { attemptId: job.attemptId, transaction });
    update({ submitted: $signingRun.get().submitted + 1 });
    if (result.broadcast !== 'sent' && result.message) problem(`Batch ${job.batch.sequence}: ${result.message}`);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401 || error.status === 0) throw error;
    problem(`Batch ${job.batch.sequence}: ${errorText(error, 'the server refused the signed transaction')}`);
  }
}

/**
 * Signs and sends every batch of `unlock` the server allows to be signed now, SIGN_CHUNK per wallet
 * approval, with an optional priority fee (micro-lamports per compute unit). Safe to press again at any
 * time: it starts only what the server hands out.
 */
export async function signAndSend(unlock: DistributionUnlockView, connected: string, priorityFee = '0'): Promise<void> {
  const plan = $distribution.get()?.plan;
  if (!plan || $signingRun.get().status === 'running') return;
  const refusal = signerRefusal(plan, connected);
  if (refusal) return update({ ...IDLE, status: 'stopped', unlockNumber: unlock.number, step: refusal });
  const session = getWalletSession()!;
  stopRequested = false;
  $signingRun.set({ ...IDLE, status: 'running', unlockNumber: unlock.number, step: 'Loading the transaction builder…' });
  const tried = new Set<string>();
  try {
    const [{ signBatches }, sale] = await Promise.all([import('../../lib/distribution/batch-signing'), loadSale()]);
    const feature = session.wallet!.features[SIGN_FEATURE] as Parameters<typeof signBatches>[0]['feature'];
    for (;;) {
      if (stopRequested) return update({ status: 'stopped', step: 'Stopped. Batches already sent keep going; press Sign and send to continue.' });
      update({ step: 'Asking the server which batches may be signed…' });
      const resumed = await resumableJobs(unlock.unlockAt, tried);
      const jobs = [...resumed, ...(await startedJobs(unlock.unlockAt, tried, SIGN_CHUNK - resumed.length, priorityFee))];
      if (jobs.length === 0) break;
      // The counters and the list show the attempts just started (batches now sending) while the wallet asks.
      void refreshDistribution();
      const signable = jobs.filter((job) => {
        const reason = specRefusal(job.spec, plan, job.batch, connected);
        if (reason) problem(reason);
        return !reason;
      });
      if (signable.length === 0) continue;
      update({ step: `Approve ${signable.length} transaction(s) in ${session.name} (batches ${signable.map((job) => job.batch.sequence).join(', ')}).` });
      const signed = await signBatches({ feature, account: session.account!, cluster: sale?.cluster ?? 'localnet', batches: signable });
      update({ step: `Submitting ${signed.length} signed transaction(s)…` });
      for (const [index, job] of signable.entries()) await submit(job, signed[index]!);
      await refreshDistribution();
    }
    update({ status: 'finished', step: $signingRun.get().submitted > 0 ? 'Every batch that may be signed now was signed and sent. Verifying on chain…' : 'No batch of this unlock can be signed now.' });
  } catch (error) {
    if (endsSession(error)) return;
    const step = isWalletRejection(error)
      ? 'You declined in the wallet: nothing was sent. Press Sign and send to sign the started batches while their blockhash is valid; after about a minute they can be started again.'
      : `Stopped: ${errorText(error, error instanceof Error ? error.message : 'please try again')}. Nothing is paid twice: press Sign and send to resume.`;
    update({ status: 'stopped', step });
  } finally {
    await refreshDistribution();
  }
}

/** Asks a running run to stop after the current step. */
export function stopSigning(): void {
  stopRequested = true;
}

let ticks = 0;

/** One poll of the tab while something is sending: verify on chain, and now and then re-broadcast what this tab signed. */
export async function pollPayouts(): Promise<void> {
  if (!somethingSending($distribution.get()) || $signingRun.get().status === 'running') return;
  ticks += 1;
  if (ticks % 3 === 0) {
    for (const [batchId, { attemptId, transaction }] of signedHere) {
      const again = await postJson<AttemptSubmitted>(`${DISTRIBUTION_API}/batches/${batchId}/attempts`, { attemptId, transaction }).catch(() => null);
      // Landed, failed or expired: nothing more to send.
      if (again?.attempt.status !== 'submitted') signedHere.delete(batchId);
    }
  }
  await verifyNow();
}
