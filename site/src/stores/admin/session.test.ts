import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import { $adminAuth, $adminBusy, $adminSessionExpired, adminAction, checkAdminAuth, SESSION_EXPIRED_URL } from './session';
import { $timers, refreshTimers } from './timers';
import { saveWhitelistSettings } from './whitelist';
import { $toasts } from '../notices';
import { ApiError } from '../../lib/api/request';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const TIMERS = { initialized: false, phase: 'WHITELIST', whitelistStartsAt: null, whitelistEndsAt: null, icoEndsAt: null, serverTime: 0, phases: [], whitelist: { days: 7, maxParticipants: 100, maxSolPerPerson: 10 } };

describe('admin session and actions', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    keepMount($timers);
    assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    $adminAuth.set('checking');
    $adminSessionExpired.set(false);
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
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a lost session back to the sign-in page, which says it expired', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Unauthorized' }, 401)));
    await checkAdminAuth();
    expect($adminAuth.get()).toBe('no');
    expect(assign).toHaveBeenCalledWith(SESSION_EXPIRED_URL);
  });

  it('keeps a failed check that is not a 401 on the page', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await checkAdminAuth();
    expect($adminAuth.get()).toBe('no');
    expect(assign).not.toHaveBeenCalled();
  });

  it('saves the whitelist settings into the timers view and confirms with a toast', async () => {
    $timers.set(TIMERS as never);
    vi.stubGlobal('fetch', vi.fn(async () => json({ days: 10, maxParticipants: 150, maxSolPerPerson: 5 })));
    await expect(saveWhitelistSettings({ days: 10, maxParticipants: 150, maxSolPerPerson: '5' })).resolves.toBe(true);
    expect($timers.get()?.whitelist).toEqual({ days: 10, maxParticipants: 150, maxSolPerPerson: 5 });
    expect($toasts.get()[0]).toMatchObject({ title: 'Settings Updated' });
    expect($adminBusy.get()).toBeNull();
  });

  it("tells a refused action with the server's reason, after the action's lead", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Days must be 1 to 90' }, 400)));
    await expect(saveWhitelistSettings({ days: 0, maxParticipants: 150, maxSolPerPerson: '5' })).resolves.toBe(false);
    expect($toasts.get()[0]).toMatchObject({ title: 'Update Failed', description: 'Failed to update whitelist settings. Days must be 1 to 90', variant: 'destructive' });
  });

  it('answers a 401 of any action by going to sign in, not with a toast', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Please sign in first' }, 401)));
    await refreshTimers();
    expect($adminAuth.get()).toBe('no');
    expect(assign).toHaveBeenCalledWith(SESSION_EXPIRED_URL);
    expect($toasts.get()).toEqual([]);
    expect($adminBusy.get()).toBeNull();
  });

  it("hands a failure to the action's own handler when it has one", async () => {
    const handler = vi.fn();
    await expect(adminAction('x', () => Promise.reject(new ApiError(409, 'Already credited')), handler)).resolves.toBeNull();
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ reason: 'Already credited' }));
    expect($toasts.get()).toEqual([]);
  });
});
