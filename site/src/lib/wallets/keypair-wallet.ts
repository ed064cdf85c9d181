// A Wallet Standard wallet backed by a keypair held in the page (the local demo wallet): it connects
// without a prompt, signs transactions with @solana/kit (sending goes through /api/rpc), and signs
// messages and Sign-In With Solana requests as mainstream wallets do.
import { createKeyPairFromBytes, getAddressFromPublicKey, getBase64EncodedWireTransaction, getTransactionDecoder, getTransactionEncoder, partiallySignTransaction } from '@solana/kit';
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import type { SolanaSignAndSendTransactionInput, SolanaSignTransactionInput } from '@solana/wallet-standard-features';
import { rpcCall } from '../solana/rpc';
import { messageSigningFeatures } from './keypair-message-signing';

const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#7c3aed"/><text x="16" y="21" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">D</text></svg>')}` as WalletIcon;

/** Signs the wire-format transaction `bytes` with `keyPair`, keeping any other signatures. */
export async function signWireTransaction(keyPair: CryptoKeyPair, bytes: Uint8Array): Promise<Uint8Array> {
  const transaction = getTransactionDecoder().decode(bytes);
  const signed = await partiallySignTransaction([keyPair], transaction);
  return new Uint8Array(getTransactionEncoder().encode(signed));
}

/** Builds the wallet for a 64-byte secret key on `chain` (e.g. solana:localnet). */
export async function createKeypairWallet(name: string, secretKey: Uint8Array, chain: `solana:${string}`): Promise<Wallet> {
  const keyPair = await createKeyPairFromBytes(secretKey);
  const address = await getAddressFromPublicKey(keyPair.publicKey);
  const account: WalletAccount = {
    address,
    publicKey: new Uint8Array(secretKey.slice(32)),
    chains: [chain],
    features: ['solana:signTransaction', 'solana:signAndSendTransaction', 'solana:signMessage', 'solana:signIn'],
  };
  let connected = false;
  const listeners = new Set<(properties: { accounts: readonly WalletAccount[] }) => void>();
  const signOne = (input: SolanaSignTransactionInput) => signWireTransaction(keyPair, input.transaction);
  // A sign-in connects the wallet as well (one prompt in real wallets), so the app sees the account.
  const connect = () => {
    connected = true;
    listeners.forEach((listener) => listener({ accounts: [account] }));
    return { accounts: [account] };
  };

  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: [chain],
    get accounts() {
      return connected ? [account] : [];
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async () => connect(),
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          connected = false;
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: (properties: { accounts: readonly WalletAccount[] }) => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: SolanaSignTransactionInput[]) =>
          Promise.all(inputs.map(async (input) => ({ signedTransaction: await signOne(input) }))),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: SolanaSignAndSendTransactionInput[]) =>
          Promise.all(
            inputs.map(async (input) => {
              const signed = getTransactionDecoder().decode(await signOne(input));
              const wire = getBase64EncodedWireTransaction(signed);
              await rpcCall<string>('sendTransaction', [wire, { encoding: 'base64', skipPreflight: input.options?.skipPreflight ?? false, preflightCommitment: input.options?.preflightCommitment ?? 'confirmed' }]);
              const signature = signed.signatures[address];
              if (!signature) throw new Error('Transaction was not signed by the demo wallet');
              return { signature: new Uint8Array(signature) };
            }),
          ),
      },
      ...messageSigningFeatures(keyPair, account, connect),
    },
  };
  return wallet;
}
