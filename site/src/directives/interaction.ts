// `client:interaction`: hydrates a wallet island only when it is needed, so first paint ships no
// React: on the first pointerover/focusin/touchstart/click inside it (a click is replayed after
// hydration), at once when a wallet was connected before (silent reconnect) or gets connected by
// another island, after the demo delay
// when the server says demo mode is on, or — with `{ visible: true }` — when it becomes visible
// (the drawer's card, hidden until the drawer opens). The storage prefix and the demo delay come in
// the directive's value from core config, so this inline script imports nothing but the one path it asks
// (SALE_MOUNT: a plain fetch of the demo flag, not the typed client, keeps the inlined script small).
import type { ClientDirective } from 'astro';
import { SALE_MOUNT } from '@core/api/mounts';

const TRIGGERS = ['pointerover', 'focusin', 'touchstart', 'click'] as const;
type SaleFlags = { demoMode?: boolean };

/** The directive's value: `{ prefix, demoDelayMs, visible? }`. */
export interface InteractionOptions {
  /** Storage key prefix (core PRODUCT_PREFIX). */
  prefix?: string;
  /** Demo auto-connect delay (core TIMINGS.demoWalletAutoConnectMs); no demo hydration without it. */
  demoDelayMs?: number;
  /** Also hydrate when the island becomes visible. */
  visible?: boolean;
}
declare global {
  interface Window {
    __mrdxSaleFlags?: Promise<SaleFlags>;
  }
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  let hydrated = false;
  let replay: HTMLElement | null = null;

  const hydrate = async () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    await (await load())();
    hydrated = true;
    for (const type of TRIGGERS) el.removeEventListener(type, onTrigger, true);
    const target = replay;
    replay = null;
    if (target?.isConnected) requestAnimationFrame(() => target.click());
  };

  function onTrigger(event: Event) {
    if (event.type === 'click' && !hydrated) {
      // The static button has no handler yet: hold the click and replay it once React owns the node.
      event.preventDefault();
      event.stopPropagation();
      replay = (event.target as Element).closest<HTMLElement>('button, a, [role="button"]');
    }
    void hydrate();
  }
  for (const type of TRIGGERS) el.addEventListener(type, onTrigger, { capture: true, passive: type !== 'click' });

  const value = (typeof options.value === 'object' && options.value !== null ? options.value : {}) as InteractionOptions;
  const prefix = value.prefix;
  let observer: IntersectionObserver | undefined;
  if (value.visible) {
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void hydrate());
    for (const child of el.children) observer.observe(child);
  }

  if (!prefix) return;
  // Another island connected a wallet: this one must show it too.
  window.addEventListener(`${prefix}:wallet-connected`, () => void hydrate(), { once: true });
  if (stored(`${prefix}-last-wallet`)) return void hydrate();
  if (value.demoDelayMs === undefined || stored(`${prefix}-demo-dismissed`) === '1') return;
  window.__mrdxSaleFlags ??= fetch(SALE_MOUNT, { credentials: 'include' })
    .then((response) => (response.ok ? (response.json() as Promise<SaleFlags>) : {}))
    .catch(() => ({}));
  const delay = value.demoDelayMs;
  void window.__mrdxSaleFlags.then((sale) => {
    if (sale.demoMode) setTimeout(() => void hydrate(), Math.max(0, delay - performance.now()));
  });
};

export default interaction;
