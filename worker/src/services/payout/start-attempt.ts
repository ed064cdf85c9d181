// The conditional start of an attempt, for either payout engine (payout-tables.ts): one D1 statement
// inserts attempt N+1 only while its batch is open and has no live attempt (with the partial unique
// index "one live attempt per batch" behind it), so of two admins or tabs exactly one wins. The rows'
// accounts to create, the batch's count of them and the audit row are written only by the start that won.
import type { AuditCondition } from '../accounts/audit';
import { auditStatement } from '../accounts/audit';
import type { PayoutTables } from './payout-tables';

export interface NewAttempt {
  id: string;
  batchId: string;
  number: number;
  blockhash: string;
  lastValidBlockHeight: number;
  priorityFeeMicroLamports: bigint;
  accountsToCreate: number;
  at: number;
  actor: string;
  /** Each transfer's row id and whether its token account is created, as this attempt builds it. */
  rowCreates: readonly (readonly [number, boolean])[];
}

/**
 * The statements of a start, to run as one batch: the insert first (its changes say whether it won),
 * then the rows' accounts to create, the batch's count and the audit row, each only if it won.
 */
export function startStatements(db: D1Database, tables: PayoutTables, attempt: NewAttempt): D1PreparedStatement[] {
  const wonSql = `EXISTS (SELECT 1 FROM ${tables.attempts} WHERE id = ?1)`;
  const won: AuditCondition = { sql: wonSql, params: [attempt.id] };
  return [
    db
      .prepare(
        `INSERT INTO ${tables.attempts} (id, batch_id, number, status, blockhash, last_valid_block_height, priority_fee_micro_lamports, accounts_to_create, started_at, started_by)
         SELECT ?1, ?2, ?3, 'started', ?4, ?5, ?6, ?7, ?8, ?9
         WHERE EXISTS (SELECT 1 FROM ${tables.batches} WHERE id = ?2 AND status = 'open')
           AND NOT EXISTS (SELECT 1 FROM ${tables.attempts} WHERE batch_id = ?2 AND status IN ('started', 'submitted'))
         ON CONFLICT DO NOTHING`,
      )
      .bind(attempt.id, attempt.batchId, attempt.number, attempt.blockhash, attempt.lastValidBlockHeight, Number(attempt.priorityFeeMicroLamports), attempt.accountsToCreate, attempt.at, attempt.actor),
    db
      .prepare(
        `UPDATE ${tables.rows} SET create_account = j.create_account
         FROM (SELECT json_extract(value, '$[0]') AS id, json_extract(value, '$[1]') AS create_account FROM json_each(?2)) AS j
         WHERE ${tables.rows}.id = j.id AND ${tables.rows}.batch_id = ?3 AND ${wonSql}`,
      )
      .bind(attempt.id, JSON.stringify(attempt.rowCreates.map(([id, create]) => [id, create ? 1 : 0])), attempt.batchId),
    db.prepare(`UPDATE ${tables.batches} SET accounts_to_create = ?2 WHERE id = ?3 AND ${wonSql}`).bind(attempt.id, attempt.accountsToCreate, attempt.batchId),
    auditStatement(
      db,
      attempt.actor,
      tables.audit.attemptStarted,
      attempt.batchId,
      {
        attempt: attempt.id,
        number: attempt.number,
        blockhash: attempt.blockhash,
        lastValidBlockHeight: attempt.lastValidBlockHeight,
        accountsToCreate: attempt.accountsToCreate,
        priorityFeeMicroLamports: attempt.priorityFeeMicroLamports.toString(),
      },
      attempt.at,
      won,
    ),
  ];
}
