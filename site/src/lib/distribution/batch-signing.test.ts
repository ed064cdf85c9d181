import { describe, expect, it } from 'vitest';
import { generateKeyPairSigner, getBase64Encoder, getTransactionDecoder, getTransactionEncoder, partiallySignTransaction } from '@solana/kit';
import type { WalletAccount } from '@wallet-standard/base';
import type { SolanaSignTransactionInput } from '@solana/wallet-standard-features';
import { batchSpecFromJson, batchSpecToJson } from '@core/distribution/batch-spec-json';
import { batchWireTransaction } from '@core/distribution/batch-transaction';
import { batchBase, recipients } from '@core/distribution/test-fixtures';
import { signBatches, unsignedBatchTransaction, walletChainFor, type BatchToSign } from './batch-signing';

const BLOCKHASH = 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N';

async function batches(count: number) {
  const signer = await generateKeyPairSigner();
  const base = { ...(await batchBase()), distributionWallet: signer.address as string };
  const list: BatchToSign[] = [];
  for (let index = 0; index < count; index += 1) {
    list.push({ spec: batchSpecToJson({ ...base, transfers: await recipients(base, 2, index === 0) }), blockhash: BLOCKHASH, lastValidBlockHeight: '500' });
  }
  return { signer, list };
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
  it('builds exactly the core builder’s transaction from a started attempt', async () => {
    const { list } = await batches(1);
    const [batch] = list;
    expect(unsignedBatchTransaction(batch!)).toEqual(batchWireTransaction(batchSpecFromJson(batch!.spec), { blockhash: BLOCKHASH, lastValidBlockHeight: 500n }));
    expect(walletChainFor('mainnet-beta')).toBe('solana:mainnet');
    expect(walletChainFor('localnet')).toBe('solana:localnet');
  });

  it('asks the wallet once for several transactions and returns them signed, in order', async () => {
    const { signer, list } = await batches(3);
    const { feature, requests } = walletFeature(signer.keyPair);
    const signed = await signBatches({ feature, account: accountOf(signer.address), cluster: 'localnet', batches: list });
    expect(requests).toEqual([3]);
    signed.forEach((wire, index) => {
      const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(wire));
      expect(transaction.messageBytes).toEqual(getTransactionDecoder().decode(unsignedBatchTransaction(list[index]!)).messageBytes);
      expect(transaction.signatures[signer.address]).toBeTruthy();
    });
  });

  it('falls back to one request a transaction for a wallet that takes one, and never asks again after a refusal', async () => {
    const { signer, list } = await batches(2);
    const single = walletFeature(signer.keyPair, { single: true });
    expect(await signBatches({ feature: single.feature, account: accountOf(signer.address), cluster: 'localnet', batches: list })).toHaveLength(2);
    expect(single.requests).toEqual([2, 1, 1]);
    const refusing = walletFeature(signer.keyPair, { reject: true });
    await expect(signBatches({ feature: refusing.feature, account: accountOf(signer.address), cluster: 'localnet', batches: list })).rejects.toThrow('rejected');
    expect(refusing.requests).toEqual([2]);
  });
});
