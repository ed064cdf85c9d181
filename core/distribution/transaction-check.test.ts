import { describe, expect, it } from 'vitest';
import { generateKeyPairSigner, getTransactionEncoder, signTransaction, getBase58Decoder } from '@solana/kit';
import { batchSpecOf, compileBatchTransaction } from './batch-transaction';
import { checkBatchTransaction } from './transaction-check';
import { batchBase, newAddress, recipients } from './test-fixtures';

const LIFETIME = { blockhash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG', lastValidBlockHeight: 200n };
const wire = (transaction: Parameters<ReturnType<typeof getTransactionEncoder>['encode']>[0]) => new Uint8Array(getTransactionEncoder().encode(transaction));

async function signedBatch() {
  const signer = await generateKeyPairSigner();
  const base = { ...(await batchBase()), payer: signer.address };
  const spec = batchSpecOf(base, await recipients(base, 3, true));
  const expected = compileBatchTransaction(spec, LIFETIME);
  return { signer, spec, expected, signed: await signTransaction([signer.keyPair], expected) };
}

describe('checking a signed batch transaction', () => {
  it('accepts exactly the batch signed by the distribution wallet, and names its signature', async () => {
    const { expected, signed } = await signedBatch();
    const result = await checkBatchTransaction(wire(signed), expected);
    expect(result).toEqual({ ok: true, signature: getBase58Decoder().decode(Object.values(signed.signatures)[0]!) });
  });

  it('refuses another amount, another blockhash or another fee payer, saying which', async () => {
    const { signer, spec, expected } = await signedBatch();
    const more = { ...spec, transfers: [{ ...spec.transfers[0]!, amount: spec.transfers[0]!.amount + 1n }, ...spec.transfers.slice(1)] };
    const tampered = await signTransaction([signer.keyPair], compileBatchTransaction(more, LIFETIME));
    expect(await checkBatchTransaction(wire(tampered), expected)).toMatchObject({ ok: false, reason: expect.stringContaining('sign it exactly as built') });
    const otherHash = await signTransaction([signer.keyPair], compileBatchTransaction(spec, { ...LIFETIME, blockhash: '4uQeVj5tqViQh7yWWGStvkEG1Zmhx6uasJtWCJziofM' }));
    expect(await checkBatchTransaction(wire(otherHash), expected)).toMatchObject({ reason: expect.stringContaining("attempt's blockhash") });
    const stranger = await generateKeyPairSigner();
    const otherPayer = await signTransaction([stranger.keyPair], compileBatchTransaction({ ...spec, payer: stranger.address }, LIFETIME));
    expect(await checkBatchTransaction(wire(otherPayer), expected)).toMatchObject({ reason: expect.stringContaining('fee payer') });
    const otherRecipient = { ...spec, transfers: [{ ...spec.transfers[0]!, tokenAccount: await newAddress() }, ...spec.transfers.slice(1)] };
    const redirected = await signTransaction([signer.keyPair], compileBatchTransaction(otherRecipient, LIFETIME));
    expect(await checkBatchTransaction(wire(redirected), expected)).toMatchObject({ ok: false });
  });

  it('refuses an unsigned transaction, a wrong signature and bytes that are no transaction', async () => {
    const { expected, signed } = await signedBatch();
    expect(await checkBatchTransaction(wire(expected), expected)).toMatchObject({ reason: expect.stringContaining('not signed') });
    const forged = { ...signed, signatures: Object.fromEntries(Object.keys(signed.signatures).map((key) => [key, new Uint8Array(64).fill(7)])) };
    expect(await checkBatchTransaction(wire(forged as typeof signed), expected)).toMatchObject({ reason: expect.stringContaining('does not match') });
    expect(await checkBatchTransaction(new Uint8Array([1, 2, 3]), expected)).toMatchObject({ reason: 'This is not a Solana transaction' });
  });
});
