// The orders the sale would accept, in the calculator's terms: the USD bounds of the current phase
// (its minimum; the whitelist's per-person cap in SOL, or the room left under the hard cap), the
// slider's range and step in each currency, and the order the calculator opens on.

/** What the bounds are read from: the phase's rules and the server's live settings and totals. */
export interface OrderRules {
  /** The phase minimum (core/sale-config.ts). */
  minUsd: number;
  /** The per-person cap of the phase in SOL (the whitelist's, from the server), null when none. */
  maxSolPerPerson: number | null;
  /** USD still under the hard cap (GET /api/fundraising-stats), null while unknown. */
  roomUsd: number | null;
  solUsd: number;
}

/** The USD an order may be worth: at least the minimum, at most the cap or the room (null: no upper bound known). */
export function orderBoundsUsd(rules: OrderRules): { minUsd: number; maxUsd: number | null } {
  const caps = [rules.maxSolPerPerson === null ? null : rules.maxSolPerPerson * rules.solUsd, rules.roomUsd].filter((cap): cap is number => cap !== null);
  return { minUsd: rules.minUsd, maxUsd: caps.length > 0 ? Math.min(...caps) : null };
}

/** A round step near `span / 200`: 1, 2 or 5 times a power of ten. */
export function niceStep(span: number): number {
  if (!(span > 0)) return 0.001;
  const rough = span / 200;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  // Never finer than the wizard's 0.001 SOL-like precision in the currency itself.
  return Math.max(step, 1e-6);
}

/** Rounds `value` to `step`'s decimals (float noise such as 0.30000000000000004 goes). */
export function roundToStep(value: number, step: number, direction: 'up' | 'down' | 'nearest' = 'nearest'): number {
  const round = direction === 'up' ? Math.ceil : direction === 'down' ? Math.floor : Math.round;
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Number((round(Number((value / step).toFixed(6))) * step).toFixed(decimals));
}

/** Three significant digits of `value`'s size (0.278 → 0.001): how finely a minimum or a converted amount is written. */
export function amountPrecision(value: number): number {
  if (!(value > 0)) return 0.001;
  return Math.max(10 ** (Math.floor(Math.log10(value)) - 2), 1e-6);
}

/**
 * The slider in a currency priced at `rateUsd`: from the minimum (rounded up at its own precision, so
 * the range says the sale's minimum and not a step above it) to the cap (rounded down to the step);
 * without a known cap, up to 100 times the minimum. The step is about a 200th of the span, so the
 * slider's own scale starts at `sliderMin` (the minimum rounded down to the step) and a position below
 * the minimum reads as the minimum.
 */
export function sliderRange(
  bounds: { minUsd: number; maxUsd: number | null },
  rateUsd: number,
): { min: number; max: number; step: number; sliderMin: number; precision: number } {
  const minimum = bounds.minUsd / rateUsd;
  const maximum = (bounds.maxUsd ?? bounds.minUsd * 100) / rateUsd;
  const step = niceStep(maximum - minimum);
  const precision = amountPrecision(minimum);
  const min = roundToStep(minimum, precision, 'up');
  return { min, max: Math.max(min, roundToStep(maximum, step, 'down')), step, sliderMin: roundToStep(min, step, 'down'), precision };
}

/** Round amounts of SOL the calculator prefers to open on. */
const ROUND_SOL = [0.5, 1, 2, 5, 10] as const;

/**
 * The SOL the calculator opens on: the first round amount the sale accepts (1 SOL in the whitelist
 * with a $100 minimum at $180 per SOL), else the minimum itself, rounded up to 0.001 SOL.
 */
export function defaultOrderSol(bounds: { minUsd: number; maxUsd: number | null }, solUsd: number): number {
  const fits = (sol: number) => sol * solUsd >= bounds.minUsd && (bounds.maxUsd === null || sol * solUsd <= bounds.maxUsd);
  return ROUND_SOL.find(fits) ?? roundToStep(bounds.minUsd / solUsd, 0.001, 'up');
}

/** `amount` of one currency in another at the same USD value, at the new range's precision, within its range. */
export function convertAmount(amount: number, fromRateUsd: number, range: { min: number; max: number; precision: number }, toRateUsd: number): number {
  const converted = roundToStep((amount * fromRateUsd) / toRateUsd, range.precision);
  return Math.min(range.max, Math.max(range.min, converted));
}
