// $nextStep: the one thing a visitor of a gated page (/dashboard, /referrals, /referral, the comment
// form) can do next, from their sign-in, their wallet and its contribution check. Every gate renders
// it in place, so none is a dead end and none says two things at once.
import { computed } from 'nanostores';
import { $access, type AccessState } from './access';
import { $session, type SessionState } from './session';
import { $wallet, type WalletState } from './wallet';

export type NextStep =
  /** The session or the wallet's check is still being read: say so, promise nothing. */
  | 'checking'
  /** No wallet connected: connect one (the wallet a contribution came from signs in, any other can contribute). */
  | 'connect'
  /** The connected wallet has no credited contribution: contribute with it. */
  | 'contribute'
  /** The connected wallet has contributed: sign in with it, one signature, in place. */
  | 'sign-in'
  /** Signed in with the mailed temporary password: replace it (the form, in place). */
  | 'change-password'
  /** Signed in: the page's own content. */
  | 'open';

/** The next step for these states (pure, for the store and its tests). */
export function nextStepOf(session: SessionState, wallet: Pick<WalletState, 'connectedWallet' | 'status'>, access: AccessState): NextStep {
  if (session.status === 'unknown') return 'checking';
  if (session.status === 'signed-in') return session.profile.mustChangePassword ? 'change-password' : 'open';
  if (!wallet.connectedWallet) return wallet.status === 'connecting' ? 'checking' : 'connect';
  if (access.wallet !== wallet.connectedWallet || access.checking) return 'checking';
  return access.hasContributed ? 'sign-in' : 'contribute';
}

/** The live next step of this page's visitor. */
export const $nextStep = computed([$session, $wallet, $access], nextStepOf);
