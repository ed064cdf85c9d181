// Paying batches from the console with the admin's browser wallet, written once for both payouts (token
// distribution: one unlock per run, signed by the distribution wallet; refunds: one asset per run,
// signed by the treasury): a thin adapter of the one payout runner (core/payout/payout-runner.ts) over
// an admin API port, with the wallet's Wallet Standard signTransaction as its sign function. The runner
// resumes from the server's state only, so a closed tab, a crash or an expired blockhash never lets it
// sign what may still land. While batches are sending, the tab verifies them on chain and re-broadcasts
// what this tab signed.
import { atom } from 'nanostores';
import type { PayoutEvent, SignedTransactions } from '@core/payout/payout-runner';
import type { PayoutExpectation, PayoutPort } from '@core/payout/payout-port';
import { ApiError, errorText } from '../../lib/api/request';
import { rpcCall } from '../../lib/solana/rpc';
import { isWalletRejection } from '../../lib/wallets/wallet-rejection';
import { loadSale } from '../sale';
import { getWalletSession } from '../wallet';
import { endsSession } from './session';

const SIGN_FEATURE = 'solana:signTransaction';

export interface SigningRun {
  status: 'idle' | 'running' | 'stopped' | 'finished';
  /** Which run (an unlock's date, an asset) this state is about; null before any. */
  runKey: string | null;
  /** What is happening now, in words. */
  step: string;
  /** Transactions signed and submitted by this run. */
  submitted: number;
  /** Batches this run could not sign or send, each with the reason. */
  problems: string[];
}

/** 401 ends the session and a network failure stops the run; other refusals are the server's words about one batch. */
export const consoleRefusal = (error: unknown): string | null =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 ? errorText(error, 'the server refused it') : null;

/** The chain's confirmed block height through the RPC proxy. */
export const consoleBlockHeight = async (): Promise<bigint> => BigInt(await rpcCall<number>('getBlockHeight', [{ commitment: 'confirmed' }]));

/**
 * Why the connected wallet cannot sign payouts paid by `payer`, or null when it can: it must be that
 * account (`payerName` says which in words: "the distribution wallet", "the treasury") and offer
 * `solana:signTransaction` for legacy transactions.
 */
export function walletRefusal(payer: string, payerName: string, connected: string): string | null {
  const session = getWalletSession();
  if (!connected || !session) return `Connect ${payerName} to sign.`;
  if (connected !== payer) return `The connected wallet is ${connected}. Payouts are signed by ${payerName} ${payer}: switch to that account in your wallet.`;
  const feature = session.wallet?.features[SIGN_FEATURE] as { supportedTransactionVersions?: readonly (string | number)[] } | undefined;
  if (!session.wallet || !session.account || !feature) return `${session.name} cannot sign a transaction without sending it (Wallet Standard ${SIGN_FEATURE}); use a wallet that can.`;
  if (feature.supportedTransactionVersions && !feature.supportedTransactionVersions.includes('legacy')) return `${session.name} does not sign legacy transactions, which the payouts are.`;
  return null;
}

/** What one payout's console gives the signing run. */
export interface PayoutSigningSource {
  /** Who signs, in words ("the distribution wallet"). */
  payerName: string;
  /** The paying account of the current plan, or null while no plan is loaded. */
  payer(): string | null;
  /** The port of run `runKey` (an empty key: any run, for re-broadcasting). */
  port(runKey: string): PayoutPort;
  /** What the signer agrees to pay in run `runKey`. */
  expected(runKey: string): PayoutExpectation;
  /** Reads the plan and its lists again. */
  refresh(): Promise<void>;
  /** One quiet verification pass (it refreshes too). */
  verify(): Promise<unknown>;
  /** True while a batch may still land: the tab then polls. */
  somethingSending(): boolean;
  /** The button that starts and resumes run `runKey`, as the messages name it ("Sign and send"). */
  actionLabel(runKey: string): string;
}

/** The signing run of one payout's console: its state, start, stop and poll. */
export function createPayoutSigning(source: PayoutSigningSource) {
  const idle: SigningRun = { status: 'idle', runKey: null, step: '', submitted: 0, problems: [] };
  const $run = atom<SigningRun>(idle);
  /** Signed transactions of this tab, kept to re-broadcast while their batch is sending (same bytes: idempotent). */
  const signedHere: SignedTransactions = new Map();
  let stopRequested = false;
  let ticks = 0;
  const update = (patch: Partial<SigningRun>) => $run.set({ ...$run.get(), ...patch });

  function announce(event: PayoutEvent, walletName: string): void {
    const run = $run.get();
    if (event.kind === 'starting') update({ step: `Starting batch ${event.batch.sequence}…` });
    if (event.kind === 'problem') update({ problems: [...run.problems, event.reason] });
    if (event.kind === 'submitted') {
      update({ submitted: run.submitted + 1, problems: event.broadcast !== 'sent' && event.message ? [...run.problems, `Batch ${event.job.batch.sequence}: ${event.message}`] : run.problems });
    }
    if (event.kind === 'signing') {
      const sequences = event.jobs.map((job) => job.batch.sequence).join(', ');
      update({ step: `Approve ${event.jobs.length} ${event.jobs.length === 1 ? 'transaction' : 'transactions'} in ${walletName} (${event.jobs.length === 1 ? 'batch' : 'batches'} ${sequences}).` });
      // The counters and the list show the attempts just started (batches now sending) while the wallet asks.
      void source.refresh();
    }
  }

  /** Why `connected` cannot sign now, or null. */
  function signerRefusal(connected: string): string | null {
    const payer = source.payer();
    return payer ? walletRefusal(payer, source.payerName, connected) : 'Load the plan first.';
  }

  /**
   * Signs and sends every batch of run `runKey` the server allows to be signed now, several per wallet
   * approval, with an optional priority fee (micro-lamports per compute unit). Safe to press again at
   * any time: it starts only what the server hands out.
   */
  async function signAndSend(runKey: string, connected: string, priorityFee = '0'): Promise<void> {
    if ($run.get().status === 'running') return;
    const refusal = signerRefusal(connected);
    if (refusal) return update({ ...idle, status: 'stopped', runKey, step: refusal });
    const session = getWalletSession()!;
    stopRequested = false;
    $run.set({ ...idle, status: 'running', runKey, step: 'Loading the transaction builder…' });
    try {
      const [{ runPayouts, walletSigning }, sale] = await Promise.all([import('../../lib/distribution/batch-signing'), loadSale()]);
      const feature = session.wallet!.features[SIGN_FEATURE] as Parameters<typeof walletSigning>[0]['feature'];
      update({ step: 'Asking the server which batches may be signed…' });
      const result = await runPayouts({
        port: source.port(runKey),
        sign: walletSigning({ feature, account: session.account!, cluster: sale?.cluster ?? 'localnet' }),
        expected: source.expected(runKey),
        priorityFeeMicroLamports: BigInt(priorityFee),
        signed: signedHere,
        shouldStop: () => stopRequested,
        onEvent: (event) => announce(event, session.name),
      });
      if (result.outcome === 'stopped') return update({ status: 'stopped', step: `Stopped. Batches already sent keep going; press ${source.actionLabel(runKey)} to continue.` });
      update({ status: 'finished', step: result.submitted > 0 ? 'Every batch that may be signed now was signed and sent. Verifying on chain…' : 'No batch of this run can be signed now.' });
    } catch (error) {
      if (endsSession(error)) return;
      const step = isWalletRejection(error)
        ? `You declined in the wallet: nothing was sent. Press ${source.actionLabel(runKey)} to sign the started batches while their blockhash is valid; after about a minute they can be started again.`
        : `Stopped: ${errorText(error, error instanceof Error ? error.message : 'please try again')}. Nothing is paid twice: press ${source.actionLabel(runKey)} to resume.`;
      update({ status: 'stopped', step });
    } finally {
      await source.refresh();
    }
  }

  /** Asks a running run to stop after the current step. */
  function stopSigning(): void {
    stopRequested = true;
  }

  /** One poll of the tab while something is sending: verify on chain, and now and then re-broadcast what this tab signed. */
  async function pollPayouts(): Promise<void> {
    if (!source.somethingSending() || $run.get().status === 'running') return;
    ticks += 1;
    if (ticks % 3 === 0 && signedHere.size > 0) {
      // Loaded already: only a run of this tab fills signedHere.
      const { rebroadcast } = await import('../../lib/distribution/batch-signing');
      await rebroadcast(source.port(''), signedHere);
    }
    await source.verify();
  }

  return { $run, signerRefusal, signAndSend, stopSigning, pollPayouts };
}

export type PayoutSigning = ReturnType<typeof createPayoutSigning>;
