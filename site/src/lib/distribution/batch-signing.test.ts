import { describe, expect, it } from 'vitest';
import { generateKeyPairSigner, getBase64Encoder, getTransactionDecoder, getTransactionEncoder, partiallySignTransaction } from '@solana/kit';
import type { WalletAccount } from '@wallet-standard/base';
import type { SolanaSignTransactionInput } from '@solana/wallet-standard-features';
import { batchSpecOf, batchWireTransaction } from '@core/distribution/batch-transaction';
import { batchBase, recipients } from '@core/distribution/test-fixtures';
import { signWithWallet, walletChainFor, walletSigning } from './batch-signing';

const LIFETIME = { blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N', lastValidBlockHeight: 500n };

async function transactions(count: number) {
  const signer = await generateKeyPairSigner();
  const base = { ...(await batchBase()), payer: signer.address as string };
  const list: Uint8Array[] = [];
  for (let index = 0; index < count; index += 1) list.push(batchWireTransaction(batchSpecOf(base, await recipients(base, 2, index === 0)), LIFETIME));
  return { signer, base, list };
}

const accountOf = (address: string): WalletAccount => ({ address, publicKey: new Uint8Array(32), chains: ['solana:localnet'], features: ['solana:signTransaction'] });

/** A Wallet Standard signTransaction feature over a key pair; `single` wallets take one transaction a request. */
function walletFeature(keyPair: CryptoKeyPair, { single = false, reject = false } = {}) {
  const requests: number[] = [];
  const signTransaction = async (...inputs: readonly SolanaSignTransactionInput[]) => {
    requests.push(inputs.length);
    if (reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    if (single && inputs.length > 1) throw new Error('Only one transaction per request');
    return Promise.all(inputs.map(async (input) => ({
      signedTransaction: new Uint8Array(getTransactionEncoder().encode(await partiallySignTransaction([keyPair], getTransactionDecoder().decode(input.transaction)))),
    })));
  };
  return { requests, feature: { version: '1.0.0' as const, supportedTransactionVersions: ['legacy' as const, 0 as const], signTransaction } };
}

describe('batch signing in the console', () => {
  it('names the wallet chain of a cluster', () => {
    expect(walletChainFor('mainnet-beta')).toBe('solana:mainnet');
    expect(walletChainFor('localnet')).toBe('solana:localnet');
  });

  it('asks the wallet once for several transactions and returns them signed, in order', async () => {
    const { signer, list } = await transactions(3);
    const { feature, requests } = walletFeature(signer.keyPair);
    const signed = await signWithWallet({ feature, account: accountOf(signer.address), cluster: 'localnet', transactions: list });
    expect(requests).toEqual([3]);
    signed.forEach((wire, index) => {
      const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(wire));
      expect(transaction.messageBytes).toEqual(getTransactionDecoder().decode(list[index]!).messageBytes);
      expect(transaction.signatures[signer.address]).toBeTruthy();
    });
  });

  it('signs the runner’s jobs as the core builder compiled them', async () => {
    const { signer, base } = await transactions(0);
    const { feature } = walletFeature(signer.keyPair);
    const spec = batchSpecOf(base, await recipients(base, 2, true));
    const { compileBatchTransaction } = await import('@core/distribution/batch-transaction');
    const [wire] = await walletSigning({ feature, account: accountOf(signer.address), cluster: 'localnet' })([
      { batch: { id: 'b', sequence: 1, status: 'sending', transfers: 2, amount: 0n, attempts: 1, lastAttempt: null }, attemptId: 'a', spec, transaction: compileBatchTransaction(spec, LIFETIME) },
    ]);
    expect(getTransactionDecoder().decode(getBase64Encoder().encode(wire!)).messageBytes).toEqual(getTransactionDecoder().decode(batchWireTransaction(spec, LIFETIME)).messageBytes);
  });

  it('falls back to one request a transaction for a wallet that takes one, and never asks again after a refusal', async () => {
    const { signer, list } = await transactions(2);
    const single = walletFeature(signer.keyPair, { single: true });
    expect(await signWithWallet({ feature: single.feature, account: accountOf(signer.address), cluster: 'localnet', transactions: list })).toHaveLength(2);
    expect(single.requests).toEqual([2, 1, 1]);
    const refusing = walletFeature(signer.keyPair, { reject: true });
    await expect(signWithWallet({ feature: refusing.feature, account: accountOf(signer.address), cluster: 'localnet', transactions: list })).rejects.toThrow('rejected');
    expect(refusing.requests).toEqual([2]);
  });
});
