// Starts an attempt at paying a batch (the rule that matters, docs/money-out.md): a batch is signed again
// only once its previous attempt can no longer land. A live attempt is first verified on chain (it may
// have landed, failed or expired); while it may still land the start is refused with 409. Otherwise the
// recipients' accounts and the distribution wallet's balances are read (refusing what it cannot pay),
// and one conditional D1 statement hands out the blockhash: of two admins or tabs, exactly one wins.
import type { AttemptStarted } from '@core/api/distribution';
import { batchSpecToJson } from '@core/distribution/batch-spec-json';
import { batchSpecOf } from '@core/distribution/batch-transaction';
import { batchSolCost } from '@core/distribution/costs';
import { formatLamportsAsSol } from '@core/lamports';
import { solAmount, tokenAmount } from './amounts';
import { attemptsOf, loadBatch } from './batch-queries';
import { attemptView, stillLanding, type ExplorerContext } from '../payout/attempt-records';
import { DISTRIBUTION_TABLES } from '../payout/payout-tables';
import { startStatements } from '../payout/start-attempt';
import { batchSpec, tokenAccountOf } from './batch-spec';
import { tokenAccountCalls, tokenAccountsFrom } from './chain-reads';
import type { SolanaRpc } from '../chain/solana-rpc';
import { loadPlan } from './plan-store';
import { DISTRIBUTION_REFUSALS, insufficientRefusal } from './refusals';
import { verifyBatches } from './verify-batches';
import { accepted, refused, type Outcome } from './outcome';

/** Tokens and lamports the other sending batches may still take from the wallet. */
async function othersInFlight(db: D1Database, batchId: string) {
  const row = await db
    .prepare(
      `SELECT CAST(COALESCE(SUM(CAST(b.total_base_units AS INTEGER)), 0) AS TEXT) AS units, COUNT(*) AS batches, COALESCE(SUM(a.accounts_to_create), 0) AS creates
       FROM distribution_batches b JOIN distribution_attempts a ON a.batch_id = b.id AND a.status IN ('started', 'submitted')
       WHERE b.status = 'open' AND b.id <> ?`,
    )
    .bind(batchId)
    .first<{ units: string; batches: number; creates: number }>();
  return { tokens: BigInt(row!.units), batches: row!.batches, creates: row!.creates };
}

/** Starts attempt N+1 of batch `batchId` as `actor`. */
export async function startAttempt(
  db: D1Database,
  rpc: SolanaRpc,
  { batchId, actor, priorityFeeMicroLamports, explorer, now = new Date() }: { batchId: string; actor: string; priorityFeeMicroLamports: bigint; explorer: ExplorerContext; now?: Date },
): Promise<Outcome<AttemptStarted>> {
  const plan = await loadPlan(db);
  if (!plan || plan.status !== 'approved') return refused('conflict', DISTRIBUTION_REFUSALS.notApproved);
  let batch = await loadBatch(db, batchId);
  if (!batch) return refused('unknown', DISTRIBUTION_REFUSALS.batchUnknown);
  if (batch.shown === 'sending') {
    await verifyBatches(db, rpc, { actor, batchIds: [batchId], now });
    batch = (await loadBatch(db, batchId))!;
  }
  if (batch.shown === 'paid') return refused('conflict', DISTRIBUTION_REFUSALS.batchPaid);
  if (batch.shown === 'mismatch') return refused('conflict', DISTRIBUTION_REFUSALS.batchMismatch);
  const attempts = await attemptsOf(db, [batchId]);
  const live = attempts.find((attempt) => attempt.status === 'started' || attempt.status === 'submitted');
  if (live) return refused('conflict', stillLanding(live.last_valid_block_height));

  // One HTTP request: the recipients' accounts and the source's, the wallet's SOL, a fresh blockhash.
  const { spec, rowIds } = await batchSpec(db, plan, batch, priorityFeeMicroLamports);
  const accounts = [plan.source_token_account, ...spec.transfers.map(tokenAccountOf)];
  const accountCalls = tokenAccountCalls(accounts);
  const answers = await rpc.callMany<unknown>([
    ...accountCalls,
    { method: 'getBalance', params: [plan.distribution_wallet, { commitment: 'confirmed' }] },
    { method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] },
  ]);
  const states = tokenAccountsFrom(accounts, answers.slice(0, accountCalls.length));
  const lamports = BigInt((answers[accountCalls.length] as { value: number }).value);
  const { value: lifetime } = answers[accountCalls.length + 1] as { value: { blockhash: string; lastValidBlockHeight: number } };

  const frozen = spec.transfers.find((transfer) => states.get(tokenAccountOf(transfer))?.state === 'frozen');
  if (frozen) return refused('conflict', `The token account ${frozen.tokenAccount} of ${frozen.owner} is frozen: it cannot receive until it is thawed`);
  // An account created or closed since the batch was formed: create exactly the missing ones.
  const transfers = spec.transfers.map((transfer) => ({ ...transfer, createAccount: (states.get(tokenAccountOf(transfer))?.state ?? 'missing') === 'missing' }));
  const others = await othersInFlight(db, batchId);
  const rent = BigInt(plan.rent_per_account_lamports);
  const cost = batchSolCost(transfers, { tokenProgram: plan.token_program, rentPerAccountLamports: rent, priorityFeeMicroLamports });
  const tokensNeeded = BigInt(batch.total_base_units) + others.tokens;
  const tokensHeld = states.get(plan.source_token_account)?.amount ?? 0n;
  const scope = others.batches > 0 ? `this batch (with ${others.batches} other batch${others.batches === 1 ? '' : 'es'} sending)` : 'this batch';
  if (tokensHeld < tokensNeeded) return refused('conflict', insufficientRefusal('tokens', tokenAmount(tokensNeeded, plan.decimals).tokens, tokenAmount(tokensHeld, plan.decimals).tokens, scope));
  const solNeeded = cost.totalLamports + BigInt(others.batches) * 5000n + BigInt(others.creates) * rent;
  if (lamports < solNeeded) return refused('conflict', insufficientRefusal('SOL', formatLamportsAsSol(solNeeded), formatLamportsAsSol(lamports), scope));

  const id = crypto.randomUUID();
  const number = (attempts.at(-1)?.number ?? 0) + 1;
  const creates = transfers.filter((transfer) => transfer.createAccount).length;
  const at = now.getTime();
  const [inserted] = await db.batch(startStatements(db, DISTRIBUTION_TABLES, {
    id, batchId, number, blockhash: lifetime.blockhash, lastValidBlockHeight: lifetime.lastValidBlockHeight, priorityFeeMicroLamports, accountsToCreate: creates, at, actor,
    rowCreates: transfers.map((transfer, index) => [rowIds[index]!, transfer.createAccount] as const),
  }));
  if (inserted?.meta.changes !== 1) return refused('conflict', DISTRIBUTION_REFUSALS.attemptRaced);
  const attempt = (await attemptsOf(db, [batchId])).find((candidate) => candidate.id === id)!;
  return accepted({
    attempt: attemptView(attempt, explorer),
    spec: batchSpecToJson(batchSpecOf(spec, transfers)),
    blockhash: lifetime.blockhash,
    lastValidBlockHeight: String(lifetime.lastValidBlockHeight),
    costs: { fee: solAmount(cost.feeLamports), rent: solAmount(cost.rentLamports) },
  });
}
