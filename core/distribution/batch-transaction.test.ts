import { describe, expect, it } from 'vitest';
import { getCompiledTransactionMessageDecoder, AccountRole } from '@solana/kit';
import { batchComputeUnitLimit, batchInstructions, batchSpecOf, batchWireTransaction, compileBatchTransaction, COMPUTE_UNITS, type TokenAsset } from './batch-transaction';
import { ASSOCIATED_TOKEN_PROGRAM, COMPUTE_BUDGET_PROGRAM, SYSTEM_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './programs';
import { batchBase, recipients, solBatchBase } from './test-fixtures';

const LIFETIME = { blockhash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG', lastValidBlockHeight: 200n };
const u64At = (data: ArrayLike<number>, offset: number) => new DataView(Uint8Array.from(data).buffer).getBigUint64(offset, true);

describe('the batch transaction', () => {
  it('sets the compute limit, creates missing accounts and pays each recipient with TransferChecked', async () => {
    const base = await batchBase();
    const asset = base.asset as TokenAsset;
    const transfers = [...(await recipients(base, 2, true)), ...(await recipients(base, 1, false))];
    const instructions = batchInstructions(batchSpecOf(base, transfers));
    expect(instructions.map((ix) => ix.programAddress)).toEqual([
      COMPUTE_BUDGET_PROGRAM, ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM, ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM, TOKEN_PROGRAM,
    ]);
    const [, create, firstTransfer, , secondTransfer] = instructions;
    // create-idempotent: discriminator 1; payer, ata, owner, mint.
    expect(create!.data).toEqual(new Uint8Array([1]));
    expect(create!.accounts!.slice(0, 4).map((meta) => meta.address)).toEqual([base.payer, transfers[0]!.tokenAccount, transfers[0]!.owner, asset.mint]);
    // TransferChecked: discriminator 12, amount u64 LE, decimals; source, mint, destination, authority.
    const data = firstTransfer!.data!;
    expect(data[0]).toBe(12);
    expect(u64At(data, 1)).toBe(transfers[0]!.amount);
    expect(data[9]).toBe(9);
    expect(firstTransfer!.accounts!.map((meta) => meta.address)).toEqual([asset.sourceTokenAccount, asset.mint, transfers[0]!.tokenAccount, base.payer, base.reference]);
    expect(firstTransfer!.accounts!.at(-1)!.role).toBe(AccountRole.READONLY);
    // The reference rides only once.
    expect(secondTransfer!.accounts!.map((meta) => meta.address)).not.toContain(base.reference);
  });

  it('pays a SOL batch with one system transfer per recipient, the first naming the reference', async () => {
    const base = await solBatchBase();
    const transfers = await recipients(base, 3, false);
    const spec = batchSpecOf(base, transfers);
    const instructions = batchInstructions(spec);
    expect(instructions.map((ix) => ix.programAddress)).toEqual([COMPUTE_BUDGET_PROGRAM, SYSTEM_PROGRAM, SYSTEM_PROGRAM, SYSTEM_PROGRAM]);
    const [, first, second] = instructions;
    // System Transfer: discriminator 2 (u32 LE), lamports u64 LE; source, destination.
    expect(first!.data![0]).toBe(2);
    expect(u64At(first!.data!, 4)).toBe(transfers[0]!.amount);
    expect(first!.accounts!.map((meta) => meta.address)).toEqual([base.payer, transfers[0]!.owner, base.reference]);
    expect(second!.accounts!.map((meta) => meta.address)).toEqual([base.payer, transfers[1]!.owner]);
    expect(spec.computeUnitLimit).toBe(COMPUTE_UNITS.budget * 2 + 3 * COMPUTE_UNITS.solTransfer);
  });

  it('adds a price instruction only for a priority fee, and uses the mint\'s token program', async () => {
    const base = await batchBase(TOKEN_2022_PROGRAM);
    const transfers = await recipients(base, 1, true);
    const withFee = batchInstructions(batchSpecOf({ ...base, priorityFeeMicroLamports: 5_000n }, transfers));
    expect(withFee.map((ix) => ix.programAddress)).toEqual([COMPUTE_BUDGET_PROGRAM, COMPUTE_BUDGET_PROGRAM, ASSOCIATED_TOKEN_PROGRAM, TOKEN_2022_PROGRAM]);
    expect(withFee[2]!.accounts![5]!.address).toBe(TOKEN_2022_PROGRAM);
    expect(batchInstructions(batchSpecOf(base, transfers))).toHaveLength(3);
  });

  it('requests exactly the compute-unit limit the spec carries', async () => {
    const base = await batchBase();
    const spec = { ...batchSpecOf(base, await recipients(base, 2, false)), computeUnitLimit: 77_777 };
    const [limit] = batchInstructions(spec);
    // SetComputeUnitLimit: discriminator 2, units u32 LE.
    expect(limit!.data![0]).toBe(2);
    expect(new DataView(Uint8Array.from(limit!.data!).buffer).getUint32(1, true)).toBe(77_777);
  });

  it('compiles a legacy transaction paid and signed by the payer alone, with the given blockhash, whatever the asset', async () => {
    for (const base of [await batchBase(), await batchBase(TOKEN_2022_PROGRAM), await solBatchBase()]) {
      const transaction = compileBatchTransaction(batchSpecOf(base, await recipients(base, 3, true)), LIFETIME);
      expect(Object.keys(transaction.signatures)).toEqual([base.payer]);
      const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
      expect(message.version).toBe('legacy');
      expect(message.header.numSignerAccounts).toBe(1);
      expect(message.staticAccounts[0]).toBe(base.payer);
      expect(message.lifetimeToken).toBe(LIFETIME.blockhash);
      expect(message.staticAccounts).toContain(base.reference);
    }
  });

  it('requests the measured compute per instruction, capped at the ceiling', async () => {
    const create = { createAccount: true };
    const plain = { createAccount: false };
    const classic = (await batchBase()).asset;
    expect(batchComputeUnitLimit([create, plain], classic)).toBe(
      2 * COMPUTE_UNITS.budget + 2 * COMPUTE_UNITS.transferChecked.classic + COMPUTE_UNITS.createAccount.classic,
    );
    expect(batchComputeUnitLimit(Array(100).fill(create), classic)).toBe(1_400_000);
  });

  it('is deterministic: the same spec and blockhash give the same bytes on every side', async () => {
    const base = await batchBase();
    const spec = batchSpecOf(base, await recipients(base, 5, false));
    expect(batchWireTransaction(spec, LIFETIME)).toEqual(batchWireTransaction(structuredClone(spec), LIFETIME));
  });
});

describe('the SOL transfer instruction', () => {
  it('is byte for byte what @solana-program/system builds', async () => {
    const { getTransferSolInstruction } = await import('@solana-program/system');
    const base = await solBatchBase();
    const [transfer] = await recipients(base, 1, false);
    const [, ours] = batchInstructions({ ...batchSpecOf(base, [transfer!]), reference: base.reference });
    const theirs = getTransferSolInstruction({ source: base.payer as never, destination: transfer!.owner as never, amount: transfer!.amount });
    expect(Uint8Array.from(ours!.data!)).toEqual(Uint8Array.from(theirs.data));
    expect(ours!.programAddress).toBe(theirs.programAddress);
    expect(ours!.accounts!.slice(0, 2).map((meta) => meta.role)).toEqual([AccountRole.WRITABLE_SIGNER, AccountRole.WRITABLE]);
  });
});
