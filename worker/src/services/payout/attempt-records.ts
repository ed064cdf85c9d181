// Reads of signing attempts and their views for the console, for either payout engine's tables
// (payout-tables.ts). A batch's shown status is derived, never stored twice: paid and mismatch are
// stored; an open batch is sending while it has a live attempt (started or submitted), failed when its
// last attempt failed on chain, otherwise ready.
import type { AttemptView } from '@core/api/distribution';
import { explorerTxUrl } from '@core/explorer';
import type { PayoutTables } from './payout-tables';

/** Attempt statuses under which the attempt's transaction may still land. */
export const LIVE_ATTEMPT_SQL = "('started', 'submitted')";

/** The shown status of batch `b` (an alias of `tables.batches`) as an SQL expression. */
export function batchStatusSql(tables: PayoutTables): string {
  return `CASE
  WHEN b.status <> 'open' THEN b.status
  WHEN EXISTS (SELECT 1 FROM ${tables.attempts} a WHERE a.batch_id = b.id AND a.status IN ${LIVE_ATTEMPT_SQL}) THEN 'sending'
  WHEN (SELECT a.status FROM ${tables.attempts} a WHERE a.batch_id = b.id ORDER BY a.number DESC LIMIT 1) = 'failed' THEN 'failed'
  ELSE 'ready' END`;
}

export interface AttemptRecord {
  id: string;
  batch_id: string;
  number: number;
  status: AttemptView['status'];
  blockhash: string;
  last_valid_block_height: number;
  priority_fee_micro_lamports: number;
  accounts_to_create: number;
  signature: string | null;
  started_at: number;
  started_by: string;
  submitted_at: number | null;
  resolved_at: number | null;
  error: string | null;
}

/** Every attempt of the given batches, oldest first. */
export async function attemptsOf(db: D1Database, tables: PayoutTables, batchIds: readonly string[]): Promise<AttemptRecord[]> {
  if (batchIds.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT * FROM ${tables.attempts} WHERE batch_id IN (SELECT value FROM json_each(?)) ORDER BY batch_id, number`)
    .bind(JSON.stringify(batchIds))
    .all<AttemptRecord>();
  return results;
}

/** Where links point: the cluster and (for a local chain) its RPC URL. */
export interface ExplorerContext {
  cluster: string;
  rpcUrl: string;
}

export function attemptView(attempt: AttemptRecord, explorer: ExplorerContext): AttemptView {
  return {
    id: attempt.id,
    number: attempt.number,
    status: attempt.status,
    blockhash: attempt.blockhash,
    lastValidBlockHeight: String(attempt.last_valid_block_height),
    priorityFeeMicroLamports: String(attempt.priority_fee_micro_lamports),
    signature: attempt.signature,
    explorerUrl: attempt.signature ? explorerTxUrl(attempt.signature, explorer.cluster, explorer.rpcUrl) : null,
    startedAt: new Date(attempt.started_at).toISOString(),
    startedBy: attempt.started_by,
    submittedAt: attempt.submitted_at === null ? null : new Date(attempt.submitted_at).toISOString(),
    resolvedAt: attempt.resolved_at === null ? null : new Date(attempt.resolved_at).toISOString(),
    error: attempt.error,
  };
}

/** The error a batch shows: its stored detail, else its last attempt's failure or broadcast refusal. */
export function batchError(detail: string | null, attempts: readonly AttemptRecord[]): string | null {
  const last = attempts.at(-1);
  return detail ?? (last && (last.status === 'failed' || last.status === 'submitted') ? last.error : null);
}

/** Why a live attempt blocks a new one, with the height it waits for. */
export const stillLanding = (lastValid: number) =>
  `An attempt may still land: it stays valid until block height ${lastValid}. It can be signed again once that height has passed and no transaction carries its reference.`;
