// The refund plan as the console shows it: totals, flags, every asset with its progress and costs
// (estimated on a draft from the accounts missing at the build, exact once batches are formed), the
// treasury's balances, the hash to approve, and what stands in the way.
import type { PayoutCosts, RefundAssetView, RefundPlanView } from '@core/api/refunds';
import { formatAssetAmount } from '@core/asset-amount';
import { SOL_DECIMALS } from '@core/lamports';
import { estimatePayoutCosts } from '@core/distribution/costs';
import { transfersPerTransactionBound } from '@core/distribution/packing';
import { LAMPORTS_PER_SIGNATURE } from '@core/distribution/programs';
import { ASSET_SYMBOLS, stablecoinMint, type AssetSymbol, type StablecoinSymbol } from '@core/payment-assets';
import type { SolanaRpc } from '../chain/solana-rpc';
import { solAmount } from '../distribution/amounts';
import { tokenAccountCalls, tokenAccountsFrom } from '../distribution/chain-reads';
import { refundAmount } from './amounts';
import { REFUND_BATCH_STATUS_SQL } from './batch-queries';
import { currentPlanHash } from './plan-approval';
import { refundPayoutAsset } from './payout-asset';
import type { RefundPlanRecord } from './plan-store';
import { undecidedLinesRefusal } from './refusals';

interface AssetSums {
  asset: AssetSymbol;
  decimals: number;
  lines: number;
  units: string;
  held_lines: number;
  held_units: string;
  paid_lines: number;
  paid_units: string;
  missing_accounts: number;
}

const costsOf = (transactions: number, accountsToCreate: number, rentPerAccount: bigint): PayoutCosts => {
  const fee = BigInt(transactions) * LAMPORTS_PER_SIGNATURE;
  const rent = BigInt(accountsToCreate) * rentPerAccount;
  return { transactions, accountsToCreate, fees: solAmount(fee), rent: solAmount(rent), total: solAmount(fee + rent) };
};

/** The treasury's SOL and its token account balance of each stablecoin of the plan, or null when the chain cannot be read. */
async function treasuryBalances(rpc: SolanaRpc, plan: RefundPlanRecord, cluster: string, assets: readonly AssetSums[]) {
  try {
    const sources = (await Promise.all(assets.map(async (sums) => {
      const payout = await refundPayoutAsset(sums.asset, cluster, plan.treasury, sums.decimals);
      return payout?.kind === 'token' ? [{ asset: sums.asset, account: payout.sourceTokenAccount }] : [];
    }))).flat();
    const accounts = sources.map((source) => source.account);
    const calls = [...tokenAccountCalls(accounts), { method: 'getBalance', params: [plan.treasury, { commitment: 'confirmed' }] }];
    const answers = await rpc.callMany<unknown>(calls);
    const states = tokenAccountsFrom(accounts, answers.slice(0, -1));
    return { sol: BigInt((answers.at(-1) as { value: number }).value), tokens: new Map(sources.map((source) => [source.asset, states.get(source.account)?.amount ?? 0n])) };
  } catch {
    return null;
  }
}

/** The view of `plan` for the console, reading the treasury's balances through `rpc`. */
export async function refundPlanView(db: D1Database, rpc: SolanaRpc, plan: RefundPlanRecord, cluster: string): Promise<RefundPlanView> {
  const [sums, batchCounts, flags] = await db.batch([
    db.prepare(
      `SELECT asset, MAX(decimals) AS decimals, COUNT(*) AS lines, CAST(SUM(CAST(amount_base_units AS INTEGER)) AS TEXT) AS units,
         SUM(status = 'held' OR choice = 'hold') AS held_lines, CAST(SUM(CASE WHEN status = 'held' OR choice = 'hold' THEN CAST(amount_base_units AS INTEGER) ELSE 0 END) AS TEXT) AS held_units,
         SUM(status = 'paid') AS paid_lines, CAST(SUM(CASE WHEN status = 'paid' THEN CAST(amount_base_units AS INTEGER) ELSE 0 END) AS TEXT) AS paid_units,
         SUM(asset <> 'SOL' AND account_state = 'missing' AND COALESCE(choice, '') <> 'hold') AS missing_accounts
       FROM refund_lines WHERE plan_id = ? GROUP BY asset`,
    ).bind(plan.id),
    db.prepare(
      `SELECT b.asset, ${REFUND_BATCH_STATUS_SQL} AS shown, COUNT(*) AS n, SUM(b.accounts_to_create) AS creates
       FROM refund_batches b WHERE b.plan_id = ? GROUP BY b.asset, shown`,
    ).bind(plan.id),
    db.prepare(
      `SELECT SUM(flags LIKE '%off_curve%') AS off_curve, SUM(flags LIKE '%frozen%') AS frozen, SUM(flags LIKE '%cannot_land%') AS cannot_land,
         SUM(flags LIKE '%dust%') AS dust, SUM(flagged = 1 AND choice IS NULL) AS undecided, SUM(choice = 'hold') AS held
       FROM refund_lines WHERE plan_id = ?`,
    ).bind(plan.id),
  ]);
  const assets = ([...(sums!.results as unknown as AssetSums[])]).sort((a, b) => ASSET_SYMBOLS.indexOf(a.asset) - ASSET_SYMBOLS.indexOf(b.asset));
  const batches = batchCounts!.results as unknown as { asset: AssetSymbol; shown: string; n: number; creates: number }[];
  const flagRow = (flags!.results[0] ?? {}) as Record<string, number | null>;
  const rent = BigInt(plan.rent_per_account_lamports);
  const balances = await treasuryBalances(rpc, plan, cluster, assets);
  const count = (asset: AssetSymbol, shown: string) => batches.filter((row) => row.asset === asset && row.shown === shown).reduce((sum, row) => sum + row.n, 0);

  const solCostsLeft = new Map<AssetSymbol, bigint>();
  const assetViews: RefundAssetView[] = await Promise.all(assets.map(async (sums) => {
    const payout = (await refundPayoutAsset(sums.asset, cluster, plan.treasury, sums.decimals)) ?? { kind: 'sol' as const };
    const own = batches.filter((row) => row.asset === sums.asset);
    const payable = sums.lines - sums.held_lines;
    let costs: PayoutCosts;
    if (own.length > 0) costs = costsOf(own.reduce((sum, row) => sum + row.n, 0), own.reduce((sum, row) => sum + row.creates, 0), rent);
    else if (payout.kind === 'sol') costs = costsOf(Math.ceil(payable / transfersPerTransactionBound({ createShare: 0, sol: true })), 0, rent);
    else {
      const estimate = estimatePayoutCosts(payable, sums.missing_accounts, { tokenProgram: payout.tokenProgram, rentPerAccountLamports: rent });
      costs = costsOf(estimate.transactions, estimate.accountsToCreate, rent);
    }
    const balance = balances ? (sums.asset === 'SOL' ? balances.sol : (balances.tokens.get(sums.asset) ?? null)) : null;
    // What paying the rest will cost the treasury in SOL: the batches not paid yet once they are formed.
    const unpaid = own.filter((row) => row.shown !== 'paid');
    solCostsLeft.set(sums.asset, own.length > 0 ? BigInt(costsOf(unpaid.reduce((sum, row) => sum + row.n, 0), unpaid.reduce((sum, row) => sum + row.creates, 0), rent).total.lamports) : BigInt(costs.total.lamports));
    return {
      asset: sums.asset,
      payout,
      lines: sums.lines,
      amount: refundAmount(sums.asset, sums.units, sums.decimals),
      heldLines: sums.held_lines,
      heldAmount: refundAmount(sums.asset, sums.held_units, sums.decimals),
      progress: {
        paidLines: sums.paid_lines,
        payableLines: payable,
        paidAmount: refundAmount(sums.asset, sums.paid_units, sums.decimals),
        readyBatches: count(sums.asset, 'ready'),
        sendingBatches: count(sums.asset, 'sending'),
        failedBatches: count(sums.asset, 'failed'),
        paidBatches: count(sums.asset, 'paid'),
        mismatchBatches: count(sums.asset, 'mismatch'),
      },
      costs,
      balance: balance === null ? null : refundAmount(sums.asset, balance, sums.decimals),
    };
  }));
  const totalCosts = costsOf(
    assetViews.reduce((sum, view) => sum + view.costs.transactions, 0),
    assetViews.reduce((sum, view) => sum + view.costs.accountsToCreate, 0),
    rent,
  );
  const undecided = flagRow.undecided ?? 0;
  const warnings: string[] = [];
  if (plan.status === 'draft' && undecided > 0) warnings.push(undecidedLinesRefusal(undecided));
  // The treasury pays every batch's fee and rent in SOL on top of the SOL refunds themselves.
  const stillToRefund = (view: RefundAssetView) => BigInt(view.amount.baseUnits) - BigInt(view.heldAmount.baseUnits) - BigInt(view.progress.paidAmount.baseUnits);
  const feesAndRentLeft = assetViews.reduce((sum, view) => sum + (stillToRefund(view) > 0n ? (solCostsLeft.get(view.asset) ?? 0n) : 0n), 0n);
  if (plan.status !== 'finished' && balances) {
    const solView = assetViews.find((view) => view.asset === 'SOL');
    const solOwed = solView ? stillToRefund(solView) : 0n;
    const needed = solOwed + feesAndRentLeft;
    if (balances.sol < needed) {
      const sol = (lamports: bigint) => formatAssetAmount({ asset: 'SOL', units: lamports, decimals: SOL_DECIMALS });
      const parts = [solOwed > 0n ? `${sol(solOwed)} still to refund` : null, feesAndRentLeft > 0n ? `${sol(feesAndRentLeft)} of fees and rent` : null].filter(Boolean).join(' and ');
      warnings.push(`The treasury holds ${sol(balances.sol)} but needs ${sol(needed)} (${parts}): top it up before paying`);
    }
  }
  for (const view of assetViews) {
    if (plan.status === 'finished' || view.balance === null || view.asset === 'SOL') continue;
    const owed = stillToRefund(view);
    const decimals = view.payout.kind === 'token' ? view.payout.decimals : SOL_DECIMALS;
    if (BigInt(view.balance.baseUnits) < owed) {
      const tokens = (units: bigint) => formatAssetAmount({ asset: view.asset, units, decimals });
      warnings.push(`The treasury holds ${tokens(BigInt(view.balance.baseUnits))} but ${tokens(owed)} is still to refund: top it up before paying`);
    }
  }
  for (const view of assetViews) if (view.payout.kind === 'token' && !stablecoinMint(cluster, view.asset as StablecoinSymbol)) warnings.push(`This cluster does not take ${view.asset}`);
  return {
    id: plan.id,
    status: plan.status,
    builtAt: new Date(plan.built_at).toISOString(),
    builtBy: plan.built_by,
    approvedAt: plan.approved_at === null ? null : new Date(plan.approved_at).toISOString(),
    approvedBy: plan.approved_by,
    finishedAt: plan.finished_at === null ? null : new Date(plan.finished_at).toISOString(),
    treasury: plan.treasury,
    wallets: plan.wallets,
    lines: plan.lines,
    sources: plan.sources,
    flagged: {
      offCurve: flagRow.off_curve ?? 0, frozen: flagRow.frozen ?? 0, cannotLand: flagRow.cannot_land ?? 0, dust: flagRow.dust ?? 0, undecided, held: flagRow.held ?? 0,
    },
    dustThresholdLamports: String(plan.dust_threshold_lamports),
    rentPerAccount: solAmount(rent),
    costs: totalCosts,
    planHash: plan.plan_hash ?? (await currentPlanHash(db, plan)),
    treasurySol: balances ? solAmount(balances.sol) : null,
    assets: assetViews,
    warnings,
  };
}
