// Pays one unlock of the approved distribution plan through the admin API, signing each batch with a
// local key pair: a thin adapter of the one payout runner (core/payout/payout-runner.ts). It opens the
// unlock if needed, then runs the runner over the admin API (core/payout/distribution-port.ts) with a
// key pair as its sign function, waiting until every batch is paid. Safe to stop and run again at any
// point: the runner signs only what the server hands out.
import { getBase64EncodedWireTransaction, signTransaction } from '@solana/kit';
import { call } from '../api/api-clients.mjs';
import { importCore } from './core-import.mjs';

const { runPayouts } = await importCore('payout/payout-runner');
const { distributionCalls, distributionPort, planExpectation } = await importCore('payout/distribution-port');
const { associatedTokenAccount } = await importCore('payout/associated-token-account');
const { formatTokenAmount } = await importCore('format/tokens');
const { formatCount } = await importCore('format/numbers');

/** "1 batch", "3 batches": a count with its noun. */
export const counted = (count, one, many) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** The unlock to pay: by number, by date, or the first due one not fully paid. */
export function chooseUnlock(plan, selector) {
  const unpaid = (unlock) => unlock.progress.paidRows < unlock.progress.payableRows;
  const time = Date.parse(selector ?? '');
  const unlock = selector === undefined
    ? plan.unlocks.find((candidate) => candidate.due && unpaid(candidate))
    : plan.unlocks.find((candidate) => String(candidate.number) === String(selector) || (!Number.isNaN(time) && Date.parse(candidate.unlockAt) === time));
  if (!unlock) throw new Error(selector === undefined ? 'Every due unlock is paid: nothing to do' : `The plan has no unlock ${selector}`);
  return unlock;
}

/** The runner's sign function over a key pair: each job's transaction signed in this process. */
export const keyPairSigning = (signer) => async (jobs) =>
  Promise.all(jobs.map(async (job) => getBase64EncodedWireTransaction(await signTransaction([signer.keyPair], job.transaction))));

/** The port's client over an admin session (admin-client.mjs): `calls` over its typed routes; 4xx answers other than 401 are refusals. */
export function portClient(api, calls = distributionCalls(api.admin.distribution)) {
  return {
    ...calls,
    refusal: (error) => (error?.name === 'ApiError' && error.status >= 400 && error.status < 500 && error.status !== 401 ? error.message : null),
    blockHeight: async () => BigInt(await api.rpc('getBlockHeight', [{ commitment: 'confirmed' }])),
  };
}

/** One line per runner event (never a key). */
export function logEvent(log, event) {
  if (event.kind === 'problem') log(event.reason);
  if (event.kind === 'submitted') {
    const { batch, spec } = event.job;
    const creates = spec.transfers.filter((transfer) => transfer.createAccount).length;
    log(`Batch ${batch.sequence}: attempt ${batch.attempts + 1} signed (${counted(batch.transfers, 'transfer', 'transfers')}, ${counted(creates, 'account', 'accounts')} created) → ${event.broadcast}${event.message ? `: ${event.message}` : ''} ${event.signature ?? ''}`);
  }
}

/**
 * Pays the chosen unlock. `log` receives one line per step (never a key).
 * @returns {Promise<{ unlock: object, paidRows: number, payableRows: number, mismatched: number }>}
 */
export async function payUnlock({ api, signer, unlock: selector, priorityFeeMicroLamports = 0n, open = true, wait = true, timeoutMs = 15 * 60_000, log = console.log }) {
  const { plan } = await call(api.admin.distribution.plan.$get());
  if (!plan || plan.status !== 'approved') throw new Error('The distribution plan is not approved yet');
  if (plan.distributionWallet !== signer.address) throw new Error(`This key pair is ${signer.address}; the plan pays from ${plan.distributionWallet}`);
  let unlock = chooseUnlock(plan, selector);
  log(`Unlock ${unlock.number} (${unlock.unlockAt}): ${unlock.progress.payableRows} payouts, ${formatTokenAmount(unlock.amount)}, ${unlock.progress.paidRows} paid so far`);
  if (!unlock.openedAt) {
    if (!unlock.due) throw new Error(`Unlock ${unlock.number} is not due until ${unlock.unlockAt}`);
    if (!open) throw new Error(`Unlock ${unlock.number} is not open: open it in the console or run without --no-open`);
    unlock = (await call(api.admin.distribution.unlocks.open.$post({ json: { unlockAt: unlock.unlockAt } }))).unlock;
    log(`Opened: ${counted(unlock.batches, 'batch', 'batches')}, ${counted(unlock.costs.accountsToCreate, 'token account', 'token accounts')} to create; fees ${unlock.costs.fees.sol} SOL, rent ${unlock.costs.rent.sol} SOL`);
  }
  const onVerified = (current, report) => {
    unlock = current;
    const { progress } = current;
    log(`Paid ${progress.paidRows}/${progress.payableRows} payouts (${formatTokenAmount(progress.paidAmount)}); batches: ${progress.paidBatches} paid, ${progress.sendingBatches} sending, ${progress.readyBatches + progress.failedBatches} to sign, ${progress.mismatchBatches} mismatched${report.expired ? `; ${report.expired} attempts expired` : ''}${report.failed ? `; ${report.failed} failed on chain` : ''}`);
  };
  const result = await runPayouts({
    port: distributionPort(portClient(api), unlock.unlockAt, { allPages: true, onVerified }),
    sign: keyPairSigning(signer),
    expected: planExpectation(plan),
    deriveTokenAccount: associatedTokenAccount,
    priorityFeeMicroLamports,
    wait,
    timeoutMs,
    onEvent: (event) => logEvent(log, event),
  });
  if (result.outcome === 'timed-out') throw new Error('Timed out with batches still open: run the command again to resume');
  const { progress } = unlock;
  return { unlock, paidRows: progress.paidRows, payableRows: progress.payableRows, mismatched: progress.mismatchBatches };
}
