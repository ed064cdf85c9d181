// The admin's fundraising form (goal, soft cap, hard cap, end date) and the signed adjustments of the
// totals (docs/decisions.md, "Totals are never overwritten"), with the messages the form has always shown.
import * as v from 'valibot';

export const FUNDRAISING_MESSAGES = {
  goal: 'Goal must be greater than 0',
  hardCap: 'Hard cap must be greater than 0',
  softCap: 'Soft cap must be greater than 0',
  softAboveGoal: 'Soft cap must not be greater than the goal',
  goalAboveHardCap: 'Goal must not be greater than the hard cap',
  endDateRequired: 'End date is required',
  endDateInvalid: 'End date must be a valid date',
  amountInvalid: 'Adjustment amount must be a number with at most 2 decimals',
  investorsInvalid: 'Investors must be a whole number',
  reasonRequired: 'Reason is required',
  reasonTooLong: 'Reason must be at most 500 characters',
  adjustmentEmpty: 'An adjustment must change the amount or the investors',
  updated: { title: 'Stats Updated', description: 'Fundraising statistics have been updated successfully.' },
  updateFailed: { title: 'Update Failed', description: 'Failed to update fundraising statistics.' },
} as const;

/** Largest USD amount the admin may type (cents stay far below 2^53). */
export const MAX_USD = 1_000_000_000;

/** A USD amount as a number or a decimal string with at most 2 decimals, parsed to integer cents; null if not. */
export function parseUsdToCents(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const match = /^(-?)(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (cents > MAX_USD * 100) return null;
  return match[1] ? -cents : cents;
}

/** A cap in USD: positive (at least 1), at most 2 decimals; the output is cents. */
const cap = (message: string) =>
  v.pipe(
    v.unknown(),
    v.transform(parseUsdToCents),
    v.check((cents): cents is number => cents !== null && cents >= 100, message),
    v.transform((cents) => cents as number),
  );

/** POST /api/admin/fundraising/stats. currentAmount and totalInvestors of the old form are not accepted (use adjustments). */
export const FundraisingSettingsSchema = v.pipe(
  v.object({
    goal: cap(FUNDRAISING_MESSAGES.goal),
    softCap: cap(FUNDRAISING_MESSAGES.softCap),
    hardCap: cap(FUNDRAISING_MESSAGES.hardCap),
    endDate: v.pipe(
      v.optional(v.string(FUNDRAISING_MESSAGES.endDateRequired), ''),
      v.trim(),
      v.nonEmpty(FUNDRAISING_MESSAGES.endDateRequired),
      v.maxLength(40, FUNDRAISING_MESSAGES.endDateInvalid),
      v.check((text) => !Number.isNaN(Date.parse(text)), FUNDRAISING_MESSAGES.endDateInvalid),
      v.transform((text) => new Date(Date.parse(text))),
    ),
  }),
  v.check((input) => input.softCap <= input.goal, FUNDRAISING_MESSAGES.softAboveGoal),
  v.check((input) => input.goal <= input.hardCap, FUNDRAISING_MESSAGES.goalAboveHardCap),
);

/** POST /api/admin/fundraising/adjustments: a signed USD amount and investors delta with a required reason. */
export const FundraisingAdjustmentSchema = v.pipe(
  v.object({
    amount: v.pipe(
      v.optional(v.unknown(), 0),
      v.transform(parseUsdToCents),
      v.check((cents): cents is number => cents !== null, FUNDRAISING_MESSAGES.amountInvalid),
      v.transform((cents) => cents as number),
    ),
    investorsDelta: v.pipe(
      v.optional(v.number(FUNDRAISING_MESSAGES.investorsInvalid), 0),
      v.integer(FUNDRAISING_MESSAGES.investorsInvalid),
      v.minValue(-1_000_000, FUNDRAISING_MESSAGES.investorsInvalid),
      v.maxValue(1_000_000, FUNDRAISING_MESSAGES.investorsInvalid),
    ),
    reason: v.pipe(
      v.optional(v.string(FUNDRAISING_MESSAGES.reasonRequired), ''),
      v.trim(),
      v.nonEmpty(FUNDRAISING_MESSAGES.reasonRequired),
      v.maxLength(500, FUNDRAISING_MESSAGES.reasonTooLong),
    ),
  }),
  v.check((input) => input.amount !== 0 || input.investorsDelta !== 0, FUNDRAISING_MESSAGES.adjustmentEmpty),
);

export type FundraisingSettingsInput = v.InferOutput<typeof FundraisingSettingsSchema>;
export type FundraisingAdjustmentInput = v.InferOutput<typeof FundraisingAdjustmentSchema>;
