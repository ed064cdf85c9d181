// The plan as the console shows it: totals, flags, every unlock with its progress and costs (estimated
// before its batches are formed, exact after), the distribution wallet's balances, the hash to approve,
// and what stands in the way.
import type { DistributionPlanView, DistributionUnlockView, PayoutCosts } from '@core/api/distribution';
import { estimatePayoutCosts } from '@core/distribution/costs';
import { planHash } from '@core/distribution/plan-hash';
import { LAMPORTS_PER_SIGNATURE } from '@core/distribution/programs';
import { TOKEN } from '@core/sale-config';
import { solAmount, tokenAmount } from './amounts';
import { BATCH_STATUS_SQL } from './batch-queries';
import { tokenAccountCalls, tokenAccountsFrom } from './chain-reads';
import type { SolanaRpc } from '../chain/solana-rpc';
import { pendingSources, sourceFingerprint } from './plan-sources';
import { heldWallets, type PlanRecord } from './plan-store';
import { openUnmatchedRefusal, undecidedRefusal, DISTRIBUTION_REFUSALS } from './refusals';

interface UnlockRecord {
  unlock_at: number;
  number: number;
  rows: number;
  total_base_units: string;
  opened_at: number | null;
  opened_by: string | null;
}

/** The distribution wallet's token and SOL balances now, or null when the chain cannot be read. */
export async function walletBalances(rpc: SolanaRpc, plan: PlanRecord): Promise<DistributionPlanView['balances']> {
  try {
    const calls = [...tokenAccountCalls([plan.source_token_account]), { method: 'getBalance', params: [plan.distribution_wallet, { commitment: 'confirmed' }] }];
    const answers = await rpc.callMany<unknown>(calls);
    const source = tokenAccountsFrom([plan.source_token_account], answers.slice(0, -1)).get(plan.source_token_account)!;
    return { tokens: tokenAmount(source.amount, plan.decimals), sol: solAmount((answers.at(-1) as { value: number }).value) };
  } catch {
    return null;
  }
}

/** The plan hash a draft would be approved with now, or the approved one. */
export async function currentPlanHash(db: D1Database, plan: PlanRecord): Promise<string> {
  return plan.plan_hash ?? planHash(plan.rows_hash, await heldWallets(db));
}

function costs(transactions: number, creates: number, rentPerAccount: bigint): PayoutCosts {
  const fees = BigInt(transactions) * LAMPORTS_PER_SIGNATURE;
  const rent = BigInt(creates) * rentPerAccount;
  return { transactions, accountsToCreate: creates, fees: solAmount(fees), rent: solAmount(rent), total: solAmount(fees + rent) };
}

/** Progress and costs of every unlock, from four grouped reads. */
async function unlockViews(db: D1Database, plan: PlanRecord, now: Date): Promise<DistributionUnlockView[]> {
  const rent = BigInt(plan.rent_per_account_lamports);
  const [unlocks, rows, batches, firstCreates] = await db.batch([
    db.prepare('SELECT unlock_at, number, rows, total_base_units, opened_at, opened_by FROM distribution_unlocks ORDER BY unlock_at'),
    db.prepare(
      `SELECT unlock_at, status, COUNT(*) AS n, CAST(SUM(CAST(amount_base_units AS INTEGER)) AS TEXT) AS units
       FROM distribution_rows GROUP BY unlock_at, status`,
    ),
    db.prepare(
      `SELECT unlock_at, shown, COUNT(*) AS n, SUM(accounts_to_create) AS creates
       FROM (SELECT b.unlock_at, b.accounts_to_create, ${BATCH_STATUS_SQL} AS shown FROM distribution_batches b) GROUP BY unlock_at, shown`,
    ),
    // Before an unlock is opened: a recipient without an account gets it created with its first payout.
    db.prepare(
      `SELECT r.unlock_at, COUNT(*) AS n FROM distribution_rows r JOIN distribution_recipients p ON p.wallet = r.wallet
       WHERE p.account_state = 'missing' AND r.status <> 'held' AND r.unlock_at = (SELECT MIN(f.unlock_at) FROM distribution_rows f WHERE f.wallet = r.wallet)
       GROUP BY r.unlock_at`,
    ),
  ]);
  const rowsBy = rows!.results as { unlock_at: number; status: string; n: number; units: string }[];
  const batchesBy = batches!.results as { unlock_at: number; shown: string; n: number; creates: number }[];
  const createsBy = new Map((firstCreates!.results as { unlock_at: number; n: number }[]).map((row) => [row.unlock_at, row.n]));
  return (unlocks!.results as unknown as UnlockRecord[]).map((unlock) => {
    const of = (status: string) => rowsBy.find((row) => row.unlock_at === unlock.unlock_at && row.status === status);
    const batchCount = (shown: string) => batchesBy.find((row) => row.unlock_at === unlock.unlock_at && row.shown === shown)?.n ?? 0;
    const held = of('held');
    const paid = of('paid');
    const payableRows = unlock.rows - (held?.n ?? 0);
    const ownBatches = batchesBy.filter((row) => row.unlock_at === unlock.unlock_at);
    const batchTotal = ownBatches.reduce((sum, row) => sum + row.n, 0);
    const estimate = estimatePayoutCosts(payableRows, createsBy.get(unlock.unlock_at) ?? 0, { tokenProgram: plan.token_program, rentPerAccountLamports: rent });
    return {
      number: unlock.number,
      unlockAt: new Date(unlock.unlock_at).toISOString(),
      due: unlock.unlock_at <= now.getTime(),
      rows: unlock.rows,
      amount: tokenAmount(unlock.total_base_units, plan.decimals),
      heldRows: held?.n ?? 0,
      heldAmount: tokenAmount(held?.units ?? '0', plan.decimals),
      openedAt: unlock.opened_at === null ? null : new Date(unlock.opened_at).toISOString(),
      openedBy: unlock.opened_by,
      batches: batchTotal,
      progress: {
        paidRows: paid?.n ?? 0,
        payableRows,
        paidAmount: tokenAmount(paid?.units ?? '0', plan.decimals),
        readyBatches: batchCount('ready'),
        sendingBatches: batchCount('sending'),
        failedBatches: batchCount('failed'),
        paidBatches: batchCount('paid'),
        mismatchBatches: batchCount('mismatch'),
      },
      costs: unlock.opened_at === null
        ? costs(estimate.transactions, estimate.accountsToCreate, rent)
        : costs(batchTotal, ownBatches.reduce((sum, row) => sum + row.creates, 0), rent),
    };
  });
}

/** The console's view of `plan` at `now`; `balances` are the distribution wallet's, read by the caller (null if unreadable). */
export async function planView(db: D1Database, plan: PlanRecord, now: Date, balances: DistributionPlanView['balances']): Promise<DistributionPlanView> {
  const rent = BigInt(plan.rent_per_account_lamports);
  const [flags] = await db.batch([
    db.prepare(
      `SELECT COALESCE(SUM(off_curve), 0) AS off_curve, COALESCE(SUM(account_state = 'frozen'), 0) AS frozen,
         COALESCE(SUM(flagged AND choice IS NULL), 0) AS undecided, COALESCE(SUM(choice = 'hold'), 0) AS held
       FROM distribution_recipients WHERE flagged = 1`,
    ),
  ]);
  const flagged = flags!.results[0] as { off_curve: number; frozen: number; undecided: number; held: number };
  const unlocks = await unlockViews(db, plan, now);
  const warnings: string[] = [];
  if (plan.status === 'draft') {
    if (flagged.undecided > 0) warnings.push(undecidedRefusal(flagged.undecided));
    const pending = await pendingSources(db);
    if (pending.openUnmatched > 0) warnings.push(openUnmatchedRefusal(pending.openUnmatched));
    if ((await sourceFingerprint(db)) !== plan.source_fingerprint) warnings.push(DISTRIBUTION_REFUSALS.sourcesChanged);
  }
  const total = (pick: (unlock: DistributionUnlockView) => PayoutCosts) => unlocks.reduce((sum, unlock) => ({
    transactions: sum.transactions + pick(unlock).transactions,
    creates: sum.creates + pick(unlock).accountsToCreate,
  }), { transactions: 0, creates: 0 });
  const planCosts = total((unlock) => unlock.costs);
  return {
    status: plan.status,
    builtAt: new Date(plan.built_at).toISOString(),
    builtBy: plan.built_by,
    approvedAt: plan.approved_at === null ? null : new Date(plan.approved_at).toISOString(),
    approvedBy: plan.approved_by,
    mint: plan.mint,
    tokenProgram: plan.token_program,
    decimals: plan.decimals,
    configuredDecimals: TOKEN.decimals,
    distributionWallet: plan.distribution_wallet,
    sourceTokenAccount: plan.source_token_account,
    icoEndsAt: new Date(plan.ico_ends_at).toISOString(),
    recipients: plan.recipients,
    rows: plan.rows,
    total: tokenAmount(plan.total_base_units, plan.decimals),
    purchased: tokenAmount(plan.purchased_base_units, plan.decimals),
    referral: tokenAmount(plan.referral_base_units, plan.decimals),
    flagged: { offCurve: flagged.off_curve, frozen: flagged.frozen, undecided: flagged.undecided, held: flagged.held },
    rentPerAccount: solAmount(rent),
    costs: costs(planCosts.transactions, planCosts.creates, rent),
    planHash: await currentPlanHash(db, plan),
    balances,
    unlocks,
    warnings,
  };
}
