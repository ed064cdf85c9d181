// What an amount is worth: USD value and estimated MRDX at the current phase's price, plus the phase's
// bonus (core's bonusTokens, as the server records it), with core's exact lamport and token math.
import { LAMPORTS_PER_SOL, formatLamportsAsSol, lamportsForUsdCents, parseSolToLamports, usdCentsForLamports, usdToCents, usdToMicroUsd } from '@core/lamports';
import { bonusTokens, tokensForUsd } from '@core/tokens';
import type { PhaseName } from '@core/sale-config';
import { contributionAmountIssue } from '@core/schemas/contribution';

/** USD cents and token base units of a quote: the base tokens and, apart, the phase's bonus. */
export interface Quote {
  usdCents: bigint;
  tokens: bigint;
  bonus: bigint;
}

/** The quote of an order worth `usdCents` (a stablecoin's amount, at $1.00 a unit). */
export function quoteFor(usdCents: bigint, phase: PhaseName): Quote {
  const tokens = tokensForUsd(usdCents, phase);
  return { usdCents, tokens, bonus: bonusTokens(tokens, phase) };
}

/** Quote for a typed SOL amount at `solUsd`; null when the amount or the price is unusable. */
export function quoteSol(amount: string, solUsd: number | null, phase: PhaseName): Quote | null {
  const lamports = parseSolToLamports(amount);
  const price = solUsd === null ? null : usdToMicroUsd(solUsd);
  if (lamports === null || lamports <= 0n || price === null) return null;
  return quoteFor(usdCentsForLamports(lamports, price), phase);
}

/** Quote for an amount of any listed currency at its USD rate (the calculator's display). */
export function quoteCurrency(amount: number, rateUsd: number | undefined, phase: PhaseName): Quote | null {
  if (!Number.isFinite(amount) || amount <= 0 || !rateUsd || !Number.isFinite(rateUsd) || rateUsd <= 0) return null;
  return quoteFor(usdToCents(amount * rateUsd), phase);
}

/**
 * The SOL to send for `usdCents` at `solUsd`, rounded up to the wizard's 0.001 SOL step so the
 * payment is never worth less than the order; null without a usable price.
 */
export function solForUsdCents(usdCents: bigint, solUsd: number | null): string | null {
  const price = solUsd === null ? null : usdToMicroUsd(solUsd);
  if (price === null || usdCents <= 0n) return null;
  const step = LAMPORTS_PER_SOL / 1000n;
  const lamports = lamportsForUsdCents(usdCents, price);
  return formatLamportsAsSol(((lamports + step - 1n) / step) * step);
}

/** SOL equivalent of a USD amount to 3 decimals (the minimum requirements panel). */
export function solEquivalent(usd: number, solUsd: number | null): string | null {
  const price = solUsd === null ? null : usdToMicroUsd(solUsd);
  if (price === null) return null;
  return formatLamportsAsSol(lamportsForUsdCents(usdToCents(usd), price), 3);
}

/**
 * The wizard's amount message for an order worth `usdCents` (the calculator and /checkout warn before
 * step 2, in the same words): over the live per-person cap, under the phase minimum, or unvalidated.
 * Null when the SOL it converts to would be accepted.
 */
export function orderAmountIssue(usdCents: bigint, solUsd: number | null, phase: PhaseName, maxSolPerPerson: number | null): string | null {
  const sol = solForUsdCents(usdCents, solUsd);
  if (sol === null) return null;
  const cap = maxSolPerPerson === null ? null : parseSolToLamports(String(maxSolPerPerson));
  return contributionAmountIssue(sol, { solUsd, phase, maxLamportsPerPerson: cap });
}
