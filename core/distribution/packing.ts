// How many transfers go in one payout transaction: packed exactly against the 1,232-byte limit and the
// compute ceiling (sized from the transaction's layout, each batch then serialized and measured), and the
// analytic bound that limit allows for an instruction mix, which the bench compares the packing with.
import { batchComputeUnitLimit, batchSpecOf, batchWireTransaction, type BatchBase, type BatchSpec, type PayoutTransfer } from '@core/distribution/batch-transaction';
import { ASSOCIATED_TOKEN_PROGRAM, COMPUTE_BUDGET_PROGRAM, MAX_COMPUTE_UNITS, SYSTEM_PROGRAM, TRANSACTION_SIZE_LIMIT } from '@core/distribution/programs';

/** A valid blockhash-sized placeholder: every blockhash is 32 bytes, so the measured size is the real one. */
const MEASURING_LIFETIME = { blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 0n } as const;

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
const SOL_TRANSFER_INSTRUCTION = 1 + 1 + 2 + 1 + 12;

/** Whether `transfers` fit in one transaction of `base`: size (serialized and measured) and compute. */
export function fitsInOneTransaction(base: BatchBase, transfers: readonly PayoutTransfer[]): boolean {
  if (transfers.length === 0) return true;
  if (batchComputeUnitLimit(transfers, base.asset) >= MAX_COMPUTE_UNITS) return false;
  return batchWireTransaction(batchSpecOf(base, transfers), MEASURING_LIFETIME).length <= TRANSACTION_SIZE_LIMIT;
}

const compactLength = (count: number) => (count < 0x80 ? 1 : count < 0x4000 ? 2 : 3);

/**
 * The serialized size of a batch's legacy transaction, from its layout: one signature, the header, each
 * distinct account key once (32 bytes), the blockhash, and each instruction's program index, account
 * indexes and data. It equals the measured size of batchWireTransaction (packing.test.ts holds them
 * together), at a fraction of the cost of building the transaction.
 */
export function batchTransactionSize(spec: Omit<BatchSpec, 'computeUnitLimit'>): number {
  const asset = spec.asset;
  const keys = new Set([spec.payer, COMPUTE_BUDGET_PROGRAM, spec.reference]);
  if (asset.kind === 'token') keys.add(asset.sourceTokenAccount).add(asset.mint).add(asset.tokenProgram);
  else keys.add(SYSTEM_PROGRAM);
  let instructions = 1;
  let instructionBytes = COMPUTE_LIMIT_INSTRUCTION;
  if (spec.priorityFeeMicroLamports > 0n) {
    instructions += 1;
    instructionBytes += COMPUTE_PRICE_INSTRUCTION;
  }
  spec.transfers.forEach((transfer, index) => {
    // The first transfer also names the reference.
    const reference = index === 0 ? 1 : 0;
    instructions += 1;
    if (asset.kind === 'sol') {
      keys.add(transfer.owner);
      instructionBytes += SOL_TRANSFER_INSTRUCTION + reference;
      return;
    }
    keys.add(transfer.tokenAccount ?? transfer.owner);
    if (transfer.createAccount) {
      keys.add(transfer.owner).add(ASSOCIATED_TOKEN_PROGRAM).add(SYSTEM_PROGRAM);
      instructions += 1;
      instructionBytes += CREATE_INSTRUCTION;
    }
    instructionBytes += TRANSFER_CHECKED_INSTRUCTION + reference;
  });
  return SIGNATURES + HEADER + compactLength(keys.size) + keys.size * KEY + BLOCKHASH + compactLength(instructions) + instructionBytes;
}

/**
 * Splits `transfers` (in their order) into consecutive groups, each as large as one transaction of
 * `base` holds under the 1,232-byte limit and the compute ceiling: sized from the layout, then each
 * group serialized once and measured, so no batch is ever formed that a validator would refuse.
 */
export function packTransfers(base: BatchBase, transfers: readonly PayoutTransfer[]): PayoutTransfer[][] {
  const groups: PayoutTransfer[][] = [];
  let group: PayoutTransfer[] = [];
  const close = () => {
    if (!fitsInOneTransaction(base, group)) throw new RangeError('A packed batch does not fit in one transaction');
    groups.push(group);
    group = [];
  };
  for (const transfer of transfers) {
    const candidate = [...group, transfer];
    const fits =
      batchTransactionSize({ ...base, transfers: candidate }) <= TRANSACTION_SIZE_LIMIT &&
      batchComputeUnitLimit(candidate, base.asset) < MAX_COMPUTE_UNITS;
    if (!fits && group.length === 0) throw new RangeError('A single transfer does not fit in one transaction');
    if (!fits) close();
    group.push(transfer);
  }
  if (group.length > 0) close();
  return groups;
}

/** An instruction mix: SOL or a token, the share of token transfers that also create the recipient's account, and a priority fee. */
export interface TransferMix {
  /** 0 (every recipient has an account) to 1 (none has); ignored for SOL. */
  createShare: number;
  priorityFee?: boolean;
  /** System transfers of SOL (refunds in SOL) instead of TransferChecked. */
  sol?: boolean;
}

/**
 * The most transfers one legacy transaction can carry for an instruction mix under the 1,232-byte
 * limit, counting only what the mix needs: fee payer, source, mint, token and compute-budget programs
 * (plus the associated-token and system programs when accounts are created), the compute-limit
 * instruction, and per transfer its destination key and TransferChecked (plus the owner key and a
 * create-idempotent instruction for the share created). For SOL: fee payer, system and compute-budget
 * programs, and per transfer the recipient's key and a system transfer. Our batches also carry a
 * reference key (33 bytes), so they reach this bound or one transfer less.
 */
export function transfersPerTransactionBound({ createShare, priorityFee = false, sol = false }: TransferMix): number {
  const share = sol ? 0 : Math.min(1, Math.max(0, createShare));
  const fixedKeys = sol ? 3 : 5 + (share > 0 ? 2 : 0);
  const fixed =
    SIGNATURES + HEADER + COUNTS + BLOCKHASH + fixedKeys * KEY + COMPUTE_LIMIT_INSTRUCTION + (priorityFee ? COMPUTE_PRICE_INSTRUCTION : 0);
  const perTransfer = sol ? KEY + SOL_TRANSFER_INSTRUCTION : KEY + TRANSFER_CHECKED_INSTRUCTION + share * (KEY + CREATE_INSTRUCTION);
  return Math.floor((TRANSACTION_SIZE_LIMIT - fixed) / perTransfer);
}
