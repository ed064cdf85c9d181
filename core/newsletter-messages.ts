// The newsletter's user-facing strings, apart from the schemas so the footer form and the
// /newsletter/* pages can show them without shipping valibot.

export const NEWSLETTER_TOKEN_MESSAGES = {
  invalid: 'This link is invalid or has already been used',
} as const;

/** What the footer form and the /newsletter/* pages say for each outcome (double opt-in). */
export const NEWSLETTER_MESSAGES = {
  confirmationSent: 'Almost done: check your inbox and click the link to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. Welcome aboard!',
  unsubscribed: 'You are unsubscribed and will not receive our newsletter any more.',
} as const;
