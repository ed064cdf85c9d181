// The public payout manifest (/ledger): the approved plan's payouts with shortened wallets, amounts,
// unlock dates and status, each paid one with its transaction and its batch's earlier attempts that
// expired or failed. Searchable by wallet (whole or first characters); never an email.
import type { ManifestEntry, PayoutManifest, PayoutStatus } from '@core/api/distribution';
import type { ManifestQuery } from '@core/schemas/distribution';
import { shortenAddress } from '@core/address';
import { explorerTxUrl } from '@core/explorer';
import { tokenAmount } from './amounts';
import type { ExplorerContext } from './batch-queries';
import { ROW_STATUS_SQL, WALLET_PREFIX_SQL } from './plan-lists';
import { loadPlan } from './plan-store';

interface ManifestRow {
  wallet: string;
  unlock_at: number;
  amount_base_units: string;
  shown: PayoutStatus;
  batch_id: string | null;
  paid_signature: string | null;
}

/** One page of the manifest at `now`; `plan: null` and no items until a plan is approved. */
export async function payoutManifest(db: D1Database, { q, page, pageSize }: ManifestQuery, now: Date, explorer: ExplorerContext): Promise<PayoutManifest> {
  const plan = await loadPlan(db);
  if (!plan || plan.status !== 'approved') return { plan: null, items: [], page, pageSize, total: 0 };
  const where = `WHERE ${WALLET_PREFIX_SQL('r.wallet', '?1')}`;
  const [rows, count, unlocks, progress] = await db.batch([
    db.prepare(`SELECT r.wallet, r.unlock_at, r.amount_base_units, r.batch_id, r.paid_signature, ${ROW_STATUS_SQL('?2')} AS shown
                FROM distribution_rows r ${where} ORDER BY r.unlock_at, r.wallet LIMIT ?3 OFFSET ?4`).bind(q, now.getTime(), pageSize, (page - 1) * pageSize),
    db.prepare(`SELECT COUNT(*) AS n FROM distribution_rows r ${where}`).bind(q),
    db.prepare('SELECT unlock_at, number, rows, total_base_units FROM distribution_unlocks ORDER BY unlock_at'),
    db.prepare(`SELECT unlock_at, COUNT(*) AS n, CAST(SUM(CAST(amount_base_units AS INTEGER)) AS TEXT) AS units FROM distribution_rows WHERE status = 'paid' GROUP BY unlock_at`),
  ]);
  const items = rows!.results as unknown as ManifestRow[];
  const batchIds = [...new Set(items.map((row) => row.batch_id).filter((id): id is string => id !== null))];
  const earlier = batchIds.length === 0 ? [] : (await db
    .prepare("SELECT batch_id, signature, status FROM distribution_attempts WHERE batch_id IN (SELECT value FROM json_each(?)) AND status IN ('expired', 'failed') AND signature IS NOT NULL ORDER BY number")
    .bind(JSON.stringify(batchIds))
    .all<{ batch_id: string; signature: string; status: 'expired' | 'failed' }>()).results;
  const link = (signature: string) => explorerTxUrl(signature, explorer.cluster, explorer.rpcUrl);
  const paidBy = new Map((progress!.results as { unlock_at: number; n: number; units: string }[]).map((row) => [row.unlock_at, row]));
  return {
    plan: {
      approvedAt: new Date(plan.approved_at!).toISOString(),
      planHash: plan.plan_hash!,
      mint: plan.mint,
      decimals: plan.decimals,
      recipients: plan.recipients,
      rows: plan.rows,
      total: tokenAmount(plan.total_base_units, plan.decimals),
      unlocks: (unlocks!.results as { unlock_at: number; number: number; rows: number; total_base_units: string }[]).map((unlock) => ({
        number: unlock.number,
        unlockAt: new Date(unlock.unlock_at).toISOString(),
        rows: unlock.rows,
        amount: tokenAmount(unlock.total_base_units, plan.decimals),
        paidRows: paidBy.get(unlock.unlock_at)?.n ?? 0,
        paidAmount: tokenAmount(paidBy.get(unlock.unlock_at)?.units ?? '0', plan.decimals),
      })),
    },
    items: items.map((row): ManifestEntry => ({
      wallet: shortenAddress(row.wallet, 'public'),
      amount: tokenAmount(row.amount_base_units, plan.decimals),
      unlockAt: new Date(row.unlock_at).toISOString(),
      status: row.shown,
      signature: row.paid_signature,
      explorerUrl: row.paid_signature ? link(row.paid_signature) : null,
      expiredAttempts: earlier.filter((attempt) => attempt.batch_id === row.batch_id).map((attempt) => ({ signature: attempt.signature, status: attempt.status, explorerUrl: link(attempt.signature) })),
    })),
    page,
    pageSize,
    total: (count!.results[0] as { n: number }).n,
  };
}
