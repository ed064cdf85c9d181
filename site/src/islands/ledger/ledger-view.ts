// The public ledger's figures: the treasury balance against the credited total, and the words that
// explain why they differ (fees paid out, payments never matched to an intent, refunds sent back).
import { formatLamportsAsSol, parseSolToLamports } from '@core/lamports';

/** How the on-chain balance compares with the credited SOL. */
export interface BalanceComparison {
  /** Balance minus credited, signed, as SOL text ("+0.25", "-0.001", "0"). */
  difference: string;
  explanation: string;
}

/** Compares `balanceLamports` (on chain) with `creditedSol` (the ledger's total). */
export function compareBalance(balanceLamports: bigint, creditedSol: string): BalanceComparison {
  const credited = parseSolToLamports(creditedSol) ?? 0n;
  const delta = balanceLamports - credited;
  const magnitude = formatLamportsAsSol(delta < 0n ? -delta : delta);
  const difference = delta === 0n ? '0' : `${delta > 0n ? '+' : '−'}${magnitude}`;
  const explanation =
    delta === 0n
      ? 'The treasury holds exactly what was credited.'
      : delta > 0n
        ? 'The treasury holds more than was credited: payments that matched no contribution (wrong amount, missing reference, over a cap or after a phase closed) stay on chain until they are refunded, and anyone can send SOL to the address.'
        : 'The treasury holds less than was credited: transaction fees and refunds are paid from it, and SOL may have been moved to the project wallets as the whitepaper describes.';
  return { difference, explanation };
}

