// The message features of the in-page keypair wallet: `solana:signMessage` (Ed25519 over the exact
// bytes) and `solana:signIn` (Sign-In With Solana: the wallet writes the message text itself from the
// app's input, its own address and the page's domain, as Phantom, Solflare and Backpack do).
import { signBytes } from '@solana/kit';
import type { WalletAccount } from '@wallet-standard/base';
import type { SolanaSignInInput, SolanaSignInOutput, SolanaSignMessageInput, SolanaSignMessageOutput } from '@solana/wallet-standard-features';
import { createSignInMessage } from '@solana/wallet-standard-util';

/** Refusal of a sign-in request made for another site: wallets refuse it, so a phishing page cannot relay one. */
export const OTHER_DOMAIN_REFUSAL = 'This sign-in request is for another website.';

/** The host of the page the wallet runs in, or null outside a browser. */
const pageHost = () => (typeof location === 'undefined' ? null : location.host);

/**
 * The message features of a wallet holding `keyPair` for `account`. `connect` marks the wallet
 * connected: a sign-in authorizes the account as a connect would.
 */
export function messageSigningFeatures(keyPair: CryptoKeyPair, account: WalletAccount, connect: () => void) {
  const sign = async (message: Uint8Array) => new Uint8Array(await signBytes(keyPair.privateKey, message));

  const signMessage = async (...inputs: readonly SolanaSignMessageInput[]): Promise<readonly SolanaSignMessageOutput[]> =>
    Promise.all(
      inputs.map(async (input) => {
        if (input.account.address !== account.address) throw new Error('Unknown account');
        return { signedMessage: input.message, signature: await sign(input.message), signatureType: 'ed25519' as const };
      }),
    );

  const signIn = async (...inputs: readonly SolanaSignInInput[]): Promise<readonly SolanaSignInOutput[]> =>
    Promise.all(
      inputs.map(async (input) => {
        const host = pageHost();
        const domain = input.domain ?? host;
        if (!domain) throw new Error('A sign-in request needs a domain');
        if (host !== null && domain !== host) throw new Error(OTHER_DOMAIN_REFUSAL);
        if (input.address !== undefined && input.address !== account.address) throw new Error('Unknown account');
        const signedMessage = createSignInMessage({ ...input, domain, address: account.address });
        const signature = await sign(signedMessage);
        connect();
        return { account, signedMessage, signature, signatureType: 'ed25519' as const };
      }),
    );

  return {
    'solana:signMessage': { version: '1.1.0' as const, signMessage },
    'solana:signIn': { version: '1.0.0' as const, signIn },
  };
}
