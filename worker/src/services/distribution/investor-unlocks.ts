// The signed-in investor's own payouts for the dashboard's vesting tab: every unlock of the wallets they
// contributed from (the plan pays per wallet), scheduled, due, sending, paid (with its transaction) or
// held, and each wallet's associated token account so the page can read its balance from the chain.
import type { InvestorDistribution, PayoutStatus } from '@core/api/distribution';
import { explorerTxUrl } from '@core/explorer';
import { walletsOfEmail } from '../contributions/contribution-queries';
import { tokenAmount } from './amounts';
import type { ExplorerContext } from './batch-queries';
import { ROW_STATUS_SQL } from './plan-lists';
import { loadPlan } from './plan-store';

/** The distribution view of the investor whose account email is `email`. */
export async function investorDistribution(db: D1Database, email: string, now: Date, explorer: ExplorerContext): Promise<InvestorDistribution> {
  const wallets = await walletsOfEmail(db, email);
  const zero = { scheduled: tokenAmount(0n, 0), due: tokenAmount(0n, 0), paid: tokenAmount(0n, 0), held: tokenAmount(0n, 0) };
  const plan = await loadPlan(db);
  if (!plan || plan.status !== 'approved') {
    return { plan: null, wallets: wallets.map((wallet) => ({ wallet, tokenAccount: null })), unlocks: [], totals: zero };
  }
  const [recipients, rows] = await db.batch([
    db.prepare('SELECT wallet, token_account FROM distribution_recipients WHERE wallet IN (SELECT value FROM json_each(?))').bind(JSON.stringify(wallets)),
    db
      .prepare(
        `SELECT r.wallet, r.unlock_at, r.amount_base_units, r.paid_signature, r.paid_at, ${ROW_STATUS_SQL('?2')} AS shown
         FROM distribution_rows r WHERE r.wallet IN (SELECT value FROM json_each(?1)) ORDER BY r.unlock_at, r.wallet`,
      )
      .bind(JSON.stringify(wallets), now.getTime()),
  ]);
  const tokenAccounts = new Map((recipients!.results as { wallet: string; token_account: string }[]).map((row) => [row.wallet, row.token_account]));
  const unlocks = (rows!.results as { wallet: string; unlock_at: number; amount_base_units: string; paid_signature: string | null; paid_at: number | null; shown: PayoutStatus }[]).map((row) => ({
    wallet: row.wallet,
    unlockAt: new Date(row.unlock_at).toISOString(),
    amount: tokenAmount(row.amount_base_units, plan.decimals),
    status: row.shown,
    signature: row.paid_signature,
    explorerUrl: row.paid_signature ? explorerTxUrl(row.paid_signature, explorer.cluster, explorer.rpcUrl) : null,
    paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
  }));
  const sum = (statuses: PayoutStatus[]) =>
    tokenAmount(unlocks.filter((unlock) => statuses.includes(unlock.status)).reduce((total, unlock) => total + BigInt(unlock.amount.baseUnits), 0n), plan.decimals);
  return {
    plan: { approvedAt: new Date(plan.approved_at!).toISOString(), mint: plan.mint, decimals: plan.decimals, tokenProgram: plan.token_program },
    wallets: wallets.map((wallet) => ({ wallet, tokenAccount: tokenAccounts.get(wallet) ?? null })),
    unlocks,
    totals: { scheduled: sum(['scheduled']), due: sum(['due', 'sending']), paid: sum(['paid']), held: sum(['held']) },
  };
}
