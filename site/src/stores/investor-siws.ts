// Sign-In With Solana from the browser: the server's sign-in input goes to the connected Wallet
// Standard wallet's `solana:signIn`, or, for wallets without it, the same SIWS text to
// `solana:signMessage`; the signed bytes go back to the server, which verifies them and starts the session.
import { atom } from 'nanostores';
import type { SolanaSignInFeature, SolanaSignMessageFeature } from '@solana/wallet-standard-features';
import { createSignInMessageText } from '@solana/wallet-standard-util';
import type { SiwsSignInInput } from '@core/api/investor';
import { investorApi } from '../lib/api/clients';
import { call, errorText } from '../lib/api/request';
import { isWalletRejection } from '../lib/wallets/wallet-rejection';
import { continueSignedIn } from './investor-portal';
import { toastEach, type Outcome } from './notices';
import { loadSession } from './session';
import { connectPreferred, getWalletSession } from './wallet';

/** True while a wallet sign-in is in flight. */
export const $siwsBusy = atom(false);
/** The last wallet sign-in's outcome, shown as a toast. */
export const $siwsOutcome = atom<Outcome | null>(null);

toastEach($siwsOutcome);

/** Refusals the browser can tell before asking the server. */
export const SIWS_BROWSER_MESSAGES = {
  noWallet: 'Connect your wallet first (Connect Wallet at the top of the page), then sign in with it.',
  unsupported: 'This wallet cannot sign messages. Sign in with your email and password instead.',
  rejected: 'You declined the sign-in request in your wallet.',
} as const;

const TITLE_FAILED = 'Wallet sign-in failed';

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));

/** What the wallet signed: the exact bytes and the signature. */
async function signWithWallet(input: SiwsSignInInput): Promise<{ address: string; signedMessage: Uint8Array; signature: Uint8Array } | keyof typeof SIWS_BROWSER_MESSAGES> {
  const session = getWalletSession();
  if (!session?.wallet || !session.account) return session ? 'unsupported' : 'noWallet';
  const features = session.wallet.features as Partial<SolanaSignInFeature & SolanaSignMessageFeature>;
  const signIn = features['solana:signIn'];
  if (signIn) {
    const [output] = await signIn.signIn({ ...input, address: session.account.address });
    if (!output) return 'rejected';
    return { address: output.account.address, signedMessage: output.signedMessage, signature: output.signature };
  }
  const signMessage = features['solana:signMessage'];
  if (!signMessage) return 'unsupported';
  const message = new TextEncoder().encode(createSignInMessageText({ ...input, address: session.account.address }));
  const [output] = await signMessage.signMessage({ account: session.account, message });
  if (!output) return 'rejected';
  return { address: session.account.address, signedMessage: output.signedMessage, signature: output.signature };
}

/**
 * Signs in with the connected wallet (connecting the preferred one first). On /mrdx it continues like a
 * password login (to the dashboard); on a gated page (`stay`) the page opens in place once $session
 * knows. A wallet sign-in never owes the temporary-password change: the server revokes that password.
 */
export async function signInWithWallet({ stay = false }: { stay?: boolean } = {}): Promise<void> {
  if ($siwsBusy.get()) return;
  $siwsBusy.set(true);
  try {
    if (!getWalletSession() && !(await connectPreferred())) return $siwsOutcome.set(refused(SIWS_BROWSER_MESSAGES.noWallet));
    const input = await call(investorApi.siws.nonce.$post({ json: {} }));
    let signed: Awaited<ReturnType<typeof signWithWallet>>;
    try {
      signed = await signWithWallet(input);
    } catch (error) {
      return $siwsOutcome.set(refused(isWalletRejection(error) ? SIWS_BROWSER_MESSAGES.rejected : errorText(error, SIWS_BROWSER_MESSAGES.unsupported)));
    }
    if (typeof signed === 'string') return $siwsOutcome.set(refused(SIWS_BROWSER_MESSAGES[signed]));
    const session = await call(
      investorApi.siws.verify.$post({
        json: { address: signed.address, signedMessage: toBase64(signed.signedMessage), signature: toBase64(signed.signature) },
      }),
    );
    if (stay) {
      $siwsOutcome.set({ title: 'Signed in', description: `Welcome, ${session.username}!` });
      await loadSession({ fresh: true });
    } else continueSignedIn(session);
  } catch (error) {
    $siwsOutcome.set(refused(errorText(error, 'Please try again.')));
  } finally {
    $siwsBusy.set(false);
  }
}

function refused(description: string): Outcome {
  return { title: TITLE_FAILED, description, variant: 'destructive' };
}
