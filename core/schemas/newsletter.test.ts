import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { INVALID_EMAIL_MESSAGE, NewsletterSubscriptionSchema } from '@core/schemas/newsletter';

describe('NewsletterSubscriptionSchema', () => {
  it('accepts an address and normalises its case and spaces', () => {
    const result = v.parse(NewsletterSubscriptionSchema, { email: '  Ada@Example.COM ' });
    expect(result.email).toBe('ada@example.com');
  });

  it('rejects a malformed address with the spec message', () => {
    const result = v.safeParse(NewsletterSubscriptionSchema, { email: 'not-an-email' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(INVALID_EMAIL_MESSAGE);
  });

  it('rejects a missing or non-string email', () => {
    expect(v.safeParse(NewsletterSubscriptionSchema, {}).success).toBe(false);
    expect(v.safeParse(NewsletterSubscriptionSchema, { email: 42 }).success).toBe(false);
  });
});
