// The /newsletter/confirm and /newsletter/unsubscribe pages' logic: read ?token=, ask the server whether
// the link still works (a GET changes nothing, so mail scanners that prefetch links cannot use it up),
// and act only when the visitor presses the button (a POST).
import { NEWSLETTER_MESSAGES, NEWSLETTER_TOKEN_MESSAGES } from '@core/newsletter-messages';
import { newsletterApi } from './clients';
import { ApiError, call, errorText } from './request';

export type NewsletterTokenAction = 'confirm' | 'unsubscribe';

/** What the page shows: a question with the button, a final message, or a failure. */
export type TokenPageView =
  | { state: 'ready'; email: string | null }
  | { state: 'done'; message: string }
  | { state: 'invalid'; message: string }
  | { state: 'error'; message: string };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const DONE = { confirm: NEWSLETTER_MESSAGES.confirmed, unsubscribe: NEWSLETTER_MESSAGES.unsubscribed } as const;
const RETRY = 'Could not reach the server. Please try again.';

/** Checks the link in `search` (the page's query string) without using it. */
export async function checkNewsletterToken(action: NewsletterTokenAction, search: string): Promise<TokenPageView> {
  const token = new URLSearchParams(search).get('token') ?? '';
  if (!TOKEN_SHAPE.test(token)) return { state: 'invalid', message: NEWSLETTER_TOKEN_MESSAGES.invalid };
  try {
    const status = await call(newsletterApi[action].$get({ query: { token } }));
    return status.valid ? { state: 'ready', email: status.email } : { state: 'invalid', message: NEWSLETTER_TOKEN_MESSAGES.invalid };
  } catch (error) {
    return failure(error);
  }
}

/** Uses the link: confirms or unsubscribes; a link already used says so. */
export async function applyNewsletterToken(action: NewsletterTokenAction, search: string): Promise<TokenPageView> {
  const token = new URLSearchParams(search).get('token') ?? '';
  try {
    await call(newsletterApi[action].$post({ json: { token } }));
    return { state: 'done', message: DONE[action] };
  } catch (error) {
    return failure(error);
  }
}

function failure(error: unknown): TokenPageView {
  if (error instanceof ApiError && error.status === 400) return { state: 'invalid', message: NEWSLETTER_TOKEN_MESSAGES.invalid };
  if (error instanceof ApiError && error.status === 0) return { state: 'error', message: RETRY };
  return { state: 'error', message: errorText(error, RETRY) };
}
