// The room left under the hard cap when an intent is asked for (docs/decisions.md, "Intents and the
// hard cap"): an amount that cannot fit is refused with the room left, and a room below the phase minimum
// means the sale is full. Unpaid intents still reserve nothing; the credit batch enforces the cap again.
import { formatSol, formatUsd } from '@core/format/money';
import { lamportsForUsdCents, LAMPORTS_PER_SOL } from '@core/lamports';

export const HARD_CAP_MESSAGES = {
  saleFull: 'The sale is full: the room left under the hard cap is less than the minimum contribution',
  treasuryWallet: 'The treasury wallet cannot contribute: connect the wallet you will pay from',
} as const;

/** "Only $42.00 of room left under the hard cap (≈0.233 SOL at current price)", the SOL rounded down to 3 decimals. */
export function hardCapRoomMessage(roomCents: bigint, solPriceMicroUsd: bigint): string {
  const step = LAMPORTS_PER_SOL / 1000n;
  const lamports = (lamportsForUsdCents(roomCents, solPriceMicroUsd) / step) * step;
  return `Only ${formatUsd(roomCents)} of room left under the hard cap (≈${formatSol(lamports, 3)} SOL at current price)`;
}

/**
 * Why an intent of `amountCents` cannot be taken with `roomCents` left (hard cap minus what is raised,
 * adjustments included): the sale is full when the room is below the phase minimum; too big when it does
 * not fit. Null when it fits.
 */
export function hardCapRoomIssue(input: { roomCents: bigint; amountCents: bigint; minimumCents: bigint; solPriceMicroUsd: bigint }): string | null {
  if (input.roomCents < input.minimumCents) return HARD_CAP_MESSAGES.saleFull;
  if (input.amountCents > input.roomCents) return hardCapRoomMessage(input.roomCents, input.solPriceMicroUsd);
  return null;
}
