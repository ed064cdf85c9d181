// A Wallet Standard wallet for Playwright pages, backed by a real keypair on the local chain. The page
// side registers through the `wallet-standard:app-ready` / `register-wallet` event protocol; every
// feature calls back into Node (page.exposeFunction), which signs with @solana/kit and sends through
// the app's own /api/rpc. It can be told to reject connects (4001) or act locked (-32603).
// `solana:signTransaction` signs every transaction of a request at once (the console pays a vesting
// unlock through it with the local distribution key pair) and declines (4001) while told to reject.
import {
  address as toAddress,
  appendTransactionMessageInstruction,
  compileTransaction,
  createKeyPairFromBytes,
  decompileTransactionMessage,
  getCompiledTransactionMessageDecoder,
  generateKeyPair,
  getAddressFromPublicKey,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  prependTransactionMessageInstructions,
  type Address,
  type Transaction,
} from '@solana/kit';
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { createSignInMessageText, type SolanaSignInInputWithRequiredFields } from '@solana/wallet-standard-util';
import type { BrowserContext } from 'playwright-core';
import { jsonRpcEnvelope } from '../../scripts/lib/solana/json-rpc.mjs';

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
  /**
   * Message signing it offers: 'signIn' (default) has `solana:signIn` and `solana:signMessage`,
   * 'signMessage' only the latter (the fallback path), 'none' neither.
   */
  messageSigning?: 'signIn' | 'signMessage' | 'none';
  /**
   * Rewrites a transaction before signing and sending it, as browser wallets do: a compute-unit limit
   * and price first (a priority fee), a memo last. The app's own instructions stay as they are.
   */
  addsPriorityFeeAndMemo?: boolean;
}

export interface TestWallet {
  name: string;
  address: Address;
  keyPair: CryptoKeyPair;
  /** Changes how the next connect is answered. */
  setBehaviour(next: TestWalletBehaviour): void;
  /** Signatures (base58) the wallet sent, oldest first. */
  sent: string[];
  /** Texts the wallet signed with `solana:signIn` or `solana:signMessage`, oldest first. */
  signedMessages: string[];
  /** Transactions per `solana:signTransaction` request (declined ones too), oldest first. */
  signRequests: number[];
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
  const signedMessages: string[] = [];
  const signRequests: number[] = [];
  const messageSigning = options.messageSigning ?? 'signIn';

  // Ed25519 over the exact bytes, as a wallet signs an off-chain message.
  const signBytes = async (bytes: Uint8Array<ArrayBuffer>) => {
    signedMessages.push(new TextDecoder().decode(bytes));
    return Array.from(new Uint8Array(await crypto.subtle.sign('Ed25519', keyPair.privateKey, bytes)));
  };
  const declined = () => (behaviour === 'reject' ? { error: { code: 4001, message: 'User rejected the request.' } } : null);

  const sign = async (bytes: number[], rewrite = false) => {
    const transaction = getTransactionDecoder().decode(Uint8Array.from(bytes));
    return partiallySignTransaction([keyPair], rewrite ? withPriorityFeeAndMemo(transaction) : transaction);
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
  // One call per request, every transaction of it at once, as a wallet shows them in one approval.
  await context.exposeFunction('__testWalletSignTransactions', async (transactions: number[][]): Promise<{ signed: number[][] } | Failure> => {
    signRequests.push(transactions.length);
    const refusal = declined();
    if (refusal) return refusal;
    return { signed: await Promise.all(transactions.map(async (bytes) => Array.from(getTransactionEncoder().encode(await sign(bytes))))) };
  });
  await context.exposeFunction('__testWalletSignAndSend', async (bytes: number[]): Promise<{ signature: number[] } | Failure> => {
    const signed = await sign(bytes, options.addsPriorityFeeAndMemo);
    const payload = await jsonRpcEnvelope<string>(`${options.baseUrl}/api/rpc`, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }], { origin: options.baseUrl });
    if (!payload.result) return { error: payload.error ?? { code: -32000, message: 'sendTransaction failed' } };
    sent.push(payload.result);
    const signature = signed.signatures[address];
    if (!signature) return { error: { code: -32000, message: 'not signed' } };
    return { signature: Array.from(signature) };
  });

  // solana:signIn: the wallet writes the SIWS text itself from the app's input and its own address.
  await context.exposeFunction('__testWalletSignIn', async (input: Omit<SolanaSignInInputWithRequiredFields, 'address'>): Promise<{ signedMessage: number[]; signature: number[] } | Failure> => {
    const refusal = declined();
    if (refusal) return refusal;
    authorized = true;
    const message = new TextEncoder().encode(createSignInMessageText({ ...input, address }));
    return { signedMessage: Array.from(message), signature: await signBytes(message) };
  });
  await context.exposeFunction('__testWalletSignMessage', async (bytes: number[]): Promise<{ signature: number[] } | Failure> => {
    return declined() ?? { signature: await signBytes(Uint8Array.from(bytes)) };
  });

  await context.addInitScript({ content: `(${REGISTER_IN_PAGE})(${JSON.stringify({ name, address, chain, messageSigning })});` });

  return {
    name,
    address,
    keyPair,
    sent,
    signedMessages,
    signRequests,
    setBehaviour(next) {
      behaviour = next;
    },
  };
}

const MEMO_PROGRAM = toAddress('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

const COMPUTE_BUDGET_PROGRAM = toAddress('ComputeBudget111111111111111111111111111111');

/**
 * The transaction with a memo appended and, when it sets no compute budget of its own, a compute-unit
 * limit and price prepended (same version and blockhash). Browser wallets leave an app's own compute
 * budget alone: a second one would make the transaction fail with a duplicate instruction.
 */
function withPriorityFeeAndMemo(transaction: Transaction): Transaction {
  const compiled = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  const message = decompileTransactionMessage(compiled as Parameters<typeof decompileTransactionMessage>[0]);
  const setsBudget = message.instructions.some((instruction) => instruction.programAddress === COMPUTE_BUDGET_PROGRAM);
  const withBudget = setsBudget ? message : prependTransactionMessageInstructions([getSetComputeUnitLimitInstruction({ units: 80_000 }), getSetComputeUnitPriceInstruction({ microLamports: 25_000n })], message);
  const memo = { programAddress: MEMO_PROGRAM, accounts: [], data: new TextEncoder().encode('Sent with E2E Wallet') };
  return compileTransaction(appendTransactionMessageInstruction(memo, withBudget));
}

/**
 * Runs inside the page before its scripts: builds the wallet and registers it. Plain JavaScript text,
 * so no transpiler helper leaks into the page.
 */
const REGISTER_IN_PAGE = String.raw`({ name, address, chain, messageSigning }) => {
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
  const messageFeatures = messageSigning === 'signIn' ? ['solana:signIn', 'solana:signMessage'] : messageSigning === 'signMessage' ? ['solana:signMessage'] : [];
  const account = { address, publicKey: decode58(address), chains: [chain], features: ['solana:signTransaction', 'solana:signAndSendTransaction', ...messageFeatures] };
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
      'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signTransaction: async (...inputs) => {
        const result = fail(await window.__testWalletSignTransactions(inputs.map((input) => Array.from(input.transaction))));
        return result.signed.map((bytes) => ({ signedTransaction: Uint8Array.from(bytes) }));
      } },
      'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signAndSendTransaction: async (...inputs) =>
        Promise.all(inputs.map(async (input) => {
          const result = fail(await window.__testWalletSignAndSend(Array.from(input.transaction)));
          return { signature: Uint8Array.from(result.signature) };
        })) },
    },
  };
  if (messageFeatures.includes('solana:signMessage')) {
    wallet.features['solana:signMessage'] = { version: '1.0.0', signMessage: async (...inputs) =>
      Promise.all(inputs.map(async (input) => {
        const result = fail(await window.__testWalletSignMessage(Array.from(input.message)));
        return { signedMessage: input.message, signature: Uint8Array.from(result.signature) };
      })) };
  }
  if (messageFeatures.includes('solana:signIn')) {
    wallet.features['solana:signIn'] = { version: '1.0.0', signIn: async (...inputs) =>
      Promise.all(inputs.map(async (input) => {
        const { address: _ignored, ...rest } = input || {};
        const result = fail(await window.__testWalletSignIn(rest));
        connected = true;
        emit();
        return { account, signedMessage: Uint8Array.from(result.signedMessage), signature: Uint8Array.from(result.signature), signatureType: 'ed25519' };
      })) };
  }
  const callback = (api) => api.register(wallet);
  window.addEventListener('wallet-standard:app-ready', (event) => callback(event.detail));
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
}`;
