// $network: the connection status widget's data: browser
// online state, wallet balance and round-trip quality every 10 s, Solana RPC numbers every 30 s,
// while a wallet is connected and the browser is online.
import { map, onMount } from 'nanostores';
import { TIMINGS } from '@core/sale-config';
import { qualityForPing, type ConnectionQuality, type NetworkStatus } from '../lib/solana/connection-quality';
import { getNetworkSnapshot, getSolBalance } from '../lib/solana/rpc';
import { pollWhileVisible } from '../lib/api/poll-while-visible';
import { dismissNotice, notify } from './notices';
import { $wallet } from './wallet';

export interface NetworkState {
  isOnline: boolean;
  networkStatus: NetworkStatus;
  lastPing: number | null;
  connectionQuality: ConnectionQuality;
  wallet: { address: string; name: string; balance: number; lastActivity: number | null };
  solanaNetwork: { rpcStatus: 'healthy' | 'degraded' | 'down'; blockHeight: number | null; tps: number | null; lastUpdate: number | null };
}

/** The state before anything loads: what the server renders. */
export const SERVER_NETWORK: NetworkState = {
  isOnline: true,
  networkStatus: 'disconnected',
  lastPing: null,
  connectionQuality: 'offline',
  wallet: { address: '', name: '', balance: 0, lastActivity: null },
  solanaNetwork: { rpcStatus: 'down', blockHeight: null, tps: null, lastUpdate: null },
};

export const $network = map<NetworkState>({ ...SERVER_NETWORK });

const POOR_TITLE = 'Connection Quality Warning';
const POOR_MESSAGE = 'Your connection quality is poor. This may affect transaction speed and reliability.';

/** Reads the balance and times the round trip; on failure the balance stays and quality is poor. */
export async function checkWalletHealth(): Promise<void> {
  const { connectedWallet: address, connectedWalletName: name } = $wallet.get();
  if (!address) {
    $network.set({ ...$network.get(), networkStatus: 'disconnected', connectionQuality: 'offline' });
    return;
  }
  const started = performance.now();
  try {
    const balance = await getSolBalance(address);
    const ping = Math.round(performance.now() - started);
    const { quality, networkStatus } = qualityForPing(ping);
    $network.set({ ...$network.get(), lastPing: ping, connectionQuality: quality, networkStatus, wallet: { address, name, balance, lastActivity: Date.now() } });
  } catch (error) {
    console.warn('Balance check failed:', error);
    const current = $network.get();
    const balance = current.wallet.address === address ? current.wallet.balance : 0;
    $network.set({ ...current, networkStatus: 'unstable', connectionQuality: 'poor', wallet: { ...current.wallet, address, name, balance } });
  }
}

/** Reads RPC health, block height and TPS; a failed check logs a warning and marks the RPC degraded. */
export async function checkNetworkHealth(): Promise<void> {
  try {
    const snapshot = await getNetworkSnapshot();
    if (!snapshot.healthy) console.warn('Solana network check failed: RPC unhealthy');
    $network.setKey('solanaNetwork', { rpcStatus: snapshot.healthy ? 'healthy' : 'degraded', blockHeight: snapshot.blockHeight, tps: snapshot.tps, lastUpdate: Date.now() });
  } catch (error) {
    console.warn('Solana network check failed:', error);
    $network.setKey('solanaNetwork', { ...$network.get().solanaNetwork, rpcStatus: 'degraded', lastUpdate: Date.now() });
  }
}

/**
 * Keeps the Solana network numbers fresh for a panel that shows them without a wallet (the /ico
 * live-status panel): now and every 30 s while the tab is visible. Returns the stop function.
 */
export function watchNetworkStats(): () => void {
  return pollWhileVisible(checkNetworkHealth, TIMINGS.networkHealthMs);
}

/** The poor-quality notice: a measured slow round trip after one that was not poor (a failed check is not a measurement). */
export function noticePoorQuality(state: NetworkState, before: NetworkState | undefined): void {
  if (state.networkStatus === 'slow' && state.connectionQuality === 'poor' && before?.connectionQuality !== 'poor') notify('poorQuality', POOR_TITLE, POOR_MESSAGE);
}

onMount($network, () => {
  if (typeof window === 'undefined') return;
  let timers: ReturnType<typeof setInterval>[] = [];
  let lostNotice: string | null = null;
  const stopPolling = () => {
    timers.forEach(clearInterval);
    timers = [];
  };
  const sync = () => {
    stopPolling();
    const online = navigator.onLine;
    if (!online || !$wallet.get().connectedWallet) {
      if (!$wallet.get().connectedWallet) $network.set({ ...$network.get(), networkStatus: 'disconnected', connectionQuality: 'offline' });
      return;
    }
    void checkWalletHealth();
    void checkNetworkHealth();
    timers = [setInterval(checkWalletHealth, TIMINGS.walletHealthMs), setInterval(checkNetworkHealth, TIMINGS.networkHealthMs)];
  };
  const goOffline = () => {
    $network.set({ ...$network.get(), isOnline: false, networkStatus: 'disconnected', connectionQuality: 'offline' });
    lostNotice ??= notify('networkLost', 'Connection Lost', 'Internet connection lost. Some features may not work properly.');
    sync();
  };
  const goOnline = () => {
    $network.setKey('isOnline', true);
    if (lostNotice) dismissNotice(lostNotice);
    lostNotice = null;
    notify('networkRestored', 'Connection Restored', 'Your internet connection is back.');
    sync();
  };
  const stopNoticing = $network.listen(noticePoorQuality);
  $network.setKey('isOnline', navigator.onLine);
  window.addEventListener('offline', goOffline);
  window.addEventListener('online', goOnline);
  let lastAddress = $wallet.get().connectedWallet;
  const unsubscribe = $wallet.listen((state) => {
    if (state.connectedWallet === lastAddress) return;
    lastAddress = state.connectedWallet;
    sync();
  });
  sync();
  return () => {
    stopPolling();
    stopNoticing();
    unsubscribe();
    window.removeEventListener('offline', goOffline);
    window.removeEventListener('online', goOnline);
  };
});
