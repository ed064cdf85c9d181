// Pays one unlock of the approved distribution plan through the admin API, signing each batch with a
// local key pair: opens the unlock if needed, then for every batch that is ready (or whose last attempt
// failed) starts an attempt, builds the transaction with the one builder of core/distribution/, signs
// it and submits it; then verifies until every batch is paid, re-broadcasting what is in flight and
// signing again only what the server says can no longer land. Safe to stop and run again at any point.
import { getBase64EncodedWireTransaction, signTransaction } from '@solana/kit';
import { importCore } from './core-import.mjs';

const { compileBatchTransaction } = await importCore('distribution/batch-transaction');
const { batchSpecFromJson } = await importCore('distribution/batch-spec-json');
const { formatTokenAmount } = await importCore('format/tokens');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const BASE = '/api/admin/distribution';

/** Every batch of the unlock at `unlockAt`, all pages. */
async function batchesOf(api, unlockAt) {
  const all = [];
  for (let page = 1; ; page += 1) {
    const list = await api.get(`${BASE}/batches?unlockAt=${encodeURIComponent(unlockAt)}&page=${page}&pageSize=100`);
    all.push(...list.items);
    if (all.length >= list.total || list.items.length === 0) return all;
  }
}

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

/** Checks the spec the server handed out against what this signer and the plan say, before signing. */
function checkSpec(spec, plan, batch, signer) {
  if (spec.distributionWallet !== signer.address) throw new Error(`Batch ${batch.sequence} pays from ${spec.distributionWallet}, not this key pair's ${signer.address}`);
  if (spec.mint !== plan.mint || spec.tokenProgram !== plan.tokenProgram || spec.decimals !== plan.decimals) throw new Error(`Batch ${batch.sequence} is not of the plan's mint`);
  const total = spec.transfers.reduce((sum, transfer) => sum + BigInt(transfer.amount), 0n);
  if (total.toString() !== batch.amount.baseUnits || spec.transfers.length !== batch.transfers) throw new Error(`Batch ${batch.sequence}'s transfers do not add up to the batch`);
}

/**
 * Pays the chosen unlock. `log` receives one line per step (never a key).
 * @returns {Promise<{ unlock: object, paidRows: number, payableRows: number, mismatched: number }>}
 */
export async function payUnlock({ api, signer, unlock: selector, priorityFeeMicroLamports = 0n, open = true, wait = true, timeoutMs = 15 * 60_000, log = console.log }) {
  let { plan } = await api.get(`${BASE}/plan`);
  if (!plan || plan.status !== 'approved') throw new Error('The distribution plan is not approved yet');
  if (plan.distributionWallet !== signer.address) throw new Error(`This key pair is ${signer.address}; the plan pays from ${plan.distributionWallet}`);
  let unlock = chooseUnlock(plan, selector);
  log(`Unlock ${unlock.number} (${unlock.unlockAt}): ${unlock.progress.payableRows} payouts, ${formatTokenAmount(unlock.amount)}, ${unlock.progress.paidRows} paid so far`);
  if (!unlock.openedAt) {
    if (!unlock.due) throw new Error(`Unlock ${unlock.number} is not due until ${unlock.unlockAt}`);
    if (!open) throw new Error(`Unlock ${unlock.number} is not open: open it in the console or run without --no-open`);
    unlock = (await api.post(`${BASE}/unlocks/open`, { unlockAt: unlock.unlockAt })).unlock;
    log(`Opened: ${unlock.batches} batches, ${unlock.costs.accountsToCreate} token accounts to create; fees ${unlock.costs.fees.sol} SOL, rent ${unlock.costs.rent.sol} SOL`);
  }

  const signed = new Map();
  const deadline = Date.now() + timeoutMs;
  for (let round = 0; ; round += 1) {
    const batches = await batchesOf(api, unlock.unlockAt);
    const toSign = batches.filter((batch) => batch.status === 'ready' || batch.status === 'failed');
    for (const batch of toSign) {
      let started;
      try {
        started = await api.post(`${BASE}/batches/${batch.id}/attempts/start`, { priorityFeeMicroLamports: priorityFeeMicroLamports.toString() });
      } catch (error) {
        if (error.status === 409) {
          log(`Batch ${batch.sequence}: ${error.message}`);
          continue;
        }
        throw error;
      }
      checkSpec(started.spec, plan, batch, signer);
      const transaction = compileBatchTransaction(batchSpecFromJson(started.spec), { blockhash: started.blockhash, lastValidBlockHeight: BigInt(started.lastValidBlockHeight) });
      const wire = getBase64EncodedWireTransaction(await signTransaction([signer.keyPair], transaction));
      const submitted = await api.post(`${BASE}/batches/${batch.id}/attempts`, { attemptId: started.attempt.id, transaction: wire });
      signed.set(batch.id, { attemptId: started.attempt.id, wire });
      log(`Batch ${batch.sequence}/${batches.length}: attempt ${started.attempt.number} signed (${batch.transfers} transfers, ${started.spec.transfers.filter((t) => t.createAccount).length} accounts created) → ${submitted.broadcast}${submitted.message ? `: ${submitted.message}` : ''} ${submitted.attempt.signature}`);
    }
    const report = await api.post(`${BASE}/verify`, {});
    ({ plan } = await api.get(`${BASE}/plan`));
    unlock = plan.unlocks.find((candidate) => candidate.unlockAt === unlock.unlockAt);
    const { progress } = unlock;
    log(`Paid ${progress.paidRows}/${progress.payableRows} payouts (${formatTokenAmount(progress.paidAmount)}); batches: ${progress.paidBatches} paid, ${progress.sendingBatches} sending, ${progress.readyBatches + progress.failedBatches} to sign, ${progress.mismatchBatches} mismatched${report.expired ? `; ${report.expired} attempts expired` : ''}${report.failed ? `; ${report.failed} failed on chain` : ''}`);
    const remaining = progress.sendingBatches + progress.readyBatches + progress.failedBatches;
    if (remaining === 0 || !wait) return { unlock, paidRows: progress.paidRows, payableRows: progress.payableRows, mismatched: progress.mismatchBatches };
    if (Date.now() > deadline) throw new Error('Timed out with batches still open: run the command again to resume');
    // Re-broadcast what may still land (the same signed transactions: submitting again is idempotent).
    if (round % 3 === 2) {
      for (const batch of batches.filter((candidate) => candidate.status === 'sending' && signed.has(candidate.id))) {
        const { attemptId, wire } = signed.get(batch.id);
        await api.post(`${BASE}/batches/${batch.id}/attempts`, { attemptId, transaction: wire }).catch(() => undefined);
      }
    }
    await sleep(progress.sendingBatches > 0 ? 2_000 : 500);
  }
}
