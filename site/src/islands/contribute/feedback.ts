// Toasts and confetti of the contribution flow, behind one small interface so the site-wide
// notice store can take over without touching the wizard.
import { atom } from 'nanostores';
import { TIMINGS } from '../../../../core/sale-config';

/** One toast: a title, a description and a variant (destructive for failures). */
export interface WizardToastMessage {
  id: number;
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

/** The toast on screen (one at a time, public-sale.md section 9). */
export const $wizardToast = atom<WizardToastMessage | null>(null);
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows a toast for the default duration, replacing the one on screen. */
export function showToast(title: string, description: string, variant: WizardToastMessage['variant'] = 'default'): void {
  const toast = { id: nextId++, title, description, variant };
  $wizardToast.set(toast);
  clearTimeout(timer);
  timer = setTimeout(() => {
    if ($wizardToast.get()?.id === toast.id) $wizardToast.set(null);
  }, TIMINGS.toastMs);
}

/** Dismisses the toast on screen. */
export function dismissToast(): void {
  clearTimeout(timer);
  $wizardToast.set(null);
}

/** Confetti for a credited contribution; loaded on demand, skipped for reduced motion. */
export async function celebrate(): Promise<void> {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  const { default: confetti } = await import('canvas-confetti');
  // Our own canvas and no worker: the CSP forbids the blob: worker canvas-confetti would create.
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '60' });
  document.body.appendChild(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false });
  const end = Date.now() + TIMINGS.confettiMs;
  const burst = () => {
    void fire({ particleCount: TIMINGS.confettiParticles / 4, spread: 70, origin: { y: 0.6 } });
    if (Date.now() < end - 1000) setTimeout(burst, 1000);
    else setTimeout(() => canvas.remove(), 3000);
  };
  burst();
}
