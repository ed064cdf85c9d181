// The words of token distribution states, the same in the console, the investor dashboard and /ledger:
// payout, batch and attempt statuses, recipient flags and token account states.
import type { AttemptStatus, BatchStatus, PayoutStatus, RecipientFlag, TokenAccountState } from '@core/api/distribution';

/** A payout as investors and the public read it. */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  scheduled: 'Scheduled',
  due: 'Due',
  sending: 'Sending',
  paid: 'Paid',
  held: 'Held',
};

/** What each payout status means, for a line under a table. */
export const PAYOUT_STATUS_HINTS: Record<PayoutStatus, string> = {
  scheduled: 'its unlock date is ahead',
  due: 'unlocked, waiting for the team to send it',
  sending: 'its transaction is on its way and is being verified',
  paid: 'verified on chain',
  held: 'held back by the team',
};

export const BATCH_STATUS_LABELS: Record<BatchStatus, string> = {
  ready: 'Ready to sign',
  sending: 'Sending',
  failed: 'Failed',
  paid: 'Paid',
  mismatch: 'Mismatch',
};

/** The batch statuses in the order a run moves through them (for filters). */
export const BATCH_STATUSES = Object.keys(BATCH_STATUS_LABELS) as BatchStatus[];

export const ATTEMPT_STATUS_LABELS: Record<AttemptStatus, string> = {
  started: 'Started, not signed',
  submitted: 'Signed and sent',
  landed: 'Landed',
  failed: 'Failed on chain',
  expired: 'Expired',
};

export const FLAG_LABELS: Record<RecipientFlag, string> = {
  off_curve: 'Owner is not a wallet (off curve)',
  frozen: 'Token account frozen',
};

export const ACCOUNT_STATE_LABELS: Record<TokenAccountState, string> = {
  missing: 'To create',
  ready: 'Exists',
  frozen: 'Frozen',
};

/** Tailwind text colour per payout status (contrast checked on the dark cards). */
export const PAYOUT_STATUS_TONES: Record<PayoutStatus, string> = {
  scheduled: 'text-gray-300',
  due: 'text-amber-200',
  sending: 'text-cyan-200',
  paid: 'text-emerald-300',
  held: 'text-rose-200',
};

/** Who did something, as the audit log records it ("admin:alice"), shown by name ("alice"). */
export const actorName = (actor: string | null): string => (actor ?? '').replace(/^admin:/, '');
