import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { postJson, TEST_ORIGIN } from '../../test/requests';
import { exports } from 'cloudflare:workers';

async function subscriberCount() {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM newsletter_subscribers').first<{ n: number }>();
  return row?.n ?? 0;
}

describe('POST /api/newsletter', () => {
  it('stores a new subscriber once and treats a repeat as success', async () => {
    const first = await postJson('/api/newsletter', { email: 'Reader@Example.com' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ subscribed: true, email: 'reader@example.com' });

    const again = await postJson('/api/newsletter', { email: 'reader@example.com ' });
    expect(again.status).toBe(200);
    expect(await subscriberCount()).toBe(1);
  });

  it('rejects a malformed address with a 400 JSON error and writes nothing', async () => {
    const response = await postJson('/api/newsletter', { email: 'nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please enter a valid email address' });
    expect(await subscriberCount()).toBe(0);
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const response = await postJson('/api/newsletter', '{"email":');
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('error');
  });

  it('refuses a cross-origin post and a non-JSON body', async () => {
    const crossOrigin = await postJson('/api/newsletter', { email: 'a@b.co' }, { Origin: 'https://evil.example' });
    expect(crossOrigin.status).toBe(403);
    const form = await exports.default.fetch(
      new Request(`${TEST_ORIGIN}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: TEST_ORIGIN },
        body: 'email=a@b.co',
      }),
    );
    expect(form.status).toBe(415);
    expect(await subscriberCount()).toBe(0);
  });
});
