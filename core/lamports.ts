// Exact SOL and USD arithmetic: lamports, micro-USD prices and cents as BigInt, never floats.

/** Lamports in one SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n;

/** Fraction digits of a SOL amount (1 lamport = 0.000000001 SOL). */
export const SOL_DECIMALS = 9;

/** Micro-USD in one cent: prices are carried as micro-USD so that a SOL price keeps 6 decimals. */
const MICRO_USD_PER_CENT = 10_000n;

const SOL_TEXT = /^(\d*)(?:\.(\d*))?$/;

/**
 * Parses a SOL amount typed by a person ("1.5", "0.001", ".5") into lamports, exactly.
 * Returns null for anything that is not a plain non-negative decimal with at most 9 fraction digits
 * (signs, exponents, spaces inside, commas, more than 9 decimals).
 */
export function parseSolToLamports(text: string): bigint | null {
  const match = SOL_TEXT.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  // A huge integer part is a typo, not a contribution; refuse before BigInt makes it expensive.
  if (whole.length > 15 || fraction.length > SOL_DECIMALS) return null;
  return BigInt(whole || '0') * LAMPORTS_PER_SOL + BigInt(fraction.padEnd(SOL_DECIMALS, '0'));
}

/** Divides rounding half away from zero (a, b of any sign, b non-zero). */
function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const absA = a < 0n ? -a : a;
  const absB = b < 0n ? -b : b;
  const q = (absA + absB / 2n) / absB;
  return negative ? -q : q;
}

/** Divides rounding up (towards +infinity) for non-negative a and positive b. */
export function divideCeil(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/**
 * Formats lamports as a SOL decimal string. Without `fractionDigits` the result is exact with
 * trailing zeros dropped ("1.5"); with it, rounded half-up to exactly that many digits ("1.500").
 */
export function formatLamportsAsSol(lamports: bigint, fractionDigits?: number): string {
  const digits = fractionDigits ?? SOL_DECIMALS;
  if (!Number.isInteger(digits) || digits < 0 || digits > SOL_DECIMALS) {
    throw new RangeError(`fractionDigits must be an integer from 0 to ${SOL_DECIMALS}`);
  }
  const scaled = divideRounded(lamports, 10n ** BigInt(SOL_DECIMALS - digits));
  const sign = scaled < 0n ? '-' : '';
  const abs = (scaled < 0n ? -scaled : scaled).toString().padStart(digits + 1, '0');
  const whole = abs.slice(0, abs.length - digits);
  let fraction = abs.slice(abs.length - digits);
  if (fractionDigits === undefined) fraction = fraction.replace(/0+$/, '');
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** A USD price given as a number (e.g. 180.25 from a price feed) in micro-USD; null if not a positive finite price. */
export function usdToMicroUsd(usd: number): bigint | null {
  if (!Number.isFinite(usd) || usd <= 0) return null;
  const micro = Math.round(usd * 1_000_000);
  return micro > 0 ? BigInt(micro) : null;
}

/**
 * USD cents that `lamports` are worth at a SOL price of `solPriceMicroUsd`, rounded down: a
 * contribution is never valued above what was paid.
 */
export function usdCentsForLamports(lamports: bigint, solPriceMicroUsd: bigint): bigint {
  return (lamports * solPriceMicroUsd) / (LAMPORTS_PER_SOL * MICRO_USD_PER_CENT);
}

/**
 * Lamports needed to be worth `usdCents` at a SOL price of `solPriceMicroUsd`, rounded up, so that
 * `usdCentsForLamports(lamportsForUsdCents(c, p), p) >= c` always holds.
 */
export function lamportsForUsdCents(usdCents: bigint, solPriceMicroUsd: bigint): bigint {
  if (solPriceMicroUsd <= 0n) throw new RangeError('solPriceMicroUsd must be positive');
  return divideCeil(usdCents * LAMPORTS_PER_SOL * MICRO_USD_PER_CENT, solPriceMicroUsd);
}

/** Cents as a USD number with 2 decimals, the shape the API answers with. */
export function centsToUsd(cents: bigint | number): number {
  return Number(cents) / 100;
}

/** Whole USD (as configured, e.g. caps and minimums) in cents. */
export function usdToCents(usd: number): bigint {
  return BigInt(Math.round(usd * 100));
}
