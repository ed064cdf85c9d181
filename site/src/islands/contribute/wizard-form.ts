// The wizard's form values and per-step validation with the shared core schemas:
// the same rules and messages the intent route enforces.
import * as v from 'valibot';
import { ContributionStep1Schema, ContributionStep3Schema, contributionStep2SchemaFor } from '@core/schemas/contribution';
import type { PhaseName } from '@core/sale-config';

/** The wizard's form values. */
export interface WizardValues {
  email: string;
  walletAddress: string;
  currency: string;
  amount: string;
  newsletterSubscribed: boolean;
  agreeToTerms: boolean;
}

export type WizardField = keyof WizardValues;
export type WizardErrors = Partial<Record<WizardField, string>>;
export type WizardStep = 1 | 2 | 3;

/** Defaults; also what the form returns to after a credited contribution (currency SOL). */
export const INITIAL_VALUES: WizardValues = {
  email: '',
  walletAddress: '',
  currency: 'sol',
  amount: '',
  newsletterSubscribed: true,
  agreeToTerms: false,
};

/** The fields each step validates. */
export const STEP_FIELDS: Record<WizardStep, WizardField[]> = {
  1: ['email', 'walletAddress'],
  2: ['currency', 'amount'],
  3: ['agreeToTerms'],
};

/** What step 2 needs to judge the amount. */
export interface AmountContext {
  solUsd: number | null;
  phase: PhaseName;
  /** The whitelist per-person cap as the admin saved it (from /api/sale). */
  maxLamportsPerPerson?: bigint | null;
}

function firstMessages(issues: v.GenericIssue[] | undefined): WizardErrors {
  if (!issues) return {};
  const nested = v.flatten(issues as [v.GenericIssue, ...v.GenericIssue[]]).nested ?? {};
  const errors: WizardErrors = {};
  for (const [field, messages] of Object.entries(nested)) {
    if (messages?.[0]) errors[field as WizardField] = messages[0];
  }
  return errors;
}

/** Errors of one step's fields, empty when the step may advance. */
export function validateStep(step: WizardStep, values: WizardValues, ctx: AmountContext): WizardErrors {
  const schema = step === 1 ? ContributionStep1Schema : step === 2 ? contributionStep2SchemaFor(ctx) : ContributionStep3Schema;
  const input = Object.fromEntries(STEP_FIELDS[step].map((field) => [field, values[field]]));
  return firstMessages(v.safeParse(schema, input).issues);
}

/** Errors of every step, in step order: the first step with an error is where Confirm sends the visitor. */
export function firstInvalidStep(values: WizardValues, ctx: AmountContext): { step: WizardStep; errors: WizardErrors } | null {
  for (const step of [1, 2, 3] as const) {
    const errors = validateStep(step, values, ctx);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  return null;
}
