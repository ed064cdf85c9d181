import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { sendPreparedPayment, walletChainFor } from './send-prepared-payment';
import { base58FromBytes, base64FromBytes } from './wire-bytes';

const account = { address: '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5', publicKey: new Uint8Array(32), chains: ['solana:localnet'], features: [] } as WalletAccount;
const UNSIGNED = new Uint8Array([1, ...new Uint8Array(64), 9, 9, 9]);
const TRANSACTION = base64FromBytes(UNSIGNED);

const walletWith = (features: Record<string, unknown>) =>
  ({ name: 'Fake', version: '1.0.0', icon: 'data:,', chains: ['solana:localnet'], accounts: [account], features }) as unknown as Wallet;

afterEach(() => vi.unstubAllGlobals());

describe('sendPreparedPayment', () => {
  it('has the wallet sign and send the worker-built bytes on the sale cluster', async () => {
    const raw = new Uint8Array(64).fill(5);
    const signAndSendTransaction = vi.fn(async () => [{ signature: raw }]);
    const wallet = walletWith({ 'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy'], signAndSendTransaction } });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await sendPreparedPayment({ wallet, account, transaction: TRANSACTION, cluster: 'mainnet-beta' })).toBe(base58FromBytes(raw));
    expect(signAndSendTransaction).toHaveBeenCalledWith({ account, chain: 'solana:mainnet', transaction: UNSIGNED, options: { commitment: 'confirmed' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs, then sends through /api/rpc, with a wallet that cannot send', async () => {
    const signed = new Uint8Array([1, ...new Uint8Array(64).fill(3), 9, 9, 9]);
    const signTransaction = vi.fn(async () => [{ signedTransaction: signed }]);
    const wallet = walletWith({ 'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy'], signTransaction } });
    const fetchMock = vi.fn(async () => Response.json({ jsonrpc: '2.0', id: 1, result: 'sig' }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await sendPreparedPayment({ wallet, account, transaction: TRANSACTION, cluster: 'localnet' })).toBe(base58FromBytes(new Uint8Array(64).fill(3)));
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ method: 'sendTransaction', params: [base64FromBytes(signed), { encoding: 'base64' }] });
  });

  it('passes a refusal through and refuses a wallet that cannot sign', async () => {
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const declining = walletWith({ 'solana:signAndSendTransaction': { signAndSendTransaction: async () => { throw refusal; } } });
    await expect(sendPreparedPayment({ wallet: declining, account, transaction: TRANSACTION, cluster: 'localnet' })).rejects.toBe(refusal);
    await expect(sendPreparedPayment({ wallet: walletWith({}), account, transaction: TRANSACTION, cluster: 'localnet' })).rejects.toThrow('cannot sign');
  });

  it('maps mainnet-beta to the Wallet Standard mainnet chain', () => {
    expect(walletChainFor('mainnet-beta')).toBe('solana:mainnet');
    expect(walletChainFor('localnet')).toBe('solana:localnet');
  });
});
