// Toast messages of the investor and admin portals: a short list the Toaster island renders in a
// live region, each removed after a few seconds.
import { atom } from 'nanostores';

export interface PortalToast {
  id: number;
  title: string;
  description?: string;
  /** Destructive toasts are announced assertively and styled as errors. */
  variant: 'default' | 'destructive';
}

/** The visible toasts, newest last. */
export const $portalToasts = atom<PortalToast[]>([]);

const VISIBLE_MS = 6000;
const MAX_TOASTS = 3;
let nextId = 1;

/** Shows a toast and schedules its removal. */
export function showToast(title: string, description?: string, variant: PortalToast['variant'] = 'default'): void {
  const toast: PortalToast = { id: nextId++, title, description, variant };
  $portalToasts.set([...$portalToasts.get(), toast].slice(-MAX_TOASTS));
  setTimeout(() => dismissToast(toast.id), VISIBLE_MS);
}

/** Removes a toast now (its close button, or its timer). */
export function dismissToast(id: number): void {
  $portalToasts.set($portalToasts.get().filter((toast) => toast.id !== id));
}
