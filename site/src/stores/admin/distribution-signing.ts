// Paying an opened unlock from the console with the admin's browser wallet (the distribution wallet): a
// thin adapter of the one payout runner (core/payout/payout-runner.ts) over the admin API, with the
// wallet's signTransaction as its sign function. The runner resumes from the server's state only, so a
// closed tab, a crash or an expired blockhash never lets it sign what may still land. While batches are
// sending, the tab verifies them on chain and re-broadcasts what this tab signed.
import { atom } from 'nanostores';
import type { DistributionPlanView, DistributionUnlockView } from '@core/api/distribution';
import { distributionCalls, distributionPort, planExpectation, type DistributionApiClient } from '@core/payout/distribution-port';
import type { PayoutEvent, SignedTransactions } from '@core/payout/payout-runner';
import { adminApi } from '../../lib/api/clients';
import { ApiError, errorText } from '../../lib/api/request';
import { rpcCall } from '../../lib/solana/rpc';
import { isWalletRejection } from '../../lib/wallets/wallet-rejection';
import { loadSale } from '../sale';
import { getWalletSession } from '../wallet';
import { $distribution, refreshDistribution, somethingSending, verifyNow } from './distribution';
import { endsSession } from './session';

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
const signedHere: SignedTransactions = new Map();
let stopRequested = false;

/** The admin API as the payout port needs it: the typed client's routes, their refusals, the RPC proxy's block height. */
const consoleClient: DistributionApiClient = {
  ...distributionCalls(adminApi.distribution),
  // 401 ends the session and a network failure stops the run; other refusals are the server's words about one batch.
  refusal: (error) => (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 ? errorText(error, 'the server refused it') : null),
  blockHeight: async () => BigInt(await rpcCall<number>('getBlockHeight', [{ commitment: 'confirmed' }])),
};

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

/** The run's events in the console's words. */
function announce(event: PayoutEvent, walletName: string): void {
  const run = $signingRun.get();
  if (event.kind === 'starting') update({ step: `Starting batch ${event.batch.sequence}…` });
  if (event.kind === 'problem') update({ problems: [...run.problems, event.reason] });
  if (event.kind === 'submitted') {
    update({ submitted: run.submitted + 1, problems: event.broadcast !== 'sent' && event.message ? [...run.problems, `Batch ${event.job.batch.sequence}: ${event.message}`] : run.problems });
  }
  if (event.kind === 'signing') {
    const sequences = event.jobs.map((job) => job.batch.sequence).join(', ');
    update({ step: `Approve ${event.jobs.length} ${event.jobs.length === 1 ? 'transaction' : 'transactions'} in ${walletName} (${event.jobs.length === 1 ? 'batch' : 'batches'} ${sequences}).` });
    // The counters and the list show the attempts just started (batches now sending) while the wallet asks.
    void refreshDistribution();
  }
}

/**
 * Signs and sends every batch of `unlock` the server allows to be signed now, several per wallet
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
  try {
    const [{ runPayouts, walletSigning }, sale] = await Promise.all([import('../../lib/distribution/batch-signing'), loadSale()]);
    const feature = session.wallet!.features[SIGN_FEATURE] as Parameters<typeof walletSigning>[0]['feature'];
    update({ step: 'Asking the server which batches may be signed…' });
    const result = await runPayouts({
      port: distributionPort(consoleClient, unlock.unlockAt),
      sign: walletSigning({ feature, account: session.account!, cluster: sale?.cluster ?? 'localnet' }),
      expected: planExpectation(plan),
      priorityFeeMicroLamports: BigInt(priorityFee),
      signed: signedHere,
      shouldStop: () => stopRequested,
      onEvent: (event) => announce(event, session.name),
    });
    if (result.outcome === 'stopped') return update({ status: 'stopped', step: 'Stopped. Batches already sent keep going; press Sign and send to continue.' });
    update({ status: 'finished', step: result.submitted > 0 ? 'Every batch that may be signed now was signed and sent. Verifying on chain…' : 'No batch of this unlock can be signed now.' });
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
  if (ticks % 3 === 0 && signedHere.size > 0) {
    // Loaded already: only a run of this tab fills signedHere.
    const { rebroadcast } = await import('../../lib/distribution/batch-signing');
    await rebroadcast(distributionPort(consoleClient, ''), signedHere);
  }
  await verifyNow();
}
