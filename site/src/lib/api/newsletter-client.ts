// Browser side of the newsletter sign-up: one POST to /api/newsletter, answered as a message to show.

/** What the form shows under the field. */
export interface NewsletterResult {
  ok: boolean;
  message: string;
}

export const SUBSCRIBED_MESSAGE = 'Thanks for subscribing! Watch your inbox for MRDX news.';
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please try again.';

/** Subscribes `email`; the server validates it and its `{ error }` text is shown as is. */
export async function submitNewsletter(email: string, fetcher: typeof fetch = fetch): Promise<NewsletterResult> {
  try {
    const response = await fetcher('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    if (response.ok) return { ok: true, message: SUBSCRIBED_MESSAGE };
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    const error = typeof body?.error === 'string' ? body.error : `Subscription failed (${response.status}).`;
    return { ok: false, message: error };
  } catch {
    return { ok: false, message: NETWORK_ERROR_MESSAGE };
  }
}
