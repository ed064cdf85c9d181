// $access: whether the connected wallet has contributed (public-sale.md 4 "Platform access"). The
// check reruns when the wallet changes; with no wallet, or on any failure, access stays locked.
import { atom, onMount } from 'nanostores';
import type { ContributionCheck } from '@core/api/sale';
import { getJson } from '../lib/api/request';
import { $wallet } from './wallet';

/** The wallet the last successful check was for, and its answer. */
export const $access = atom<{ wallet: string; hasContributed: boolean }>({ wallet: '', hasContributed: false });

/** Checks `wallet` (GET /api/contributions/check/{wallet}); failures are logged and lock access. */
export async function checkAccess(wallet: string): Promise<void> {
  if (!wallet) return void $access.set({ wallet: '', hasContributed: false });
  try {
    const { hasContributed } = await getJson<ContributionCheck>(`/api/contributions/check/${encodeURIComponent(wallet)}`);
    if ($wallet.get().connectedWallet === wallet) $access.set({ wallet, hasContributed: hasContributed === true });
  } catch (error) {
    console.error('Contribution check failed:', error);
    if ($wallet.get().connectedWallet === wallet) $access.set({ wallet, hasContributed: false });
  }
}

onMount($access, () => {
  if (typeof window === 'undefined') return;
  let last: string | null = null;
  return $wallet.subscribe(({ connectedWallet }) => {
    if (connectedWallet === last) return;
    last = connectedWallet;
    $access.set({ wallet: connectedWallet, hasContributed: false });
    void checkAccess(connectedWallet);
  });
});
