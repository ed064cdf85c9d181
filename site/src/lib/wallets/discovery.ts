// Watches for wallets: Wallet Standard registrations, injected providers appearing late, every 2 s
// and 100 ms after a wallet-initialised event.
import { getWallets } from '@wallet-standard/app';
import { TIMINGS } from '@core/sale-config';
import { buildWalletOptions, type WalletOption } from './wallet-options';
import { registerMobileWalletAdapter } from './mobile-wallet-adapter';

/** Events wallets fire when they finish injecting themselves. */
const INIT_EVENTS = ['wallet-standard:app-ready', 'wallet-standard:register-wallet', 'phantom#initialized', 'solflare#initialized', 'backpack#initialized', 'load'];

/** Calls `onOptions` with the current list now and whenever it may have changed; returns a stop function. */
export function watchWallets(onOptions: (options: WalletOption[]) => void): () => void {
  const registry = getWallets();
  // Android Chrome only: the phone's wallet apps join the list through the registry's 'register' event.
  registerMobileWalletAdapter().catch((error: unknown) => console.warn('Mobile Wallet Adapter not registered', error));
  const detect = () => onOptions(buildWalletOptions(registry.get(), window));
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const detectSoon = () => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      detect();
    }, TIMINGS.walletInitDelayMs);
    timers.add(timer);
  };
  const offRegister = registry.on('register', detectSoon);
  const offUnregister = registry.on('unregister', detectSoon);
  for (const name of INIT_EVENTS) window.addEventListener(name, detectSoon);
  const interval = setInterval(detect, TIMINGS.walletDetectionMs);
  detect();
  return () => {
    offRegister();
    offUnregister();
    for (const name of INIT_EVENTS) window.removeEventListener(name, detectSoon);
    clearInterval(interval);
    for (const timer of timers) clearTimeout(timer);
  };
}
