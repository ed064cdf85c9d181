// The console's paged lists of the plan: recipients (searched by wallet, filtered by flag) and payout
// rows (searched by wallet, by unlock and shown status), with totals over every page.
import type { PayoutStatus, PlanRecipientList, PlanRowList } from '@core/api/distribution';
import type { PlanRecipientsQuery, PlanRowsQuery } from '@core/schemas/distribution';
import { explorerTxUrl } from '@core/explorer';
import { tokenAmount } from './amounts';
import { LIVE_ATTEMPT_SQL, type ExplorerContext } from './batch-queries';

/** A wallet prefix search as an index range: base58 has no character above 'z', and '{' follows it. */
export const WALLET_PREFIX_SQL = (column: string, parameter: string) => `(${parameter} = '' OR (${column} >= ${parameter} AND ${column} < ${parameter} || '{'))`;

/** The shown status of payout row `r` at time `now` (an SQL parameter) as an SQL expression. */
export const ROW_STATUS_SQL = (now: string) => `CASE
  WHEN r.status = 'paid' THEN 'paid'
  WHEN r.status = 'held' THEN 'held'
  WHEN r.batch_id IS NOT NULL AND EXISTS (SELECT 1 FROM distribution_attempts a WHERE a.batch_id = r.batch_id AND a.status IN ${LIVE_ATTEMPT_SQL}) THEN 'sending'
  WHEN r.unlock_at > ${now} THEN 'scheduled'
  ELSE 'due' END`;

interface RecipientRow {
  wallet: string;
  token_account: string;
  off_curve: number;
  account_state: 'missing' | 'ready' | 'frozen';
  flagged: number;
  choice: 'pay' | 'hold' | null;
  choice_reason: string | null;
  choice_by: string | null;
  choice_at: number | null;
  rows: number;
  total_base_units: string;
}

/** One page of recipients in wallet order. */
export async function recipientPage(db: D1Database, decimals: number, { q, filter, page, pageSize }: PlanRecipientsQuery): Promise<PlanRecipientList> {
  const where = `WHERE ${WALLET_PREFIX_SQL('wallet', '?1')} AND (?2 = 'all' OR (flagged = 1 AND (?2 = 'flagged' OR choice IS NULL)))`;
  const [rows, count] = await db.batch([
    db.prepare(`SELECT * FROM distribution_recipients ${where} ORDER BY wallet LIMIT ?3 OFFSET ?4`).bind(q, filter, pageSize, (page - 1) * pageSize),
    db.prepare(`SELECT COUNT(*) AS n FROM distribution_recipients ${where}`).bind(q, filter),
  ]);
  return {
    items: (rows!.results as unknown as RecipientRow[]).map((row) => ({
      wallet: row.wallet,
      tokenAccount: row.token_account,
      offCurve: row.off_curve === 1,
      accountState: row.account_state,
      flags: [...(row.off_curve === 1 ? ['off_curve' as const] : []), ...(row.account_state === 'frozen' ? ['frozen' as const] : [])],
      needsChoice: row.flagged === 1 && row.choice === null,
      choice: row.choice,
      choiceReason: row.choice_reason,
      choiceBy: row.choice_by,
      choiceAt: row.choice_at === null ? null : new Date(row.choice_at).toISOString(),
      rows: row.rows,
      total: tokenAmount(row.total_base_units, decimals),
    })),
    page,
    pageSize,
    total: (count!.results[0] as { n: number }).n,
  };
}

interface PayoutRow {
  id: number;
  wallet: string;
  unlock_at: number;
  amount_base_units: string;
  purchased_base_units: string;
  referral_base_units: string;
  shown: PayoutStatus;
  batch_id: string | null;
  paid_signature: string | null;
  paid_at: number | null;
}

/** One page of payout rows (unlock date, then wallet). */
export async function rowPage(
  db: D1Database,
  decimals: number,
  { q, unlockAt, status, page, pageSize }: PlanRowsQuery,
  now: Date,
  explorer: ExplorerContext,
): Promise<PlanRowList> {
  const shown = ROW_STATUS_SQL('?2');
  const where = `WHERE ${WALLET_PREFIX_SQL('r.wallet', '?1')} AND (?3 IS NULL OR r.unlock_at = ?3) AND (?4 IS NULL OR ${shown} = ?4)`;
  const args = [q, now.getTime(), unlockAt?.getTime() ?? null, status ?? null];
  const [rows, count] = await db.batch([
    db.prepare(`SELECT r.*, ${shown} AS shown FROM distribution_rows r ${where} ORDER BY r.unlock_at, r.wallet LIMIT ?5 OFFSET ?6`).bind(...args, pageSize, (page - 1) * pageSize),
    db.prepare(`SELECT COUNT(*) AS n FROM distribution_rows r ${where}`).bind(...args),
  ]);
  return {
    items: (rows!.results as unknown as PayoutRow[]).map((row) => ({
      id: row.id,
      wallet: row.wallet,
      unlockAt: new Date(row.unlock_at).toISOString(),
      amount: tokenAmount(row.amount_base_units, decimals),
      purchased: tokenAmount(row.purchased_base_units, decimals),
      referral: tokenAmount(row.referral_base_units, decimals),
      status: row.shown,
      batchId: row.batch_id,
      signature: row.paid_signature,
      explorerUrl: row.paid_signature ? explorerTxUrl(row.paid_signature, explorer.cluster, explorer.rpcUrl) : null,
      paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
    })),
    page,
    pageSize,
    total: (count!.results[0] as { n: number }).n,
  };
}
