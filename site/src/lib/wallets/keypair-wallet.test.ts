import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiHref, rpcApi } from '../api/clients';
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
  type Blockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import type { Wallet } from '@wallet-standard/base';
import type { SolanaSignInInput, SolanaSignInOutput, SolanaSignMessageOutput } from '@solana/wallet-standard-features';
import { parseSignInMessage, verifyMessageSignature, verifySignIn } from '@solana/wallet-standard-util';
import { createKeypairWallet } from './keypair-wallet';
import { OTHER_DOMAIN_REFUSAL } from './keypair-message-signing';

async function secretKeyBytes(): Promise<Uint8Array> {
  const pair = (await crypto.subtle.generateKey('Ed25519', true, ['sign', 'verify'])) as CryptoKeyPair;
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return Uint8Array.from([...pkcs8.slice(-32), ...raw]);
}

function unsignedTransfer(from: string): Uint8Array {
  const payer = createNoopSigner(address(from));
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 100n }, m),
    (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: payer, destination: address('9A4pB2thCDRy5BD4VWLeKnovio9GrPEKuovEM7r3Vama'), amount: 1_000n }), m),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

const feature = <T>(wallet: Wallet, name: string) => (wallet.features as Record<string, T>)[name]!;

describe('createKeypairWallet', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('connects without a prompt and exposes one account on its chain', async () => {
    const wallet = await createKeypairWallet('Demo Wallet', await secretKeyBytes(), 'solana:localnet');
    expect(wallet.accounts).toEqual([]);
    const { accounts } = await feature<{ connect: () => Promise<{ accounts: { chains: string[] }[] }> }>(wallet, 'standard:connect').connect();
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.chains).toEqual(['solana:localnet']);
  });

  it('signs a transaction with a signature that verifies against its public key', async () => {
    const wallet = await createKeypairWallet('Demo Wallet', await secretKeyBytes(), 'solana:localnet');
    const [account] = (await feature<{ connect: () => Promise<{ accounts: { address: string; publicKey: Uint8Array }[] }> }>(wallet, 'standard:connect').connect()).accounts;
    const sign = feature<{ signTransaction: (input: object) => Promise<{ signedTransaction: Uint8Array }[]> }>(wallet, 'solana:signTransaction');
    const [output] = await sign.signTransaction({ account, chain: 'solana:localnet', transaction: unsignedTransfer(account!.address) });
    const signed = getTransactionDecoder().decode(output!.signedTransaction);
    const signature = signed.signatures[address(account!.address)];
    const publicKey = await crypto.subtle.importKey('raw', account!.publicKey as BufferSource, 'Ed25519', true, ['verify']);
    expect(signature).toBeTruthy();
    expect(await verifySignature(publicKey, signature!, signed.messageBytes)).toBe(true);
  });

  it('sends the signed transaction through /api/rpc and returns its signature bytes', async () => {
    const wallet = await createKeypairWallet('Demo Wallet', await secretKeyBytes(), 'solana:localnet');
    const [account] = (await feature<{ connect: () => Promise<{ accounts: { address: string }[] }> }>(wallet, 'standard:connect').connect()).accounts;
    const sent: { url: string; body: { method: string; params: [string, object] } }[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: { body: string }) => {
      sent.push({ url, body: JSON.parse(init.body) });
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'sig' }));
    }));
    const send = feature<{ signAndSendTransaction: (input: object) => Promise<{ signature: Uint8Array }[]> }>(wallet, 'solana:signAndSendTransaction');
    const [output] = await send.signAndSendTransaction({ account, chain: 'solana:localnet', transaction: unsignedTransfer(account!.address) });
    expect(sent[0]!.url).toBe(apiHref(rpcApi.index.$url()));
    expect(sent[0]!.body.method).toBe('sendTransaction');
    const wire = getTransactionDecoder().decode(getBase64Encoder().encode(sent[0]!.body.params[0]));
    expect(Array.from(wire.signatures[address(account!.address)]!)).toEqual(Array.from(output!.signature));
  });

  it('signs a message with a signature that verifies against its public key', async () => {
    const wallet = await createKeypairWallet('Demo Wallet', await secretKeyBytes(), 'solana:localnet');
    const [account] = (await feature<{ connect: () => Promise<{ accounts: { address: string; publicKey: Uint8Array }[] }> }>(wallet, 'standard:connect').connect()).accounts;
    const message = new TextEncoder().encode('hello MRDX');
    const sign = feature<{ signMessage: (input: object) => Promise<SolanaSignMessageOutput[]> }>(wallet, 'solana:signMessage');
    const [output] = await sign.signMessage({ account, message });
    expect(verifyMessageSignature({ message, signedMessage: output!.signedMessage, signature: output!.signature, publicKey: account!.publicKey })).toBe(true);
  });

  it('answers a Sign-In With Solana request with its own address, connected, and a signature the SIWS helpers verify', async () => {
    vi.stubGlobal('location', { host: 'mrdx.example' });
    const wallet = await createKeypairWallet('Demo Wallet', await secretKeyBytes(), 'solana:localnet');
    expect(wallet.accounts).toEqual([]);
    const input: SolanaSignInInput = {
      domain: 'mrdx.example',
      statement: 'Sign in to your MRDX investor dashboard.',
      uri: 'https://mrdx.example',
      version: '1',
      chainId: 'solana:localnet',
      nonce: 'a1b2c3d4e5f60718',
      issuedAt: '2026-11-20T10:00:00.000Z',
      expirationTime: '2026-11-20T10:10:00.000Z',
    };
    const signIn = feature<{ signIn: (input: SolanaSignInInput) => Promise<SolanaSignInOutput[]> }>(wallet, 'solana:signIn');
    const [output] = await signIn.signIn(input);
    expect(wallet.accounts).toHaveLength(1);
    expect(output!.account.address).toBe(wallet.accounts[0]!.address);
    expect(parseSignInMessage(output!.signedMessage)).toMatchObject({ domain: 'mrdx.example', address: output!.account.address, nonce: input.nonce });
    expect(verifySignIn(input, output!)).toBe(true);
  });

  it('refuses a sign-in request made for another website', async () => {
    vi.stubGlobal('location', { host: 'mrdx.example' });
    const wallet = await createKeypairWallet('Demo Wallet', await secretKeyBytes(), 'solana:localnet');
    const signIn = feature<{ signIn: (input: SolanaSignInInput) => Promise<SolanaSignInOutput[]> }>(wallet, 'solana:signIn');
    await expect(signIn.signIn({ domain: 'phish.example', nonce: 'a1b2c3d4e5f60718' })).rejects.toThrow(OTHER_DOMAIN_REFUSAL);
    expect(wallet.accounts).toEqual([]);
  });
});
