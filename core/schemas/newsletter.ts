// The newsletter sign-up payload, shared by the footer form and POST /api/newsletter.
import * as v from 'valibot';

/** Message shown for an address that is not a valid email. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** An email address: trimmed, lower-cased, at most 254 characters (RFC 5321). */
export const EmailSchema = v.pipe(
  v.string(INVALID_EMAIL_MESSAGE),
  v.trim(),
  v.nonEmpty(INVALID_EMAIL_MESSAGE),
  v.maxLength(254, INVALID_EMAIL_MESSAGE),
  v.email(INVALID_EMAIL_MESSAGE),
  v.toLowerCase(),
);

/** Body of POST /api/newsletter. */
export const NewsletterSubscriptionSchema = v.object({ email: EmailSchema });

export type NewsletterSubscription = v.InferOutput<typeof NewsletterSubscriptionSchema>;
