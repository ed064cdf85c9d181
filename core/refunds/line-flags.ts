// Which refund lines need the admin's audited choice (pay anyway, or hold) before a refund plan is
// approved (docs/money-out.md, "Refunds"). Pure: the worker reads the chain facts, this decides.
import type { RefundLineFlag } from '@core/api/refunds';
import type { AssetSymbol } from '@core/payment-assets';

/** One signature: the whole fee of a one-transfer batch, so at least any line's share of its batch fee. */
export const DEFAULT_REFUND_DUST_LAMPORTS = 5000n;

/** The dust threshold of REFUND_DUST_LAMPORTS (a whole number of lamports), or the default when unset or malformed. */
export function refundDustLamports(configured: string | undefined): bigint {
  const text = configured?.trim() ?? '';
  return /^\d{1,15}$/.test(text) ? BigInt(text) : DEFAULT_REFUND_DUST_LAMPORTS;
}

export interface RefundLineFacts {
  asset: AssetSymbol;
  /** Base units of the asset (lamports for SOL). */
  amount: bigint;
  decimals: number;
  /** The wallet is off the ed25519 curve: nobody holds its key. */
  offCurve: boolean;
  /** The owner's associated token account of the mint (null for SOL). */
  accountState: 'missing' | 'ready' | 'frozen' | null;
  /** For SOL: the wallet's account exists on chain. */
  walletExists: boolean;
  /** Lamports that make a plain (0-byte) account rent-exempt. */
  rentExemptLamports: bigint;
  dustThresholdLamports: bigint;
}

/**
 * The flags of a line: a token refund whose owner is off the curve (nobody can move the tokens it
 * receives) or whose token account is frozen (the transfer fails); a SOL refund below the rent-exempt
 * minimum to a wallet that does not exist on chain (the transfer fails: it cannot land); dust: a SOL
 * refund under the threshold, or a stablecoin refund under one cent (10^(decimals-2) base units).
 */
export function refundLineFlags(facts: RefundLineFacts): RefundLineFlag[] {
  const flags: RefundLineFlag[] = [];
  if (facts.asset === 'SOL') {
    if (!facts.walletExists && facts.amount < facts.rentExemptLamports) flags.push('cannot_land');
    if (facts.amount < facts.dustThresholdLamports) flags.push('dust');
    return flags;
  }
  if (facts.offCurve) flags.push('off_curve');
  if (facts.accountState === 'frozen') flags.push('frozen');
  const cent = facts.decimals >= 2 ? 10n ** BigInt(facts.decimals - 2) : 1n;
  if (facts.amount < cent) flags.push('dust');
  return flags;
}
