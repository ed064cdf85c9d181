// The amount rules of a stablecoin contribution (docs/decisions.md, "Stablecoins"): a stablecoin counts
// as $1.00 a unit, so its USD value is exact; the phase minimum is checked in USD, and the whitelist's
// per-person cap, set in SOL, counts it at the SOL price of its own intent. The room under the hard cap
// is checked in USD across assets like a SOL amount (core/hard-cap-room.ts).
import type { AssetAmount } from '@core/asset-amount';
import { decimalToUnits } from '@core/format/numbers';
import { LAMPORTS_PER_SOL, lamportsForUsdCents, usdToCents, usdToMicroUsd } from '@core/lamports';
import { phaseConfig } from '@core/phase';
import type { PhaseName } from '@core/sale-config';
import { CONTRIBUTION_MESSAGES, maximumContributionMessage } from '@core/schemas/contribution';

/** USD cents `units` of a stablecoin with `decimals` are worth at $1.00 a unit, rounded down. */
export function stablecoinUsdCents(units: bigint, decimals: number): bigint {
  const scale = 10n ** BigInt(decimals);
  return (units * 100n) / scale;
}

/**
 * The USD cents an amount is worth by itself: a stablecoin's at $1.00 a unit; null for SOL, which is
 * worth what a SOL price says (an unmatched SOL payment was never priced).
 */
export function ownUsdCents(amount: AssetAmount): bigint | null {
  return amount.asset === 'SOL' ? null : stablecoinUsdCents(amount.units, amount.decimals);
}

/** The base units of a stablecoin amount as typed ("150.5"), or null when it is not a positive amount with at most `decimals` decimals. */
export function parseStablecoinAmount(text: string, decimals: number): bigint | null {
  const units = decimalToUnits(text, decimals);
  return units !== null && units > 0n ? units : null;
}

/** What a stablecoin amount counts toward the per-person SOL cap: its USD value at `solPriceMicroUsd`, rounded up. */
export function solEquivalentLamports(usdCents: bigint, solPriceMicroUsd: bigint): bigint {
  return lamportsForUsdCents(usdCents, solPriceMicroUsd);
}

/** Minimum-amount message of a stablecoin: the phase minimum in USD, which is also its amount. */
export function stablecoinMinimumMessage(minUsd: number): string {
  return `Minimum contribution is $${minUsd} USD`;
}

export interface StablecoinAmountContext {
  phase: PhaseName;
  /** The mint's decimals, read from the chain. */
  decimals: number;
  /** USD per SOL: needed only where the phase has a per-person cap in SOL; null when unknown. */
  solUsd: number | null;
  /** Lamports (and SOL equivalents) this wallet already contributed in the whitelist. */
  alreadyContributedLamports?: bigint;
  /** The whitelist per-person cap as saved by the admin; defaults to the phase config. */
  maxLamportsPerPerson?: bigint | null;
}

/**
 * The first rule a typed stablecoin `amount` breaks, as the message to show, or null: a positive amount
 * with at most the mint's decimals, worth at least the phase minimum, and in a phase with a per-person
 * cap at most the cap (at the current SOL price) less what the wallet already contributed.
 */
export function stablecoinAmountIssue(amount: string, ctx: StablecoinAmountContext): string | null {
  const units = parseStablecoinAmount(amount, ctx.decimals);
  if (units === null) return CONTRIBUTION_MESSAGES.amountInvalid;
  const config = phaseConfig(ctx.phase);
  const usdCents = stablecoinUsdCents(units, ctx.decimals);
  if (config.maxContributionSOL !== null) {
    const priceMicroUsd = ctx.solUsd === null ? null : usdToMicroUsd(ctx.solUsd);
    if (priceMicroUsd === null) return CONTRIBUTION_MESSAGES.amountUnvalidated;
    const cap = ctx.maxLamportsPerPerson ?? BigInt(config.maxContributionSOL) * LAMPORTS_PER_SOL;
    if (solEquivalentLamports(usdCents, priceMicroUsd) + (ctx.alreadyContributedLamports ?? 0n) > cap) return maximumContributionMessage(cap);
  }
  if (usdCents < usdToCents(config.minContributionUSD)) return stablecoinMinimumMessage(config.minContributionUSD);
  return null;
}
