// The Solana programs and limits a token payout depends on: the two SPL token programs a mint may
// belong to, the associated-token-account program, and the transaction size and compute ceilings.
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';

/** The classic SPL Token program. */
export const TOKEN_PROGRAM = TOKEN_PROGRAM_ADDRESS;
/** Token-2022 (Token Extensions): same TransferChecked layout, accounts with extensions. */
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const ASSOCIATED_TOKEN_PROGRAM = ASSOCIATED_TOKEN_PROGRAM_ADDRESS;
export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';

/** Token programs a distribution may pay with (the mint account's owner decides which). */
export const TOKEN_PROGRAMS: readonly string[] = [TOKEN_PROGRAM, TOKEN_2022_PROGRAM];

/** Largest serialized transaction a validator accepts (IPv6 MTU minus headers), in bytes. */
export const TRANSACTION_SIZE_LIMIT = 1232;
/** Most compute units one transaction may request. */
export const MAX_COMPUTE_UNITS = 1_400_000;
/** The base fee of each signature, in lamports. */
export const LAMPORTS_PER_SIGNATURE = 5000n;

/**
 * Bytes of an associated token account the recipient will own, which sets its rent deposit: a classic
 * token account is 165 bytes; a Token-2022 associated account also carries its account type and the
 * ImmutableOwner extension header (170).
 */
export function tokenAccountSize(tokenProgram: string): number {
  return tokenProgram === TOKEN_2022_PROGRAM ? 170 : 165;
}
