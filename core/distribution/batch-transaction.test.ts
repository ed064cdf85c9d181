import { describe, expect, it } from 'vitest';
import { getCompiledTransactionMessageDecoder, AccountRole } from '@solana/kit';
import { batchComputeUnitLimit, batchInstructions, batchWireTransaction, compileBatchTransaction, COMPUTE_UNITS } from './batch-transaction';
import { ASSOCIATED_TOKEN_PROGRAM, COMPUTE_BUDGET_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './programs';
import { batchBase, recipients } from './test-fixtures';

const LIFETIME = { blockhash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG', lastValidBlockHeight: 200n };

describe('the batch transaction', () => {
  it('sets the compute limit, creates missing accounts and pays each recipient with TransferChecked', async () => {
    const base = await batchBase();
    const transfers = [...(await recipients(base, 2, true)), ...(await recipients(base, 1, false))];
    const instructions = batchInstructions({ ...base, transfers });
    expect(instructions.map((ix) => ix.programAddress)).toEqual([
      COMPUTE_BUDGET_PROGRAM, ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM, ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM, TOKEN_PROGRAM,
    ]);
    const [, create, firstTransfer, , secondTransfer] = instructions;
    // create-idempotent: discriminator 1; payer, ata, owner, mint.
    expect(create!.data).toEqual(new Uint8Array([1]));
    expect(create!.accounts!.slice(0, 4).map((meta) => meta.address)).toEqual([base.distributionWallet, transfers[0]!.tokenAccount, transfers[0]!.owner, base.mint]);
    // TransferChecked: discriminator 12, amount u64 LE, decimals; source, mint, destination, authority.
    const data = firstTransfer!.data!;
    expect(data[0]).toBe(12);
    expect(new DataView(data.buffer, data.byteOffset).getBigUint64(1, true)).toBe(transfers[0]!.amount);
    expect(data[9]).toBe(9);
    expect(firstTransfer!.accounts!.map((meta) => meta.address)).toEqual([base.sourceTokenAccount, base.mint, transfers[0]!.tokenAccount, base.distributionWallet, base.reference]);
    expect(firstTransfer!.accounts!.at(-1)!.role).toBe(AccountRole.READONLY);
    // The reference rides only once.
    expect(secondTransfer!.accounts!.map((meta) => meta.address)).not.toContain(base.reference);
  });

  it('adds a price instruction only for a priority fee, and uses the mint\'s token program', async () => {
    const base = await batchBase(TOKEN_2022_PROGRAM);
    const transfers = await recipients(base, 1, true);
    const withFee = batchInstructions({ ...base, transfers, priorityFeeMicroLamports: 5_000n });
    expect(withFee.map((ix) => ix.programAddress)).toEqual([COMPUTE_BUDGET_PROGRAM, COMPUTE_BUDGET_PROGRAM, ASSOCIATED_TOKEN_PROGRAM, TOKEN_2022_PROGRAM]);
    expect(withFee[2]!.accounts![5]!.address).toBe(TOKEN_2022_PROGRAM);
    expect(batchInstructions({ ...base, transfers, priorityFeeMicroLamports: 0n })).toHaveLength(3);
  });

  it('compiles a legacy transaction paid and signed by the distribution wallet alone, with the given blockhash', async () => {
    const base = await batchBase();
    const transaction = compileBatchTransaction({ ...base, transfers: await recipients(base, 3, true) }, LIFETIME);
    expect(Object.keys(transaction.signatures)).toEqual([base.distributionWallet]);
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    expect(message.version).toBe('legacy');
    expect(message.header.numSignerAccounts).toBe(1);
    expect(message.staticAccounts[0]).toBe(base.distributionWallet);
    expect(message.lifetimeToken).toBe(LIFETIME.blockhash);
    expect(message.staticAccounts).toContain(base.reference);
  });

  it('requests the measured compute per instruction, capped at the ceiling', () => {
    const create = { createAccount: true };
    const plain = { createAccount: false };
    expect(batchComputeUnitLimit([create, plain], TOKEN_PROGRAM)).toBe(
      2 * COMPUTE_UNITS.budget + 2 * COMPUTE_UNITS.transferChecked.classic + COMPUTE_UNITS.createAccount.classic,
    );
    expect(batchComputeUnitLimit(Array(100).fill(create), TOKEN_PROGRAM)).toBe(1_400_000);
  });

  it('is deterministic: the same spec and blockhash give the same bytes on every side', async () => {
    const base = await batchBase();
    const spec = { ...base, transfers: await recipients(base, 5, false) };
    expect(batchWireTransaction(spec, LIFETIME)).toEqual(batchWireTransaction(structuredClone(spec), LIFETIME));
  });
});
