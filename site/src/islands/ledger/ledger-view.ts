// The public ledger's comparison of the treasury's balance on chain with what its records add up to
// (opening + received − left), and the words for a difference: shown as what it is, never explained away.
import { formatSol } from '@core/format/money';

/** How the on-chain balance compares with the records. */
export interface BalanceComparison {
  /** Balance minus recorded, signed, as SOL text ("+0.25", "−0.001", "0"). */
  difference: string;
  /** True when the two agree to the lamport. */
  matches: boolean;
  explanation: string;
}

/** Compares `balanceLamports` (on chain) with `recordedLamports` (opening + received − left). */
export function compareWithRecords(balanceLamports: bigint, recordedLamports: bigint): BalanceComparison {
  const delta = balanceLamports - recordedLamports;
  const magnitude = formatSol(delta < 0n ? -delta : delta);
  if (delta === 0n) return { difference: '0', matches: true, explanation: 'The balance on chain is exactly what the records add up to.' };
  return {
    difference: `${delta > 0n ? '+' : '−'}${magnitude}`,
    matches: false,
    explanation: `The records do not explain ${magnitude} SOL of the balance on chain. Transactions are recorded about a minute after they are final, so a transfer that just happened shows here until then; a difference that stays is a gap in the records.`,
  };
}
