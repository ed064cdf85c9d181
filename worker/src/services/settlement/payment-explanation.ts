// Explains in a few words how lamports reached the treasury, from the instructions of a transaction
// (System Transfer and TransferWithSeed, account creation, nonce withdrawal, SPL token CloseAccount,
// top-level or inner). It only words a reason: whether money arrived is the balance change's call.
import type { TransactionView, ViewInstruction } from '../chain/transaction-view';
import type { PaymentAsset } from './payment-asset';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const TOKEN_PROGRAMS = new Set(['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb']);

/** System instruction discriminators (u32 little-endian) → the account index that receives lamports. */
const SYSTEM_RECEIVER: Record<number, { receiver: number; kind: Movement }> = {
  0: { receiver: 1, kind: 'account creation' }, // CreateAccount [from, new]
  2: { receiver: 1, kind: 'transfer' }, // Transfer [from, to]
  3: { receiver: 1, kind: 'account creation' }, // CreateAccountWithSeed [from, new, base]
  5: { receiver: 1, kind: 'nonce withdrawal' }, // WithdrawNonceAccount [nonce, to, ...]
  11: { receiver: 2, kind: 'transfer with seed' }, // TransferWithSeed [from, base, to]
};
const TOKEN_CLOSE_ACCOUNT = 9; // CloseAccount [account, destination, owner]

type Movement = 'transfer' | 'transfer with seed' | 'account creation' | 'nonce withdrawal' | 'token account closed';

/** One instruction that moved lamports to `to`, as decoded. */
export interface DecodedMovement {
  kind: Movement;
  to: string;
  inner: boolean;
}

function decode(instruction: ViewInstruction): DecodedMovement | null {
  const { data, programId, accounts, inner } = instruction;
  if (programId === SYSTEM_PROGRAM && data.length >= 4) {
    const rule = SYSTEM_RECEIVER[new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(0, true)];
    const to = rule ? accounts[rule.receiver] : undefined;
    return rule && to ? { kind: rule.kind, to, inner } : null;
  }
  if (TOKEN_PROGRAMS.has(programId) && data[0] === TOKEN_CLOSE_ACCOUNT && accounts[1]) {
    return { kind: 'token account closed', to: accounts[1], inner };
  }
  return null;
}

/** Every decoded instruction of `view` that moved lamports to `account`, in execution order. */
export function movementsTo(view: TransactionView, account: string): DecodedMovement[] {
  return view.instructions.map(decode).filter((movement): movement is DecodedMovement => movement?.to === account);
}

/**
 * Words for how the money reached `treasury`, for a reason's detail; null when it was one plain
 * top-level System transfer (nothing to explain). Only SOL movements are decoded: a token payment is
 * accounted from its balance change alone and gets no words (null).
 */
export function explainInbound(view: TransactionView, treasury: string, asset: PaymentAsset): string | null {
  if (asset.kind !== 'sol') return null;
  const movements = movementsTo(view, treasury);
  if (movements.length === 0) return 'moved by a program without a System transfer';
  const parts: string[] = [];
  if (movements.length > 1) parts.push(`in ${movements.length} transfers`);
  if (movements.some((m) => m.inner)) parts.push('through a program such as a multisig');
  if (movements.some((m) => m.kind === 'transfer with seed')) parts.push('from an account derived with a seed');
  if (movements.some((m) => m.kind === 'token account closed')) parts.push('from a closed token account');
  if (movements.some((m) => m.kind === 'account creation' || m.kind === 'nonce withdrawal')) parts.push(`by ${movements.find((m) => m.kind === 'account creation' || m.kind === 'nonce withdrawal')!.kind}`);
  return parts.length > 0 ? parts.join(', ') : null;
}
