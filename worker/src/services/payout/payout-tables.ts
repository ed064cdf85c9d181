// The tables one payout engine works on: token distribution (distribution_batches / _attempts) and
// refunds (refund_batches / _attempts) share the same batch and attempt columns and semantics
// (docs/money-out.md), so the attempt machinery (start guard, submit, verify) takes which pair to use
// and the audit actions to write, instead of being written twice.
import type { AuditAction } from '@core/audit-actions';

export interface PayoutTables {
  batches: 'distribution_batches' | 'refund_batches';
  attempts: 'distribution_attempts' | 'refund_attempts';
  /** What a batch pays, one row per transfer (batch_id, create_account). */
  rows: 'distribution_rows' | 'refund_lines';
  audit: {
    attemptStarted: AuditAction;
    attemptSubmitted: AuditAction;
    attemptFailed: AuditAction;
    attemptExpired: AuditAction;
    batchPaid: AuditAction;
    batchMismatch: AuditAction;
  };
}

export const DISTRIBUTION_TABLES: PayoutTables = {
  batches: 'distribution_batches',
  attempts: 'distribution_attempts',
  rows: 'distribution_rows',
  audit: {
    attemptStarted: 'distribution.attempt_started',
    attemptSubmitted: 'distribution.attempt_submitted',
    attemptFailed: 'distribution.attempt_failed',
    attemptExpired: 'distribution.attempt_expired',
    batchPaid: 'distribution.batch_paid',
    batchMismatch: 'distribution.batch_mismatch',
  },
};

export const REFUND_TABLES: PayoutTables = {
  batches: 'refund_batches',
  attempts: 'refund_attempts',
  rows: 'refund_lines',
  audit: {
    attemptStarted: 'refund.attempt_started',
    attemptSubmitted: 'refund.attempt_submitted',
    attemptFailed: 'refund.attempt_failed',
    attemptExpired: 'refund.attempt_expired',
    batchPaid: 'refund.batch_paid',
    batchMismatch: 'refund.batch_mismatch',
  },
};
