// The investor session's public hint: a cookie readable by the page (the session cookie itself is
// HttpOnly) that says a session may exist, so public pages ask the server who is signed in only then.
// The worker sets it with the session and clears it at logout; the site clears it when the server
// answers 401. It grants nothing: every investor route still checks the session itself.

/** The hint cookie's name; its value is always "1". */
export const SESSION_HINT_COOKIE = 'mrdx_signed_in';

/** Whether a `document.cookie` string carries the hint. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
