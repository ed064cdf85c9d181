// How many transfers go in one payout transaction: packed exactly, by serializing each candidate and
// measuring it against the 1,232-byte limit (and the compute ceiling), and the analytic bound that limit
// allows for an instruction mix, which the bench compares the packing with.
import { batchComputeUnitLimit, batchWireTransaction, type BatchSpec, type PayoutTransfer } from '@core/distribution/batch-transaction';
import { MAX_COMPUTE_UNITS, TRANSACTION_SIZE_LIMIT } from '@core/distribution/programs';

/** A valid blockhash-sized placeholder: every blockhash is 32 bytes, so the measured size is the real one. */
const MEASURING_LIFETIME = { blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 0n } as const;

/** Whether `transfers` fit in one transaction of `base`: size and compute. */
export function fitsInOneTransaction(base: Omit<BatchSpec, 'transfers'>, transfers: readonly PayoutTransfer[]): boolean {
  if (transfers.length === 0) return true;
  if (batchComputeUnitLimit(transfers, base.tokenProgram) >= MAX_COMPUTE_UNITS) return false;
  return batchWireTransaction({ ...base, transfers }, MEASURING_LIFETIME).length <= TRANSACTION_SIZE_LIMIT;
}

/**
 * Splits `transfers` (in their order) into consecutive groups, each as large as one transaction of
 * `base` holds. A group's size is found by measuring: it starts from the bound for its mix and steps
 * until the group fits and one more transfer would not, so a few serializations per group suffice.
 */
export function packTransfers(base: Omit<BatchSpec, 'transfers'>, transfers: readonly PayoutTransfer[]): PayoutTransfer[][] {
  const groups: PayoutTransfer[][] = [];
  let start = 0;
  while (start < transfers.length) {
    const rest = transfers.slice(start);
    const share = rest.slice(0, 32).filter((transfer) => transfer.createAccount).length / Math.min(rest.length, 32);
    let count = Math.max(1, Math.min(rest.length, transfersPerTransactionBound({ createShare: share, priorityFee: Boolean(base.priorityFeeMicroLamports) })));
    while (count > 1 && !fitsInOneTransaction(base, rest.slice(0, count))) count -= 1;
    while (count < rest.length && fitsInOneTransaction(base, rest.slice(0, count + 1))) count += 1;
    if (!fitsInOneTransaction(base, rest.slice(0, count))) throw new RangeError('A single transfer does not fit in one transaction');
    groups.push(rest.slice(0, count));
    start += count;
  }
  return groups;
}

/** An instruction mix: the share of transfers that also create the recipient's account, and a priority fee. */
export interface TransferMix {
  /** 0 (every recipient has an account) to 1 (none has). */
  createShare: number;
  priorityFee?: boolean;
}

// Legacy message sizes in bytes: 1 signature (64 + its count), header 3, the account-key and
// instruction counts (1 byte each below 128), the blockhash, then per instruction its program index,
// account count, account indexes, data length and data.
const SIGNATURES = 1 + 64;
const HEADER = 3;
const COUNTS = 1 + 1;
const BLOCKHASH = 32;
const KEY = 32;
const COMPUTE_LIMIT_INSTRUCTION = 1 + 1 + 0 + 1 + 5;
const COMPUTE_PRICE_INSTRUCTION = 1 + 1 + 0 + 1 + 9;
const CREATE_INSTRUCTION = 1 + 1 + 6 + 1 + 1;
const TRANSFER_CHECKED_INSTRUCTION = 1 + 1 + 4 + 1 + 10;

/**
 * The most transfers one legacy transaction can carry for an instruction mix under the 1,232-byte
 * limit, counting only what the mix needs: fee payer, source, mint, token and compute-budget programs
 * (plus the associated-token and system programs when accounts are created), the compute-limit
 * instruction, and per transfer its destination key and TransferChecked (plus the owner key and a
 * create-idempotent instruction for the share created). Our batches also carry a reference key
 * (33 bytes), so they reach this bound or one transfer less.
 */
export function transfersPerTransactionBound({ createShare, priorityFee = false }: TransferMix): number {
  const share = Math.min(1, Math.max(0, createShare));
  const fixedKeys = 5 + (share > 0 ? 2 : 0);
  const fixed =
    SIGNATURES + HEADER + COUNTS + BLOCKHASH + fixedKeys * KEY + COMPUTE_LIMIT_INSTRUCTION + (priorityFee ? COMPUTE_PRICE_INSTRUCTION : 0);
  const perTransfer = KEY + TRANSFER_CHECKED_INSTRUCTION + share * (KEY + CREATE_INSTRUCTION);
  return Math.floor((TRANSACTION_SIZE_LIMIT - fixed) / perTransfer);
}
