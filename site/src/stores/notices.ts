// $notices and $toasts: the notifications overlay and the one toast system of every page (public
// pages and portals alike). Actions here; the view (lib/notices/notice-view.ts) only renders them.
import { atom, type ReadableAtom } from 'nanostores';
import { TIMINGS } from '@core/sale-config';
import { addNotice, addToast, NOTICE_KINDS, type Notice, type Toast } from '../lib/notices/notice-queue';

export type { Notice, Toast };

/** Overlay notifications, newest first, at most 5. */
export const $notices = atom<Notice[]>([]);
/** Toasts on screen (one at a time). */
export const $toasts = atom<Toast[]>([]);

let counter = 0;
const nextId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** Removes one overlay notification. */
export function dismissNotice(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $notices.set($notices.get().filter((item) => item.id !== id));
}

/** Empties the overlay ('Clear All'). */
export function clearNotices(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $notices.set([]);
}

/** Raises an overlay notification of a known kind; it hides itself after the kind's duration. */
export function notify(kind: keyof typeof NOTICE_KINDS, title: string, message: string): string {
  const { type, autoHideMs } = NOTICE_KINDS[kind];
  const notice: Notice = { id: nextId(), type, title, message, autoHideMs, timestamp: Date.now() };
  const next = addNotice($notices.get(), notice);
  for (const dropped of $notices.get().filter((item) => !next.includes(item))) dismissNotice(dropped.id);
  $notices.set(next);
  if (autoHideMs !== null) timers.set(notice.id, setTimeout(() => dismissNotice(notice.id), autoHideMs));
  return notice.id;
}

/** Removes a toast. */
export function dismissToast(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((item) => item.id !== id));
}

/** Shows a toast (replacing the one on screen); it closes after `durationMs` (5 s by default). */
export function toast(input: { title: string; description?: string; variant?: Toast['variant']; durationMs?: number }): string {
  const item: Toast = { id: nextId(), variant: 'default', durationMs: TIMINGS.toastMs, ...input };
  for (const shown of $toasts.get()) clearTimeout(timers.get(shown.id));
  $toasts.set(addToast($toasts.get(), item));
  timers.set(item.id, setTimeout(() => dismissToast(item.id), item.durationMs));
  return item.id;
}

/** Shorthand for `toast`: a title, an optional description and a variant. */
export const showToast = (title: string, description?: string, variant: Toast['variant'] = 'default'): string =>
  toast({ title, description, variant });

/** An action's result worth a toast. Stores record one in an atom; `toastEach` raises it from listen(). */
export interface Outcome {
  title: string;
  description?: string;
  variant?: Toast['variant'];
}

/** Shows a toast for every outcome `store` records; returns the function that stops it. */
export function toastEach(store: ReadableAtom<Outcome | null>): () => void {
  return store.listen((outcome) => {
    if (outcome) showToast(outcome.title, outcome.description, outcome.variant);
  });
}
