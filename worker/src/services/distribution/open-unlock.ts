// Opens one due unlock for paying: reads every payable recipient's token account again (an account
// created since the plan was built needs no creation; one frozen since gets a batch of its own, so it
// cannot fail the others), checks that the distribution wallet holds the tokens and SOL for everything
// opened and unpaid, packs the payouts into batches as full as a transaction allows, and gives each a
// fresh reference key (its public key only). One D1 batch, won by exactly one opener.
import { generateKeyPair, getAddressFromPublicKey } from '@solana/kit';
import { estimatePayoutCosts } from '@core/distribution/costs';
import { packTransfers } from '@core/distribution/packing';
import { formatLamportsAsSol } from '@core/lamports';
import type { PayoutTransfer } from '@core/distribution/batch-transaction';
import { tokenAmount } from './amounts';
import { planBatchBase } from './batch-spec';
import { tokenAccountCalls, tokenAccountsFrom } from './chain-reads';
import type { SolanaRpc } from '../chain/solana-rpc';
import { loadPlan, type PlanRecord } from './plan-store';
import { DISTRIBUTION_REFUSALS, insufficientRefusal } from './refusals';
import { auditStatement } from '../accounts/audit';
import { accepted, refused, type Outcome } from './outcome';

const PER_STATEMENT = 2000;

interface PayableRow {
  id: number;
  wallet: string;
  amount_base_units: string;
  token_account: string;
}

/** What the opened-but-unpaid batches of other unlocks still need: tokens, and SOL for fees and rent. */
async function stillOwed(db: D1Database, rentPerAccount: bigint) {
  const row = await db
    .prepare(
      `SELECT CAST(COALESCE(SUM(CAST(total_base_units AS INTEGER)), 0) AS TEXT) AS units, COUNT(*) AS batches, COALESCE(SUM(accounts_to_create), 0) AS creates
       FROM distribution_batches WHERE status = 'open'`,
    )
    .first<{ units: string; batches: number; creates: number }>();
  return { tokens: BigInt(row!.units), lamports: BigInt(row!.batches) * 5000n + BigInt(row!.creates) * rentPerAccount };
}

/** A fresh reference: the public key of a new key pair whose private half is never kept. */
async function freshReference(): Promise<string> {
  return getAddressFromPublicKey((await generateKeyPair()).publicKey);
}

/** Forms the batches of the unlock at `unlockAt` as `actor`. */
export async function openUnlock(db: D1Database, rpc: SolanaRpc, actor: string, unlockAt: Date, now = new Date()): Promise<Outcome<null>> {
  const plan = await loadPlan(db);
  if (!plan || plan.status !== 'approved') return refused('conflict', DISTRIBUTION_REFUSALS.notApproved);
  const unlock = await db.prepare('SELECT number, opened_at FROM distribution_unlocks WHERE unlock_at = ?').bind(unlockAt.getTime()).first<{ number: number; opened_at: number | null }>();
  if (!unlock) return refused('unknown', DISTRIBUTION_REFUSALS.unlockUnknown);
  if (unlockAt.getTime() > now.getTime()) return refused('conflict', DISTRIBUTION_REFUSALS.unlockNotDue);
  if (unlock.opened_at !== null) return refused('conflict', DISTRIBUTION_REFUSALS.unlockOpened);
  const { results: rows } = await db
    .prepare(
      `SELECT r.id, r.wallet, r.amount_base_units, p.token_account FROM distribution_rows r JOIN distribution_recipients p ON p.wallet = r.wallet
       WHERE r.unlock_at = ? AND r.status = 'planned' ORDER BY r.wallet`,
    )
    .bind(unlockAt.getTime())
    .all<PayableRow>();
  if (rows.length === 0) return refused('conflict', DISTRIBUTION_REFUSALS.nothingToPay);

  const accounts = rows.map((row) => row.token_account);
  const calls = [...tokenAccountCalls([plan.source_token_account, ...accounts]), { method: 'getBalance', params: [plan.distribution_wallet, { commitment: 'confirmed' }] }];
  const answers = await rpc.callMany<unknown>(calls);
  const states = tokenAccountsFrom([plan.source_token_account, ...accounts], answers.slice(0, -1));
  const lamports = BigInt((answers.at(-1) as { value: number }).value);

  const transfers = rows.map((row): PayoutTransfer & { id: number; frozen: boolean } => {
    const state = states.get(row.token_account)?.state ?? 'missing';
    return { id: row.id, owner: row.wallet, tokenAccount: row.token_account, amount: BigInt(row.amount_base_units), createAccount: state === 'missing', frozen: state === 'frozen' };
  });
  const rent = BigInt(plan.rent_per_account_lamports);
  const owed = await stillOwed(db, rent);
  const tokensNeeded = owed.tokens + transfers.reduce((sum, transfer) => sum + transfer.amount, 0n);
  const tokensHeld = states.get(plan.source_token_account)?.amount ?? 0n;
  const scope = `this unlock (with the unpaid batches already open)`;
  if (tokensHeld < tokensNeeded) return refused('conflict', insufficientRefusal('tokens', tokenAmount(tokensNeeded, plan.decimals).tokens, tokenAmount(tokensHeld, plan.decimals).tokens, scope));
  const creates = transfers.filter((transfer) => transfer.createAccount).length;
  const cost = estimatePayoutCosts(transfers.length, creates, { tokenProgram: plan.token_program, rentPerAccountLamports: rent });
  const solNeeded = owed.lamports + cost.totalLamports;
  if (lamports < solNeeded) return refused('conflict', insufficientRefusal('SOL', formatLamportsAsSol(solNeeded), formatLamportsAsSol(lamports), scope));

  const groups = [
    ...packTransfers(planBatchBase(plan, await freshReference()), [...transfers.filter((t) => !t.frozen && t.createAccount), ...transfers.filter((t) => !t.frozen && !t.createAccount)]),
    // A frozen account fails its whole transaction: alone, it holds up nobody else.
    ...transfers.filter((transfer) => transfer.frozen).map((transfer) => [transfer]),
  ] as (typeof transfers)[];
  const batches = await Promise.all(
    groups.map(async (group, index) => ({
      id: crypto.randomUUID(),
      sequence: index + 1,
      reference: await freshReference(),
      transfers: group.length,
      creates: group.filter((transfer) => transfer.createAccount).length,
      total: group.reduce((sum, transfer) => sum + transfer.amount, 0n),
      rows: group,
    })),
  );
  return writeOpening(db, plan, actor, unlockAt.getTime(), batches, now.getTime());
}

type FormedBatch = { id: string; sequence: number; reference: string; transfers: number; creates: number; total: bigint; rows: (PayoutTransfer & { id: number })[] };

async function writeOpening(db: D1Database, plan: PlanRecord, actor: string, unlockAt: number, batches: FormedBatch[], now: number): Promise<Outcome<null>> {
  const token = crypto.randomUUID();
  const won = 'EXISTS (SELECT 1 FROM distribution_unlocks WHERE unlock_at = ?1 AND open_token = ?2)';
  const statements = [
    db
      .prepare(
        `UPDATE distribution_unlocks SET opened_at = ?3, opened_by = ?4, open_token = ?2
         WHERE unlock_at = ?1 AND opened_at IS NULL AND EXISTS (SELECT 1 FROM distribution_plans WHERE id = 1 AND status = 'approved')`,
      )
      .bind(unlockAt, token, now, actor),
  ];
  for (let i = 0; i < batches.length; i += PER_STATEMENT) {
    const json = batches.slice(i, i + PER_STATEMENT).map((b) => [b.id, b.sequence, b.reference, b.transfers, b.creates, b.total.toString()]);
    statements.push(
      db
        .prepare(
          `INSERT INTO distribution_batches (id, unlock_at, sequence, reference, status, transfers, accounts_to_create, total_base_units, created_at)
           SELECT json_extract(value, '$[0]'), ?1, json_extract(value, '$[1]'), json_extract(value, '$[2]'), 'open', json_extract(value, '$[3]'),
             json_extract(value, '$[4]'), json_extract(value, '$[5]'), ?3
           FROM json_each(?4) WHERE ${won}`,
        )
        .bind(unlockAt, token, now, JSON.stringify(json)),
    );
  }
  const assignments = batches.flatMap((batch) => batch.rows.map((row) => [row.id, batch.id, row.createAccount ? 1 : 0]));
  for (let i = 0; i < assignments.length; i += PER_STATEMENT) {
    statements.push(
      db
        .prepare(
          `UPDATE distribution_rows SET status = 'batched', batch_id = j.batch, create_account = j.create_account
           FROM (SELECT json_extract(value, '$[0]') AS id, json_extract(value, '$[1]') AS batch, json_extract(value, '$[2]') AS create_account FROM json_each(?3)) AS j
           WHERE distribution_rows.id = j.id AND distribution_rows.status = 'planned' AND ${won}`,
        )
        .bind(unlockAt, token, JSON.stringify(assignments.slice(i, i + PER_STATEMENT))),
    );
  }
  statements.push(
    auditStatement(
      db,
      actor,
      'distribution.unlock_opened',
      new Date(unlockAt).toISOString(),
      {
        batches: batches.length,
        transfers: assignments.length,
        accountsToCreate: batches.reduce((sum, batch) => sum + batch.creates, 0),
        total: batches.reduce((sum, batch) => sum + batch.total, 0n).toString(),
        decimals: plan.decimals,
        planHash: plan.plan_hash,
      },
      now,
      { sql: won, params: [unlockAt, token] },
    ),
  );
  const [opened] = await db.batch(statements);
  if (opened?.meta.changes !== 1) return refused('conflict', DISTRIBUTION_REFUSALS.unlockOpened);
  return accepted(null);
}
