// The admin console's session and the one way its actions run: the auth check, logout, the busy flag
// and outcome toast every action shares, and the one answer to an expired session (a 401 from any
// admin call sends the admin back to /admin/login, which says why). Islands read these stores only.
import { atom } from 'nanostores';
import { adminApi } from '../../lib/api/clients';
import { ApiError, call, errorText } from '../../lib/api/request';
import { toastEach, type Outcome } from '../notices';

/** Where an expired session goes: the sign-in page, told to say the session expired. */
export const SESSION_EXPIRED_URL = '/admin/login?session=expired';

/** 'checking' until GET /api/admin/auth/check answers; the dashboard renders only on 'yes'. */
export const $adminAuth = atom<'checking' | 'yes' | 'no'>('checking');
/** An action in flight, by name, so its button can say so and not be pressed twice. */
export const $adminBusy = atom<string | null>(null);
/** The last action's outcome, shown as a toast. */
export const $adminOutcome = atom<Outcome | null>(null);
/** True once the server said the admin session is over. */
export const $adminSessionExpired = atom(false);

toastEach($adminOutcome);
$adminSessionExpired.listen((expired) => {
  if (expired && typeof window !== 'undefined') window.location.assign(SESSION_EXPIRED_URL);
});

/** Ends the console's view of the session: nothing more renders, and the sign-in page opens. */
function expireSession(): void {
  $adminAuth.set('no');
  $adminSessionExpired.set(true);
}

/** True, after ending the session, when `error` is the server's 401 (the session expired or was ended). */
export function endsSession(error: unknown): boolean {
  if (!(error instanceof ApiError && error.status === 401)) return false;
  expireSession();
  return true;
}

/** How a failed action is told: a toast titled `title` saying the server's reason (else `fallback`), after `lead`. */
export interface ActionFailure {
  title: string;
  fallback?: string;
  lead?: string;
}

function failureOutcome(failure: ActionFailure, error: unknown): Outcome {
  const reason = errorText(error, failure.lead ? '' : (failure.fallback ?? 'Please try again.'));
  return { title: failure.title, description: [failure.lead, reason].filter(Boolean).join(' '), variant: 'destructive' };
}

/**
 * The one way an admin action runs: under the busy flag `name` (null for loads, which block no
 * button), an expired session goes back to sign-in, and any other failure is told by `failure` (a
 * toast, or the caller's own handler). Resolves the work's result, or null after a failure.
 */
export async function adminAction<T>(name: string | null, work: () => Promise<T>, failure: ActionFailure | ((error: unknown) => void)): Promise<T | null> {
  if (name) $adminBusy.set(name);
  try {
    return await work();
  } catch (error) {
    if (!endsSession(error)) {
      if (typeof failure === 'function') failure(error);
      else $adminOutcome.set(failureOutcome(failure, error));
    }
    return null;
  } finally {
    if (name) $adminBusy.set(null);
  }
}

/** Asks the server whether the session is an admin's (no retry); a lost session goes to sign-in. */
export async function checkAdminAuth(): Promise<void> {
  try {
    if ((await call(adminApi.auth.check.$get())) === true) $adminAuth.set('yes');
    else expireSession();
  } catch (error) {
    if (!endsSession(error)) $adminAuth.set('no');
  }
}

/** Ends the session and leaves for the home page (whatever the server answers). */
export async function logoutAdmin(): Promise<void> {
  $adminBusy.set('logout');
  await call(adminApi.logout.$post()).catch(() => undefined);
  window.location.assign('/');
}
