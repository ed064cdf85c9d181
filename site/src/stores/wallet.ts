// $wallet: the one wallet state every island shares, with the
// actions to connect, reconnect, disconnect and raise confetti. Live signing handles stay in
// `getWalletSession()`; only plain data goes in the store.
import { atom, computed, map, onMount } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { PRODUCT_PREFIX } from '@core/sale-config';
import { shortenAddress } from '@core/address';
import { parseRecentWallets, recordRecentWallet, type RecentWallet } from '../lib/wallets/recent-wallets';
import { connectErrorMessage } from '../lib/wallets/connect-error';
import { watchWallets } from '../lib/wallets/discovery';
import { installedOptions, isPhone, type WalletOption } from '../lib/wallets/wallet-options';
import { closeSession, openSession, watchAccounts, type WalletSession } from '../lib/wallets/wallet-session';
import { notify, toastEach, type Outcome } from './notices';

export const RECENT_WALLETS_KEY = `${PRODUCT_PREFIX}-recent-wallets`;
/** Set while a wallet is connected; the nav's client:interaction directive hydrates at once when present. */
export const LAST_WALLET_KEY = `${PRODUCT_PREFIX}-last-wallet`;
/** Fired on window when a wallet connects. */
export const WALLET_CONNECTED_EVENT = `${PRODUCT_PREFIX}:wallet-connected`;
/** Set when the visitor disconnects the demo wallet, so demo mode stops reconnecting it. */
export const DEMO_DISMISSED_KEY = `${PRODUCT_PREFIX}-demo-dismissed`;
/** The address whose connection this visit (tab session) already celebrated: reconnects on later page loads stay quiet. */
export const ANNOUNCED_WALLET_KEY = `${PRODUCT_PREFIX}-wallet-announced`;
const DEMO_WALLET_NAME = 'Demo Wallet';

export interface WalletState {
  connectedWallet: string;
  connectedWalletName: string;
  showConfetti: boolean;
  status: 'disconnected' | 'connecting' | 'connected';
}

/** The state before anything loads: what the server renders. */
export const SERVER_WALLET: WalletState = {
  connectedWallet: '',
  connectedWalletName: 'Unknown Wallet',
  showConfetti: false,
  status: 'disconnected',
};

export const $wallet = map<WalletState>({ ...SERVER_WALLET });
export const $isConnected = computed($wallet, (state) => state.connectedWallet !== '');
/** Wallets connected before, newest first, kept in localStorage. */
export const $recentWallets = persistentAtom<RecentWallet[]>(RECENT_WALLETS_KEY, [], {
  encode: JSON.stringify,
  decode: (text) => {
    try {
      return parseRecentWallets(text, Date.now());
    } catch (error) {
      console.error('Failed to load recent wallets:', error);
      return [];
    }
  },
});
/** The picker's rows, re-detected while anything listens. */
export const $walletOptions = atom<WalletOption[]>([]);

let session: WalletSession | null = null;
let stopAccounts = () => {};

/** The connected wallet's live handle for signing, or null. */
export const getWalletSession = () => session;

function store(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (error) {
    console.error('Failed to save wallet state:', error);
  }
}

/** A failed connection worth a toast (a silent reconnect records none). */
export const $walletOutcome = atom<Outcome | null>(null);

/** Whether this visit already announced `address` (sessionStorage: once per visit, not per page load). */
function announcedBefore(address: string): boolean {
  try {
    if (sessionStorage.getItem(ANNOUNCED_WALLET_KEY) === address) return true;
    sessionStorage.setItem(ANNOUNCED_WALLET_KEY, address);
  } catch {
    // no storage: announce, as before
  }
  return false;
}

/** False while a connection is being set that this visit already announced (read by noticeWalletChange). */
let announceConnection = true;

function setConnected(next: WalletSession) {
  session = next;
  $recentWallets.set(recordRecentWallet($recentWallets.get(), { address: next.address, name: next.name, lastUsed: Date.now() }));
  // A reconnect on a later page load (the demo wallet's auto-connect, a silent restore) is not a new
  // connection: no confetti and no "Wallet Connected" notice again in the same visit.
  announceConnection = !announcedBefore(next.address);
  $wallet.set({ ...$wallet.get(), connectedWallet: next.address, connectedWalletName: next.name, showConfetti: announceConnection, status: 'connected' });
  announceConnection = true;
  store(LAST_WALLET_KEY, JSON.stringify({ name: next.name, address: next.address }));
  // Wallet islands still waiting for an interaction (client:interaction) hydrate on this event.
  window.dispatchEvent(new Event(WALLET_CONNECTED_EVENT));
  stopAccounts();
  stopAccounts = watchAccounts(next, (address) => {
    if (!address) return void disconnectWallet({ fromWallet: true });
    if (address !== $wallet.get().connectedWallet) setConnected({ ...next, address });
  });
}

/**
 * Counts the connects started (and disconnects). A connect's result counts only while it is still the
 * latest one, so of two connects in flight the one started last wins, whichever finishes last; and an
 * automatic connect (the demo wallet, a silent restore) that any other connect overtook is dropped.
 */
let connectsStarted = 0;

export interface ConnectOptions {
  /** Ask a standard wallet for already-authorised accounts only (reload). */
  silent?: boolean;
  /**
   * Not the person's choice (the demo auto-connect): it never starts while a wallet is connected or
   * connecting, and never replaces one connected meanwhile.
   */
  automatic?: boolean;
}

/** Connects one picker row; a NotDetected row opens its install page (or in-app browser on a phone). */
export async function connectOption(option: WalletOption, { silent = false, automatic = false }: ConnectOptions = {}): Promise<boolean> {
  if (option.readyState === 'NotDetected') {
    const link = isPhone(window) && option.known?.browseLink ? option.known.browseLink(location.href) : option.url;
    window.open(link, '_blank', 'noopener,noreferrer');
    return false;
  }
  if (automatic && $wallet.get().status !== 'disconnected') return false;
  const ticket = ++connectsStarted;
  const overtaken = () => ticket !== connectsStarted || (automatic && $wallet.get().connectedWallet !== '');
  $wallet.setKey('status', 'connecting');
  try {
    const next = await openSession(option, { silent });
    // A later connect owns the state now (it sets the status when it ends).
    if (overtaken()) return false;
    setConnected(next);
    return true;
  } catch (error) {
    if (overtaken()) return false;
    $wallet.setKey('status', $wallet.get().connectedWallet ? 'connected' : 'disconnected');
    if (!silent) $walletOutcome.set({ title: 'Connection Failed', description: connectErrorMessage(error, option.name), variant: 'destructive' });
    return false;
  }
}

/** How many connects have started so far: a pending automatic connect compares it to see whether another began. */
export const connectCount = () => connectsStarted;

/**
 * The Connect button: the only or first installed wallet connects directly; with
 * none, an injected provider; else returns false so the caller opens the picker.
 */
export async function connectPreferred(): Promise<boolean> {
  const options = $walletOptions.get();
  const installed = installedOptions(options);
  if (installed[0]) return connectOption(installed[0]);
  return false;
}

/** Forgets the wallet: clears address, name and confetti and tells the wallet. */
export async function disconnectWallet({ fromWallet = false } = {}): Promise<void> {
  // A disconnect is a choice too: a connect still in flight when it happens never lands after it.
  connectsStarted += 1;
  const current = session;
  const { connectedWalletName } = $wallet.get();
  stopAccounts();
  session = null;
  $wallet.set({ ...$wallet.get(), connectedWallet: '', connectedWalletName: 'Unknown Wallet', showConfetti: false, status: 'disconnected' });
  store(LAST_WALLET_KEY, null);
  try {
    // Connecting again after a disconnect is a new connection, worth announcing.
    sessionStorage.removeItem(ANNOUNCED_WALLET_KEY);
  } catch {
    // no storage
  }
  if (connectedWalletName === DEMO_WALLET_NAME) store(DEMO_DISMISSED_KEY, '1');
  if (current && !fromWallet) await closeSession(current);
}

/** The overlay notices of a wallet change: connected, changed or disconnected. */
export function noticeWalletChange(state: WalletState, before: WalletState | undefined): void {
  const previous = before?.connectedWallet ?? '';
  if (state.connectedWallet === previous) return;
  const short = shortenAddress(state.connectedWallet, 'public');
  if (!state.connectedWallet) notify('walletDisconnected', 'Wallet Disconnected', `${before?.connectedWalletName} has been disconnected.`);
  else if (previous) notify('walletChanged', 'Wallet Changed', `Now using ${state.connectedWalletName} (${short}).`);
  else if (announceConnection) notify('walletConnected', 'Wallet Connected', `${state.connectedWalletName} connected (${short}).`);
}

/** Reconnects a recent wallet when its wallet is available now; returns whether it connected. */
export async function reconnectRecent(entry: RecentWallet): Promise<boolean> {
  const option = installedOptions($walletOptions.get()).find((item) => item.name === entry.name);
  return option ? connectOption(option) : false;
}

function readLastWallet(): { name?: string } | null {
  try {
    return JSON.parse(localStorage.getItem(LAST_WALLET_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/**
 * Registers the demo wallet (demo mode only; its code loads on demand) and connects it. `automatic`:
 * the auto-connect, which gives way to any connect started while the wallet loads (see connectOption).
 */
export async function connectDemoWallet(cluster: string, { automatic = false } = {}): Promise<boolean> {
  const before = connectCount();
  const { registerDemoWallet } = await import('../lib/wallets/demo-wallet');
  const wallet = await registerDemoWallet(cluster);
  if (automatic && connectCount() !== before) return false;
  return connectOption({ id: `standard:${wallet.name}`, name: wallet.name, icon: wallet.icon, url: '', readyState: 'Installed', standard: wallet }, { automatic });
}

/**
 * Demo mode: when no wallet is connected `afterMs` after page load, connects the
 * demo wallet, unless the visitor disconnected it before. A returning demo user reconnects at once.
 * Any connect the visitor starts meanwhile cancels it, at every step: before the timer fires, while the
 * demo wallet loads, and while it connects. Returns the cancel function.
 */
export function scheduleDemoAutoConnect(cluster: string, afterMs: number): () => void {
  let dismissed = false;
  try {
    dismissed = localStorage.getItem(DEMO_DISMISSED_KEY) === '1';
  } catch {
    dismissed = false;
  }
  if (dismissed) return () => {};
  const scheduledAt = connectCount();
  const wait = readLastWallet()?.name === DEMO_WALLET_NAME ? 0 : Math.max(0, afterMs - performance.now());
  const timer = setTimeout(() => {
    if ($wallet.get().status !== 'disconnected' || connectCount() !== scheduledAt) return;
    connectDemoWallet(cluster, { automatic: true }).catch((error) => console.warn('Demo wallet unavailable:', error));
  }, wait);
  return () => clearTimeout(timer);
}

/**
 * On reload: reconnects the last wallet without prompting, when the wallet allows it. Wallets may
 * register a moment after the page, so this waits for it to appear for up to `waitMs`.
 */
export function restoreLastWallet(waitMs = 5_000): () => void {
  const last = readLastWallet();
  if (!last?.name || $wallet.get().connectedWallet) return () => {};
  let done = false;
  const attempt = (options: readonly WalletOption[]) => {
    const option = installedOptions(options).find((item) => item.name === last.name);
    if (done || !option || $wallet.get().status !== 'disconnected') return;
    done = true;
    stop();
    void connectOption(option, { silent: true, automatic: true });
  };
  const unsubscribe = $walletOptions.listen(attempt);
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    done = true;
    unsubscribe();
    clearTimeout(timer);
  }
  attempt($walletOptions.get());
  return stop;
}

/** Raises or lowers the confetti on its own. */
export const setConfetti = (on: boolean) => $wallet.setKey('showConfetti', on);

const sameOptions = (a: WalletOption[], b: WalletOption[]) =>
  a.length === b.length && a.every((item, i) => item.id === b[i]?.id && item.readyState === b[i]?.readyState && item.standard === b[i]?.standard);

onMount($walletOptions, () => {
  if (typeof window === 'undefined') return;
  return watchWallets((options) => {
    if (!sameOptions($walletOptions.get(), options)) $walletOptions.set(options);
  });
});

// Notices react to the state; the actions above only change it.
if (typeof window !== 'undefined') {
  $wallet.listen(noticeWalletChange);
  toastEach($walletOutcome);
}
