// The words of refund plan states, the same in the console and on /ledger's refund manifest: a line's
// status and its flags (core/api/refunds.ts). Batch and attempt states are the distribution's
// (lib/distribution/labels.ts): both payouts run the same batches. Also what is still owed of a total.
import type { RefundLineFlag, RefundLineStatus, RefundPlanStatus } from '@core/api/refunds';
import { decimalToUnits, unitsToDecimal } from '@core/format/numbers';

export const REFUND_LINE_STATUS_LABELS: Record<RefundLineStatus, string> = {
  owed: 'Owed',
  sending: 'Sending',
  paid: 'Paid',
  held: 'Held',
};

/** The line statuses in the order a refund moves through them (for filters). */
export const REFUND_LINE_STATUSES = Object.keys(REFUND_LINE_STATUS_LABELS) as RefundLineStatus[];

/** What each line status means, for a line under a table. */
export const REFUND_LINE_STATUS_HINTS: Record<RefundLineStatus, string> = {
  owed: 'approved, waiting for the team to send it',
  sending: 'its transaction is on its way and is being verified',
  paid: 'verified on chain',
  held: 'held back by the team',
};

/** Tailwind text colour per line status (contrast checked on the dark cards, as PAYOUT_STATUS_TONES). */
export const REFUND_LINE_STATUS_TONES: Record<RefundLineStatus, string> = {
  owed: 'text-amber-200',
  sending: 'text-cyan-200',
  paid: 'text-emerald-300',
  held: 'text-rose-200',
};

export const REFUND_FLAG_LABELS: Record<RefundLineFlag, string> = {
  off_curve: 'Owner is not a wallet (off curve)',
  frozen: 'Token account frozen',
  cannot_land: 'Below rent for a wallet not on chain (cannot land)',
  dust: 'Dust (less than its share of the fee)',
};

export const REFUND_PLAN_STATUS_LABELS: Record<RefundPlanStatus, string> = {
  draft: 'Draft',
  approved: 'Approved',
  finished: 'Finished',
};

/** The finest decimals of any refund asset (SOL's 9; stablecoins have 6): exact arithmetic on their plain decimals. */
const FINEST_DECIMALS = 9;

/** What is still owed of an asset's total: to refund − paid − held, as a plain decimal in it ("0", "1.25"). */
export function owedDecimal(total: { amount: { amount: string }; paidAmount: { amount: string }; heldAmount: { amount: string } }): string {
  const units = (decimal: string) => decimalToUnits(decimal, FINEST_DECIMALS) ?? 0n;
  return unitsToDecimal(units(total.amount.amount) - units(total.paidAmount.amount) - units(total.heldAmount.amount), FINEST_DECIMALS);
}
