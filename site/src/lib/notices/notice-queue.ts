// Rules of the notifications overlay and the toast queue: overlay keeps 5 newest first, 'Clear All' past 2; toasts show one at a time.

export type NoticeType = 'success' | 'info' | 'warning' | 'error';

/** One overlay notification. */
export interface Notice {
  id: string;
  type: NoticeType;
  title: string;
  message: string;
  /** ms until it hides itself; null when persistent. */
  autoHideMs: number | null;
  timestamp: number;
}

/** One toast: a title, a description and how long it stays. */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  durationMs: number;
}

export const OVERLAY_MAX = 5;
export const CLEAR_ALL_ABOVE = 2;
export const TOAST_LIMIT = 1;
export const SWIPE_DISMISS_PX = 50;

/** The overlay list after `notice` arrives: it goes first and only the 5 newest stay. */
export function addNotice(list: readonly Notice[], notice: Notice): Notice[] {
  return [notice, ...list].slice(0, OVERLAY_MAX);
}

/** Whether the overlay offers 'Clear All' for `count` notifications. */
export function showsClearAll(count: number): boolean {
  return count > CLEAR_ALL_ABOVE;
}

/** The toast list after `toast` arrives: the newest replaces the shown one (one at a time). */
export function addToast(list: readonly Toast[], toast: Toast): Toast[] {
  return [toast, ...list].slice(0, TOAST_LIMIT);
}

/** Kinds the wallet and network raise, with the durations of 2.8. */
export const NOTICE_KINDS = {
  walletConnected: { type: 'success', autoHideMs: 4_000 },
  walletChanged: { type: 'info', autoHideMs: 5_000 },
  walletDisconnected: { type: 'warning', autoHideMs: 6_000 },
  networkRestored: { type: 'success', autoHideMs: 4_000 },
  networkLost: { type: 'error', autoHideMs: null },
  poorQuality: { type: 'warning', autoHideMs: 6_000 },
} as const satisfies Record<string, { type: NoticeType; autoHideMs: number | null }>;
