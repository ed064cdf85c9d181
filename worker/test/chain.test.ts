// Proves, from inside workerd, that the local chain behaves like a cluster for what the sale needs:
// Solana Pay references, versioned transactions, confirmed vs finalized, failed transactions.
import {
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  generateKeyPairSigner,
  isSolanaError,
  type Signature,
} from '@solana/kit';
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { describe, expect, it } from 'vitest';
import {
  LAMPORTS_PER_SOL,
  chainRpc,
  holdFinalization,
  newFundedSigner,
  releaseFinalization,
  sendFailingTransaction,
  sendSolTransfer,
  waitForFinalized,
} from './chain';

const getFinalized = (signature: Signature) =>
  chainRpc().getTransaction(signature, { commitment: 'finalized', encoding: 'json', maxSupportedTransactionVersion: 0 }).send();

describe('local chain seen from the worker', () => {
  it('lands a transfer whose finalized transaction lists the Solana Pay reference', async () => {
    const payer = await newFundedSigner(5);
    const treasury = (await generateKeyPairSigner()).address;
    const reference = (await generateKeyPairSigner()).address;
    const signature = await sendSolTransfer({ from: payer, to: treasury, lamports: LAMPORTS_PER_SOL, reference });
    await waitForFinalized(signature);

    const transaction = await getFinalized(signature);
    expect(transaction?.meta?.err).toBeNull();
    expect(transaction?.version).toBe('legacy');
    expect(transaction?.transaction.message.accountKeys).toContain(reference);
    expect(transaction?.blockTime).toBeGreaterThan(Math.floor(Date.now() / 1000) - 60);
    const keys = transaction!.transaction.message.accountKeys;
    const to = keys.indexOf(treasury);
    expect(transaction!.meta!.postBalances[to]! - transaction!.meta!.preBalances[to]!).toBe(LAMPORTS_PER_SOL);

    const found = await chainRpc().getSignaturesForAddress(reference).send();
    expect(found.map((entry) => entry.signature)).toEqual([signature]);
    expect(found[0]?.confirmationStatus).toBe('finalized');
  });

  it('runs a v0 transaction with compute-budget instructions around the transfer', async () => {
    const payer = await newFundedSigner(2);
    const to = (await generateKeyPairSigner()).address;
    const signature = await sendSolTransfer({
      from: payer,
      to,
      lamports: LAMPORTS_PER_SOL / 2n,
      version: 0,
      prependInstructions: [getSetComputeUnitLimitInstruction({ units: 10_000 })],
      appendInstructions: [getSetComputeUnitPriceInstruction({ microLamports: 1_000_000n })],
    });
    await waitForFinalized(signature);

    const transaction = await getFinalized(signature);
    expect(transaction?.version).toBe(0);
    expect(transaction?.meta?.err).toBeNull();
    expect(transaction?.transaction.message.instructions).toHaveLength(3);
    // 5000 per signature plus 10,000 units at 1 lamport each.
    expect(transaction?.meta?.fee).toBe(15_000n);
    const { value: balance } = await chainRpc().getBalance(to).send();
    expect(balance).toBe(LAMPORTS_PER_SOL / 2n);
  });

  it('keeps a transaction confirmed but not finalized while finalization is held', async () => {
    const payer = await newFundedSigner(2);
    const to = (await generateKeyPairSigner()).address;
    await holdFinalization();
    try {
      const signature = await sendSolTransfer({ from: payer, to, lamports: LAMPORTS_PER_SOL });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await getFinalized(signature)).toBeNull();
      const confirmed = await chainRpc()
        .getTransaction(signature, { commitment: 'confirmed', encoding: 'json', maxSupportedTransactionVersion: 0 })
        .send();
      expect(confirmed?.meta?.err).toBeNull();
      const { value } = await chainRpc().getSignatureStatuses([signature]).send();
      expect(value[0]?.confirmationStatus).toBe('confirmed');
      await releaseFinalization();
      expect(await getFinalized(signature)).not.toBeNull();
    } finally {
      await releaseFinalization();
    }
  });

  it('records a failing transfer with meta.err and charges its fee', async () => {
    const payer = await newFundedSigner(1);
    const to = (await generateKeyPairSigner()).address;
    const signature = await sendFailingTransaction({ from: payer, to });
    await waitForFinalized(signature);

    const transaction = await getFinalized(signature);
    expect(transaction?.meta?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
    expect(transaction?.meta?.logMessages?.join('\n')).toContain('insufficient lamports');
    const { value: balance } = await chainRpc().getBalance(payer.address).send();
    expect(balance).toBe(LAMPORTS_PER_SOL - 5000n);
  });

  it('rejects a failing transfer at preflight with the simulation logs and charges nothing', async () => {
    const payer = await newFundedSigner(1);
    const to = (await generateKeyPairSigner()).address;
    const failure = await sendSolTransfer({ from: payer, to, lamports: 2n * LAMPORTS_PER_SOL }).catch((error: unknown) => error);
    expect(isSolanaError(failure, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)).toBe(true);
    const { logs } = (failure as { context: { logs: string[] } }).context;
    expect(logs.join('\n')).toContain('insufficient lamports');
    const { value: balance } = await chainRpc().getBalance(payer.address).send();
    expect(balance).toBe(LAMPORTS_PER_SOL);
  });
});
