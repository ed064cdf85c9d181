// The newsletter sign-up as a message to show under the form (one POST to /api/newsletter). Double
// opt-in: the server mails a confirmation link, so success says to check the inbox.
import { NEWSLETTER_MESSAGES } from '@core/newsletter-messages';
import { newsletterApi } from './clients';
import { ApiError, call } from './request';

/** What the form shows under the field. */
export interface NewsletterResult {
  ok: boolean;
  message: string;
}

export const SUBSCRIBED_MESSAGE = NEWSLETTER_MESSAGES.confirmationSent;
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please try again.';

/** Subscribes `email`; the server validates it and its `{ error }` text is shown as is. */
export async function submitNewsletter(email: string): Promise<NewsletterResult> {
  try {
    await call(newsletterApi.index.$post({ json: { email } }));
    return { ok: true, message: SUBSCRIBED_MESSAGE };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) return { ok: false, message: NETWORK_ERROR_MESSAGE };
    return { ok: false, message: error.reason || `Subscription failed (${error.status}).` };
  }
}
