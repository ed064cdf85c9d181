// The conditional start of an attempt, for either payout engine (payout-tables.ts): one D1 statement
// inserts attempt N+1 only while its batch is open and has no live attempt (with the partial unique
// index "one live attempt per batch" behind it), so of two admins or tabs exactly one wins. What the
// engine writes besides (rows' accounts to create, …) is conditioned on `attemptWon`.
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
}

/** True (as SQL, the attempt id bound as ?1) once this start's insert went in: it won. */
export const attemptWon = (tables: PayoutTables) => `EXISTS (SELECT 1 FROM ${tables.attempts} WHERE id = ?1)`;

/** The insert (first in its batch: its changes say who won) and the audit row, written only if it won. */
export function startStatements(db: D1Database, tables: PayoutTables, attempt: NewAttempt): { insert: D1PreparedStatement; audit: D1PreparedStatement } {
  const won: AuditCondition = { sql: attemptWon(tables), params: [attempt.id] };
  return {
    insert: db
      .prepare(
        `INSERT INTO ${tables.attempts} (id, batch_id, number, status, blockhash, last_valid_block_height, priority_fee_micro_lamports, accounts_to_create, started_at, started_by)
         SELECT ?1, ?2, ?3, 'started', ?4, ?5, ?6, ?7, ?8, ?9
         WHERE EXISTS (SELECT 1 FROM ${tables.batches} WHERE id = ?2 AND status = 'open')
           AND NOT EXISTS (SELECT 1 FROM ${tables.attempts} WHERE batch_id = ?2 AND status IN ('started', 'submitted'))
         ON CONFLICT DO NOTHING`,
      )
      .bind(attempt.id, attempt.batchId, attempt.number, attempt.blockhash, attempt.lastValidBlockHeight, Number(attempt.priorityFeeMicroLamports), attempt.accountsToCreate, attempt.at, attempt.actor),
    audit: auditStatement(
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
  };
}
