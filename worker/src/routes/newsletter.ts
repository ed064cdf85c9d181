// POST /api/newsletter: stores a subscriber once; subscribing twice is not an error.
import { Hono } from 'hono';
import { drizzle } from 'drizzle-orm/d1';
import { NewsletterSubscriptionSchema } from '@core/schemas/newsletter';
import type { AppEnv } from '../app-env';
import { newsletterSubscribers } from '../db/schema';
import { validate } from '../lib/validate';
import type { NewsletterSubscribed } from '@core/api/sale';

const app = new Hono<AppEnv>();

app.post('/', validate('json', NewsletterSubscriptionSchema), async (c) => {
  const { email } = c.req.valid('json');
  await drizzle(c.env.DB)
    .insert(newsletterSubscribers)
    .values({ email, source: 'footer', createdAt: new Date() })
    .onConflictDoNothing();
  return c.json({ subscribed: true, email } satisfies NewsletterSubscribed);
});

export default app;
