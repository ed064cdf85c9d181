// The wallet the person chose is the wallet that pays: connects in flight are settled by the order they
// started, and the demo auto-connect gives way to any other connect, at every step (timer, loading the
// demo wallet, connecting it). Wallets here answer `standard:connect` with promises the test resolves.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Wallet } from '@wallet-standard/base';
import type { WalletOption } from '../lib/wallets/wallet-options';

/** The demo wallet's loading (fetch of its key, registration): resolved by the test. */
const demoLoaded = vi.hoisted(() => ({ loads: 0, resolve: (_: unknown) => {} }));
vi.mock('../lib/wallets/demo-wallet', () => ({
  registerDemoWallet: () => {
    demoLoaded.loads += 1;
    return new Promise((resolve) => (demoLoaded.resolve = resolve));
  },
}));

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

/** A Wallet Standard wallet whose every connect waits for the test to settle it. */
function controllableWallet(name: string, address: string) {
  const connects: Deferred<void>[] = [];
  const wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,',
    chains: ['solana:localnet'],
    accounts: [],
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async () => {
          const pending = deferred<void>();
          connects.push(pending);
          await pending.promise;
          return { accounts: [{ address, publicKey: new Uint8Array(32), chains: ['solana:localnet'], features: [] }] };
        },
      },
    },
  } as unknown as Wallet;
  const option: WalletOption = { id: `standard:${name}`, name, url: '', readyState: 'Installed', standard: wallet };
  return { wallet, option, connects };
}

/** Lets every settled promise run its continuations (setImmediate: the fake timers leave it real). */
const flush = () => new Promise((resolve) => setImmediate(resolve));

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

let store: typeof import('./wallet');

beforeEach(async () => {
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.resetModules();
  demoLoaded.loads = 0;
  store = await import('./wallet');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('connects in flight', () => {
  it('end with the one the person started last, even when an earlier one finishes after it', async () => {
    const first = controllableWallet('Phantom', 'PhantomAddress1111111111111111111111111111111');
    const second = controllableWallet('Solflare', 'SolflareAddress111111111111111111111111111111');
    const a = store.connectOption(first.option);
    const b = store.connectOption(second.option);
    await flush();
    second.connects[0]!.resolve();
    expect(await b).toBe(true);
    first.connects[0]!.resolve();
    expect(await a).toBe(false);
    expect(store.$wallet.get()).toMatchObject({ connectedWalletName: 'Solflare', status: 'connected' });
    expect(store.getWalletSession()?.name).toBe('Solflare');
  });

  it('leave the state to the latest connect when an earlier one fails after it', async () => {
    const first = controllableWallet('Phantom', 'PhantomAddress1111111111111111111111111111111');
    const second = controllableWallet('Solflare', 'SolflareAddress111111111111111111111111111111');
    const a = store.connectOption(first.option);
    const b = store.connectOption(second.option);
    await flush();
    first.connects[0]!.reject(new Error('User rejected the request.'));
    expect(await a).toBe(false);
    expect(store.$wallet.get().status).toBe('connecting');
    expect(store.$walletOutcome.get()).toBeNull();
    second.connects[0]!.resolve();
    expect(await b).toBe(true);
    expect(store.$wallet.get()).toMatchObject({ connectedWalletName: 'Solflare', status: 'connected' });
  });
});

describe('a disconnect', () => {
  it('voids a connect still in flight', async () => {
    const mine = controllableWallet('Phantom', 'PhantomAddress1111111111111111111111111111111');
    const connecting = store.connectOption(mine.option);
    await flush();
    await store.disconnectWallet();
    mine.connects[0]!.resolve();
    expect(await connecting).toBe(false);
    expect(store.$wallet.get()).toMatchObject({ connectedWallet: '', status: 'disconnected' });
    expect(store.getWalletSession()).toBeNull();
  });
});

describe('the demo auto-connect', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  async function fireTimer() {
    vi.runOnlyPendingTimers();
    await vi.dynamicImportSettled();
  }

  it('connects the demo wallet when nothing else connects', async () => {
    const demo = controllableWallet('Demo Wallet', 'DemoAddress11111111111111111111111111111111111');
    store.scheduleDemoAutoConnect('localnet', 0);
    await fireTimer();
    demoLoaded.resolve(demo.wallet);
    await vi.waitFor(() => expect(demo.connects).toHaveLength(1));
    demo.connects[0]!.resolve();
    await vi.waitFor(() => expect(store.$wallet.get()).toMatchObject({ connectedWalletName: 'Demo Wallet', status: 'connected' }));
  });

  it('is cancelled by a connect the person starts before its timer fires, even one that fails', async () => {
    const mine = controllableWallet('Phantom', 'PhantomAddress1111111111111111111111111111111');
    store.scheduleDemoAutoConnect('localnet', 0);
    const connecting = store.connectOption(mine.option);
    await Promise.resolve();
    mine.connects[0]!.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    expect(await connecting).toBe(false);
    await fireTimer();
    await flush();
    expect(demoLoaded.loads).toBe(0);
    expect(store.$wallet.get().status).toBe('disconnected');
  });

  it('never replaces a wallet the person connected while the demo wallet loaded', async () => {
    const demo = controllableWallet('Demo Wallet', 'DemoAddress11111111111111111111111111111111111');
    const mine = controllableWallet('Phantom', 'PhantomAddress1111111111111111111111111111111');
    store.scheduleDemoAutoConnect('localnet', 0);
    await fireTimer();
    const connecting = store.connectOption(mine.option);
    await Promise.resolve();
    mine.connects[0]!.resolve();
    expect(await connecting).toBe(true);
    demoLoaded.resolve(demo.wallet);
    await flush();
    await flush();
    expect(demo.connects).toHaveLength(0);
    expect(store.$wallet.get()).toMatchObject({ connectedWalletName: 'Phantom', status: 'connected' });
    expect(store.getWalletSession()?.name).toBe('Phantom');
  });

  it('gives way to a connect the person starts while the demo wallet is connecting', async () => {
    const demo = controllableWallet('Demo Wallet', 'DemoAddress11111111111111111111111111111111111');
    const mine = controllableWallet('Phantom', 'PhantomAddress1111111111111111111111111111111');
    store.scheduleDemoAutoConnect('localnet', 0);
    await fireTimer();
    demoLoaded.resolve(demo.wallet);
    await vi.waitFor(() => expect(demo.connects).toHaveLength(1));
    const connecting = store.connectOption(mine.option);
    await Promise.resolve();
    mine.connects[0]!.resolve();
    expect(await connecting).toBe(true);
    demo.connects[0]!.resolve();
    await flush();
    expect(store.$wallet.get()).toMatchObject({ connectedWalletName: 'Phantom', status: 'connected' });
    expect(store.getWalletSession()?.name).toBe('Phantom');
  });
});
