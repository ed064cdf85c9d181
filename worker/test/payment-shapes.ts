// Payments shaped the ways real wallets and programs pay, signed and landed on the local chain: a second
// transfer to the treasury in the same transaction, TransferWithSeed from a seed account, a split
// amount, a v0 message with compute-budget and memo instructions, a separate fee payer. Each resolves
// with its finalized signature. Shapes the local chain cannot build (a multisig vault's inner
// instruction, lookup tables) are fixtures served by fixture-rpc.ts instead.
import { address, createAddressWithSeed, type Address, type Instruction, type KeyPairSigner, type Signature } from '@solana/kit';
import { getCreateAccountWithSeedInstruction, getTransferSolInstruction, getTransferSolWithSeedInstruction, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { env } from 'cloudflare:workers';
import { sendSolTransfer, waitForFinalized, type SolTransfer } from './chain';

const MEMO_PROGRAM = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/** What a payment needs from an intent. */
export type PayableIntent = { reference: string; lamports: string };

const treasury = () => address(env.TREASURY_ADDRESS);

async function landed(transfer: SolTransfer): Promise<Signature> {
  const signature = await sendSolTransfer(transfer);
  await waitForFinalized(signature);
  return signature;
}

/** An SPL Memo instruction, as wallets append one (the intent id, a note). */
export function memoInstruction(text: string): Instruction {
  return { programAddress: MEMO_PROGRAM, accounts: [], data: new TextEncoder().encode(text) };
}

/** The intent's exact amount with its reference, then a second plain transfer of `extra` to the treasury. */
export function payWithSecondTransfer(from: KeyPairSigner, intent: PayableIntent, extra: bigint) {
  return landed({
    from, to: treasury(), lamports: BigInt(intent.lamports), reference: address(intent.reference),
    appendInstructions: [getTransferSolInstruction({ source: from, destination: treasury(), amount: extra })],
  });
}

/** The intent's amount in two transfers (the reference on the first), adding up exactly. */
export function paySplit(from: KeyPairSigner, intent: PayableIntent) {
  const first = BigInt(intent.lamports) / 3n;
  return landed({
    from, to: treasury(), lamports: first, reference: address(intent.reference),
    appendInstructions: [getTransferSolInstruction({ source: from, destination: treasury(), amount: BigInt(intent.lamports) - first })],
  });
}

/** A v0 payment the way browser wallets rewrite it: compute-unit limit and price first, a memo last. */
export function payV0WithComputeBudgetAndMemo(from: KeyPairSigner, intent: PayableIntent & { intentId: string }) {
  return landed({
    from, to: treasury(), lamports: BigInt(intent.lamports), reference: address(intent.reference), version: 0,
    prependInstructions: [getSetComputeUnitLimitInstruction({ units: 60_000 }), getSetComputeUnitPriceInstruction({ microLamports: 50_000n })],
    appendInstructions: [memoInstruction(intent.intentId)],
  });
}

/** The intent's exact payment whose fee another wallet pays (a sponsor, a relayer). */
export function payWithFeePayer(from: KeyPairSigner, feePayer: KeyPairSigner, intent: PayableIntent) {
  return landed({ from, feePayer, to: treasury(), lamports: BigInt(intent.lamports), reference: address(intent.reference) });
}

/**
 * A System TransferWithSeed carrying the reference: first `base` funds the account derived from it with
 * `seed` (one transaction), then that account pays the treasury, `base` signing (a second). Resolves
 * with the payment's signature and the derived account.
 */
export async function payWithSeed(base: KeyPairSigner, intent: PayableIntent, seed = 'mrdx-pay'): Promise<{ signature: Signature; source: Address }> {
  const source = await createAddressWithSeed({ baseAddress: base.address, programAddress: SYSTEM_PROGRAM_ADDRESS, seed });
  const lamports = BigInt(intent.lamports);
  await landed({
    from: base, to: source, lamports: 0n,
    prependInstructions: [getCreateAccountWithSeedInstruction({
      payer: base, newAccount: source, baseAccount: base, base: base.address, seed, amount: lamports, space: 0, programAddress: SYSTEM_PROGRAM_ADDRESS,
    })],
  });
  const transfer = getTransferSolWithSeedInstruction({
    source, baseAccount: base, destination: treasury(), amount: lamports, fromSeed: seed, fromOwner: SYSTEM_PROGRAM_ADDRESS,
  });
  const withReference: Instruction = { ...transfer, accounts: [...transfer.accounts, { address: address(intent.reference), role: 0 }] };
  // sendSolTransfer always carries one System transfer: a zero-lamport one into the seed account moves nothing.
  const signature = await landed({ from: base, to: source, lamports: 0n, appendInstructions: [withReference] });
  return { signature, source };
}
