import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom, cleanStores, keepMount } from 'nanostores';
import { TIMINGS } from '@core/sale-config';
import { $toasts, dismissToast, showToast, toastEach, type Outcome } from './notices';

describe('$toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    keepMount($toasts);
    $toasts.set([]);
  });
  afterEach(() => {
    cleanStores($toasts);
    vi.useRealTimers();
  });

  it('shows one toast at a time: the newest replaces the one on screen', () => {
    showToast('First');
    showToast('Second', 'details', 'destructive');
    expect($toasts.get()).toEqual([expect.objectContaining({ title: 'Second', description: 'details', variant: 'destructive' })]);
  });

  it('closes a toast after the default duration, and at once when dismissed', () => {
    showToast('Timed');
    vi.advanceTimersByTime(TIMINGS.toastMs - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
    dismissToast(showToast('Dismissed'));
    expect($toasts.get()).toEqual([]);
  });

  it('raises a toast for every outcome a store records, from listen()', () => {
    const $outcome = atom<Outcome | null>(null);
    const stop = toastEach($outcome);
    $outcome.set({ title: 'Saved' });
    expect($toasts.get().map((toast) => toast.title)).toEqual(['Saved']);
    $outcome.set(null);
    expect($toasts.get().map((toast) => toast.title)).toEqual(['Saved']);
    stop();
    $outcome.set({ title: 'Ignored' });
    expect($toasts.get().map((toast) => toast.title)).toEqual(['Saved']);
  });
});
