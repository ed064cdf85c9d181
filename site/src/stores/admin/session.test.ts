import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import { $adminAuth, $adminBusy, $timers, checkAdminAuth, refreshTimers, saveWhitelistSettings } from './admin';
import { $toasts } from './notices';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const TIMERS = { initialized: false, phase: 'WHITELIST', whitelistStartsAt: null, whitelistEndsAt: null, icoEndsAt: null, serverTime: 0, phases: [], whitelist: { days: 7, maxParticipants: 100, maxSolPerPerson: 10 } };

describe('admin store', () => {
  beforeEach(() => {
    keepMount($timers);
    $adminAuth.set('checking');
    $timers.set(null);
    $toasts.set([]);
  });
  afterEach(() => {
    cleanStores($timers, $adminAuth);
    vi.unstubAllGlobals();
  });

  it('opens the dashboard only when the server says the session is an admin', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(true)));
    await checkAdminAuth();
    expect($adminAuth.get()).toBe('yes');
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Unauthorized' }, 401)));
    await checkAdminAuth();
    expect($adminAuth.get()).toBe('no');
  });

  it('saves the whitelist settings into the timers view and confirms with a toast', async () => {
    $timers.set(TIMERS as never);
    vi.stubGlobal('fetch', vi.fn(async () => json({ days: 10, maxParticipants: 150, maxSolPerPerson: 5 })));
    await expect(saveWhitelistSettings({ days: 10, maxParticipants: 150, maxSolPerPerson: '5' })).resolves.toBe(true);
    expect($timers.get()?.whitelist).toEqual({ days: 10, maxParticipants: 150, maxSolPerPerson: 5 });
    expect($toasts.get()[0]).toMatchObject({ title: 'Settings Updated' });
    expect($adminBusy.get()).toBeNull();
  });

  it("shows the server's reason and signs out the view on a 401", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Please sign in first' }, 401)));
    await refreshTimers();
    expect($adminAuth.get()).toBe('no');
    expect($toasts.get()[0]).toMatchObject({ title: 'Timer update failed', description: 'Please sign in first', variant: 'destructive' });
  });
});
