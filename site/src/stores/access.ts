// $access: whether the connected wallet has contributed. The
// check reruns when the wallet changes; with no wallet, or on any failure, access stays locked.
import { atom, onMount } from 'nanostores';
import { contributionCheckApi } from '../lib/api/clients';
import { call } from '../lib/api/request';
import { $wallet } from './wallet';

export interface AccessState {
  /** The wallet the state is about ('' without one). */
  wallet: string;
  hasContributed: boolean;
  /** True while the check for `wallet` runs: the gates then say so instead of guessing. */
  checking: boolean;
}

/** What the server renders and the first client render repeats. */
export const SERVER_ACCESS: AccessState = { wallet: '', hasContributed: false, checking: false };

/** The wallet the last check was for, its answer, and whether one is running. */
export const $access = atom<AccessState>(SERVER_ACCESS);

/** Checks `wallet` (GET /api/contributions/check/{wallet}); failures are logged and lock access. */
export async function checkAccess(wallet: string): Promise<void> {
  if (!wallet) return void $access.set(SERVER_ACCESS);
  try {
    const { hasContributed } = await call(contributionCheckApi[':walletAddress'].$get({ param: { walletAddress: wallet } }));
    if ($wallet.get().connectedWallet === wallet) $access.set({ wallet, hasContributed: hasContributed === true, checking: false });
  } catch (error) {
    console.error('Contribution check failed:', error);
    if ($wallet.get().connectedWallet === wallet) $access.set({ wallet, hasContributed: false, checking: false });
  }
}

onMount($access, () => {
  if (typeof window === 'undefined') return;
  let last: string | null = null;
  return $wallet.subscribe(({ connectedWallet }) => {
    if (connectedWallet === last) return;
    last = connectedWallet;
    $access.set({ wallet: connectedWallet, hasContributed: false, checking: connectedWallet !== '' });
    void checkAccess(connectedWallet);
  });
});
