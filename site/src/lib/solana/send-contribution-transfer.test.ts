import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiHref, rpcApi } from '../api/clients';
import { getBase58Decoder, getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { sendContributionTransfer, walletChainFor } from './send-contribution-transfer';

const FROM = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';
const intent = { treasury: '9A4pB2thCDRy5BD4VWLeKnovio9GrPEKuovEM7r3Vama', lamports: '250000000', reference: 'GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR' };
const account = { address: FROM, publicKey: new Uint8Array(32), chains: ['solana:localnet'], features: [] } as WalletAccount;

function walletWith(versions: readonly (0 | 'legacy')[], answer: () => Promise<{ signature: Uint8Array }[]>) {
  const signAndSendTransaction = vi.fn(answer);
  const wallet = {
    name: 'Fake', version: '1.0.0', icon: 'data:,', chains: ['solana:localnet'], accounts: [account],
    features: { 'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: versions, signAndSendTransaction } },
  } as unknown as Wallet;
  return { wallet, signAndSendTransaction };
}

afterEach(() => vi.unstubAllGlobals());

describe('sendContributionTransfer', () => {
  it('asks the wallet to sign and send the transfer on the sale cluster and returns the base58 signature', async () => {
    const fetchMock = vi.fn(async () => Response.json({ jsonrpc: '2.0', id: 1, result: { value: { blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N', lastValidBlockHeight: 42 } } }));
    vi.stubGlobal('fetch', fetchMock);
    const raw = new Uint8Array(64).fill(9);
    const { wallet, signAndSendTransaction } = walletWith(['legacy', 0], async () => [{ signature: raw }]);
    const signature = await sendContributionTransfer({ wallet, account, intent, cluster: 'localnet' });
    expect(signature).toBe(getBase58Decoder().decode(raw));
    expect(fetchMock).toHaveBeenCalledWith(apiHref(rpcApi.index.$url()), expect.objectContaining({ method: 'POST' }));
    const [input] = signAndSendTransaction.mock.calls[0] as unknown as [{ account: WalletAccount; chain: string; transaction: Uint8Array }];
    expect(input.account).toBe(account);
    expect(input.chain).toBe('solana:localnet');
    const message = getCompiledTransactionMessageDecoder().decode(getTransactionDecoder().decode(input.transaction).messageBytes);
    expect(message.version).toBe(0);
    expect(message.lifetimeToken).toBe('EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N');
  });

  it('falls back to a legacy transaction for a wallet without v0 and passes a refusal through', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ result: { value: { blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N', lastValidBlockHeight: 1 } } })));
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const { wallet, signAndSendTransaction } = walletWith(['legacy'], async () => { throw refusal; });
    await expect(sendContributionTransfer({ wallet, account, intent, cluster: 'devnet' })).rejects.toBe(refusal);
    const [input] = signAndSendTransaction.mock.calls[0] as unknown as [{ chain: string; transaction: Uint8Array }];
    expect(input.chain).toBe('solana:devnet');
    expect(getCompiledTransactionMessageDecoder().decode(getTransactionDecoder().decode(input.transaction).messageBytes).version).toBe('legacy');
  });

  it('maps mainnet-beta to the Wallet Standard mainnet chain', () => {
    expect(walletChainFor('mainnet-beta')).toBe('solana:mainnet');
    expect(walletChainFor('localnet')).toBe('solana:localnet');
  });
});
