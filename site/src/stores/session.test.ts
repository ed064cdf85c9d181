import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHref, investorApi } from '../lib/api/clients';
import { cleanStores, keepMount } from 'nanostores';
import { $mustChangePassword, $profile, $session, loadSession, LOGOUT_REDIRECT_MS, logoutInvestor } from './session';
import { $toasts } from './notices';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const PROFILE = { username: 'ada', email: 'ada@example.com', hasUsername: true, walletAddress: 'wallet', mustChangePassword: true, hasPassword: true, verifiedInvestor: true };

describe('$session', () => {
  beforeEach(() => {
    // The hint cookie the worker sets with a session (core/session-hint.ts).
    vi.stubGlobal('document', { cookie: 'mrdx_signed_in=1' });
    keepMount($mustChangePassword);
    $session.set({ status: 'unknown' });
    $toasts.set([]);
  });
  afterEach(() => {
    cleanStores($session, $profile, $mustChangePassword);
    vi.unstubAllGlobals();
  });

  it('holds the profile and the must-change flag of a signed-in investor', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(PROFILE)));
    await loadSession();
    expect($profile.get()).toEqual(PROFILE);
    expect($mustChangePassword.get()).toBe(true);
  });

  it('is signed out when the server answers 401, and drops the hint so no page asks again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Please sign in first' }, 401)));
    await loadSession();
    expect($session.get()).toEqual({ status: 'signed-out' });
    expect($mustChangePassword.get()).toBe(false);
    expect(document.cookie).toMatch(/^mrdx_signed_in=; Max-Age=0; Path=\//);
  });

  it('asks nothing without the hint: an anonymous visitor is signed out with no request (and no 401)', async () => {
    vi.stubGlobal('document', { cookie: 'other=1' });
    const fetch = vi.fn(async () => json(PROFILE));
    vi.stubGlobal('fetch', fetch);
    await loadSession();
    expect(fetch).not.toHaveBeenCalled();
    expect($session.get()).toEqual({ status: 'signed-out' });
    // Right after a sign-in on this page the answer is asked for whatever the cookies say.
    await loadSession({ fresh: true });
    expect(fetch).toHaveBeenCalledOnce();
    expect($profile.get()).toEqual(PROFILE);
  });

  it('counts an unreachable server as signed out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await loadSession();
    expect($session.get()).toEqual({ status: 'signed-out' });
  });

  it('logs out on the server, says Logged out, then goes to the landing page', async () => {
    vi.useFakeTimers();
    $session.set({ status: 'signed-in', profile: PROFILE });
    const fetch = vi.fn(async () => json({ loggedOut: true }));
    const assign = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', { location: { assign } });
    await logoutInvestor();
    expect(fetch).toHaveBeenCalledWith(apiHref(investorApi.logout.$url()), expect.objectContaining({ method: 'POST' }));
    expect($session.get()).toEqual({ status: 'signed-out' });
    expect($toasts.get().map((toast) => toast.title)).toEqual(['Logged out']);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LOGOUT_REDIRECT_MS);
    expect(assign).toHaveBeenCalledWith('/');
    vi.useRealTimers();
  });

  it('keeps the session and says so when logout fails', async () => {
    $session.set({ status: 'signed-in', profile: PROFILE });
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Too many requests' }, 429)));
    await logoutInvestor();
    expect($session.get().status).toBe('signed-in');
    expect($toasts.get()[0]).toMatchObject({ title: 'Sign out failed', variant: 'destructive' });
  });
});
