// $session: the investor's sign-in as the server sees it (GET /api/investor/profile), with the
// must-change-password flag and logout. The server checks the session on every investor route;
// this store only tells the pages who is signed in, and asks only when the session hint cookie
// (core/session-hint.ts) says a session may exist.
import { atom, computed, onMount } from 'nanostores';
import type { InvestorProfile } from '@core/api/investor';
import { SESSION_HINT_COOKIE, hasSessionHint } from '@core/session-hint';
import { investorApi } from '../lib/api/clients';
import { call, callOrNull } from '../lib/api/request';
import { toastEach, type Outcome } from './notices';

export type SessionState =
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; profile: InvestorProfile };

/** 'unknown' until the profile call answers. */
export const $session = atom<SessionState>({ status: 'unknown' });
/** The signed-in investor's profile, or null. */
export const $profile = computed($session, (session) => (session.status === 'signed-in' ? session.profile : null));
/** True while the investor still holds the mailed temporary password: it must be replaced first. */
export const $mustChangePassword = computed($profile, (profile) => profile?.mustChangePassword === true);
/** The last session action's outcome, shown as a toast. */
export const $sessionOutcome = atom<Outcome | null>(null);

toastEach($sessionOutcome);

let pending: Promise<void> | null = null;
let latest = 0;

/**
 * Asks the server who is signed in (later calls share the request in flight); a failure counts as
 * signed out. `fresh` after a sign-in on this page: a new request whose answer wins over any older one.
 */
export function loadSession({ fresh = false }: { fresh?: boolean } = {}): Promise<void> {
  if (pending && !fresh) return pending;
  // Without the hint no session can exist: no request, so an anonymous visit logs no 401.
  if (!fresh && !hasSessionHint(document.cookie)) {
    $session.set({ status: 'signed-out' });
    return Promise.resolve();
  }
  const id = ++latest;
  const request = callOrNull(investorApi.profile.$get())
    .then((profile) => {
      // A 401: the session expired or was revoked, so the hint goes too and no page asks again.
      if (!profile) clearSessionHint();
      if (id === latest) $session.set(profile ? { status: 'signed-in', profile } : { status: 'signed-out' });
    })
    .catch((error) => {
      console.warn('Failed to load the investor session:', error);
      if (id === latest) $session.set({ status: 'signed-out' });
    })
    .finally(() => {
      if (pending === request) pending = null;
    });
  pending = request;
  return request;
}

/** Removes the hint cookie the worker set with the session (core/session-hint.ts). */
function clearSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${globalThis.location?.protocol === 'https:' ? '; Secure' : ''}`;
}

/** How long the 'Logged out' toast shows before the landing page. */
export const LOGOUT_REDIRECT_MS = 1_200;

/** Ends the session on the server, says 'Logged out', then goes to /. */
export async function logoutInvestor(): Promise<void> {
  try {
    await call(investorApi.logout.$post());
  } catch {
    $sessionOutcome.set({ title: 'Sign out failed', description: 'Please try again.', variant: 'destructive' });
    return;
  }
  $session.set({ status: 'signed-out' });
  $sessionOutcome.set({ title: 'Logged out', description: 'You have been signed out.' });
  setTimeout(() => window.location.assign('/'), LOGOUT_REDIRECT_MS);
}

onMount($session, () => {
  if (typeof window === 'undefined') return;
  void loadSession();
});
