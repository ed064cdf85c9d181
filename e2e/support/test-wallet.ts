// A Wallet Standard wallet for Playwright pages, backed by a real keypair on the local chain. The page
// side registers through the `wallet-standard:app-ready` / `register-wallet` event protocol; every
// feature calls back into Node (page.exposeFunction), which signs with @solana/kit and sends through
// the app's own /api/rpc. It can be told to reject connects (4001) or act locked (-32603).
import {
  createKeyPairFromBytes,
  generateKeyPair,
  getAddressFromPublicKey,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  type Address,
} from '@solana/kit';
import type { BrowserContext } from 'playwright-core';

/** How the wallet answers a connect request. */
export type TestWalletBehaviour = 'approve' | 'reject' | 'locked';

export interface TestWalletOptions {
  /** Name shown in the picker; default 'E2E Wallet'. */
  name?: string;
  /** 64-byte secret key, or a keypair; a fresh keypair when both are absent. */
  secretKey?: Uint8Array;
  keyPair?: CryptoKeyPair;
  /** App origin whose /api/rpc sends transactions. */
  baseUrl: string;
  behaviour?: TestWalletBehaviour;
  /** Chain identifier the wallet supports; default solana:localnet. */
  chain?: string;
}

export interface TestWallet {
  name: string;
  address: Address;
  keyPair: CryptoKeyPair;
  /** Changes how the next connect is answered. */
  setBehaviour(next: TestWalletBehaviour): void;
  /** Signatures (base58) the wallet sent, oldest first. */
  sent: string[];
}

type Failure = { error: { code: number; message: string } };

/** Registers the test wallet in every page of `context` (call before the first navigation). */
export async function installTestWallet(context: BrowserContext, options: TestWalletOptions): Promise<TestWallet> {
  const name = options.name ?? 'E2E Wallet';
  const chain = options.chain ?? 'solana:localnet';
  const keyPair = options.keyPair ?? (options.secretKey ? await createKeyPairFromBytes(options.secretKey) : await generateKeyPair());
  const address = await getAddressFromPublicKey(keyPair.publicKey);
  let behaviour: TestWalletBehaviour = options.behaviour ?? 'approve';
  let authorized = false;
  const sent: string[] = [];

  const sign = async (bytes: number[]) => {
    const signed = await partiallySignTransaction([keyPair], getTransactionDecoder().decode(Uint8Array.from(bytes)));
    return signed;
  };

  await context.exposeFunction('__testWalletConnect', async (silent: boolean): Promise<{ address: string } | { accounts: [] } | Failure> => {
    if (silent) return authorized ? { address } : { accounts: [] };
    if (behaviour === 'reject') return { error: { code: 4001, message: 'User rejected the request.' } };
    if (behaviour === 'locked') return { error: { code: -32603, message: 'Internal JSON-RPC error.' } };
    authorized = true;
    return { address };
  });
  await context.exposeFunction('__testWalletDisconnect', async () => {
    authorized = false;
  });
  await context.exposeFunction('__testWalletSignTransaction', async (bytes: number[]) => {
    return Array.from(getTransactionEncoder().encode(await sign(bytes)));
  });
  await context.exposeFunction('__testWalletSignAndSend', async (bytes: number[]): Promise<{ signature: number[] } | Failure> => {
    const signed = await sign(bytes);
    const response = await fetch(`${options.baseUrl}/api/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: options.baseUrl },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }] }),
    });
    const payload = (await response.json()) as { result?: string; error?: { code: number; message: string } };
    if (!payload.result) return { error: payload.error ?? { code: -32000, message: `sendTransaction failed: ${response.status}` } };
    sent.push(payload.result);
    const signature = signed.signatures[address];
    if (!signature) return { error: { code: -32000, message: 'not signed' } };
    return { signature: Array.from(signature) };
  });

  await context.addInitScript({ content: `(${REGISTER_IN_PAGE})(${JSON.stringify({ name, address, chain })});` });

  return {
    name,
    address,
    keyPair,
    sent,
    setBehaviour(next) {
      behaviour = next;
    },
  };
}

/**
 * Runs inside the page before its scripts: builds the wallet and registers it. Plain JavaScript text,
 * so no transpiler helper leaks into the page.
 */
const REGISTER_IN_PAGE = String.raw`({ name, address, chain }) => {
  const fail = (result) => {
    if (result && result.error) throw Object.assign(new Error(result.error.message), { code: result.error.code });
    return result;
  };
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const decode58 = (text) => {
    let value = 0n;
    for (const char of text) value = value * 58n + BigInt(alphabet.indexOf(char));
    const bytes = new Uint8Array(32);
    for (let i = 31; i >= 0; i--) { bytes[i] = Number(value & 255n); value >>= 8n; }
    return bytes;
  };
  const account = { address, publicKey: decode58(address), chains: [chain], features: ['solana:signTransaction', 'solana:signAndSendTransaction'] };
  let connected = false;
  const listeners = new Set();
  const emit = () => listeners.forEach((listener) => listener({ accounts: connected ? [account] : [] }));
  const wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,' + btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#0ea5e9"/></svg>'),
    chains: [chain],
    get accounts() { return connected ? [account] : []; },
    features: {
      'standard:connect': { version: '1.0.0', connect: async (input) => {
        const result = fail(await window.__testWalletConnect(Boolean(input && input.silent)));
        if (!result.address) return { accounts: [] };
        connected = true;
        emit();
        return { accounts: [account] };
      } },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => { connected = false; await window.__testWalletDisconnect(); emit(); } },
      'standard:events': { version: '1.0.0', on: (event, listener) => { listeners.add(listener); return () => listeners.delete(listener); } },
      'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signTransaction: async (...inputs) =>
        Promise.all(inputs.map(async (input) => ({ signedTransaction: Uint8Array.from(await window.__testWalletSignTransaction(Array.from(input.transaction))) }))) },
      'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signAndSendTransaction: async (...inputs) =>
        Promise.all(inputs.map(async (input) => {
          const result = fail(await window.__testWalletSignAndSend(Array.from(input.transaction)));
          return { signature: Uint8Array.from(result.signature) };
        })) },
    },
  };
  const callback = (api) => api.register(wallet);
  window.addEventListener('wallet-standard:app-ready', (event) => callback(event.detail));
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
}`;
