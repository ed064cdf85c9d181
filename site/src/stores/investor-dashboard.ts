// $dashboard: the signed-in investor's dashboard (GET /api/investor/dashboard), fetched once the
// session allows it and again whenever the tab becomes visible; $walletBalances: the live SOL balance
// of each wallet that paid (through the /api/rpc proxy).
import { atom, map, onMount } from 'nanostores';
import type { InvestorDashboard } from '@core/api/investor';
import { investorApi } from '../lib/api/clients';
import { ApiError, call, errorText } from '../lib/api/request';
import { getSolBalance } from '../lib/solana/rpc';
import { $session, loadSession } from './session';

export type DashboardState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: InvestorDashboard }
  | { status: 'error'; message: string };

/** The dashboard data; 'ready' keeps the last data while a refresh runs. */
export const $dashboard = atom<DashboardState>({ status: 'idle' });
/** SOL per wallet address: a number, null when the balance could not be read, absent while loading. */
export const $walletBalances = map<Record<string, number | null>>({});

let inFlight: Promise<void> | null = null;

/** Fetches the dashboard (later calls share the request in flight). A 401 or 403 re-reads the session, whose state the page follows. */
export function loadDashboard(): Promise<void> {
  inFlight ??= (async () => {
    if ($dashboard.get().status !== 'ready') $dashboard.set({ status: 'loading' });
    try {
      const data = await call(investorApi.dashboard.$get());
      $dashboard.set({ status: 'ready', data });
      void loadWalletBalances(data.wallets.map((wallet) => wallet.address));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        $dashboard.set({ status: 'idle' });
        await loadSession();
        return;
      }
      $dashboard.set({ status: 'error', message: errorText(error, 'Your dashboard could not be loaded. Please try again.') });
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Reads the live SOL balance of each address; one failure marks only that wallet. */
export async function loadWalletBalances(addresses: string[]): Promise<void> {
  await Promise.all(
    addresses.map(async (address) => {
      try {
        $walletBalances.setKey(address, await getSolBalance(address));
      } catch (error) {
        console.warn('Failed to read a wallet balance:', error);
        $walletBalances.setKey(address, null);
      }
    }),
  );
}

const mayLoad = () => {
  const session = $session.get();
  return session.status === 'signed-in' && !session.profile.mustChangePassword;
};

onMount($dashboard, () => {
  if (typeof window === 'undefined') return;
  const onVisible = () => {
    if (!document.hidden && mayLoad()) void loadDashboard();
  };
  document.addEventListener('visibilitychange', onVisible);
  const stop = $session.subscribe(() => {
    if (!mayLoad()) return $dashboard.set({ status: 'idle' });
    if ($dashboard.get().status === 'idle') void loadDashboard();
  });
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onVisible);
  };
});
