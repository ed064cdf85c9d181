import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { deliverOutbox, enqueueMail, MAX_MAIL_ATTEMPTS, ONE_TIME_LINK_LINE, redactTemporaryPassword, TEMP_PASSWORD_LINE } from './mail';

const welcome = {
  to: 'investor@example.com',
  kind: 'welcome' as const,
  subject: 'Welcome',
  bodyText: `Username: investor@example.com\n${TEMP_PASSWORD_LINE}Secret123!\nBye`,
};

async function outbox() {
  const { results } = await env.DB.prepare('SELECT * FROM mail_outbox ORDER BY created_at').all<Record<string, unknown>>();
  return results;
}

describe('mail outbox', () => {
  it('queues mail as a statement that can run inside a batch, optionally only when a condition holds', async () => {
    await env.DB.batch([
      enqueueMail(env.DB, welcome),
      enqueueMail(env.DB, { ...welcome, kind: 'contribution-received' }, { onlyIf: { sql: '? = 2', params: [1] } }),
    ]);
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to_email: 'investor@example.com', kind: 'welcome', status: 'queued', attempts: 0 });
  });

  it('leaves mail queued for the admin when no provider is configured', async () => {
    await enqueueMail(env.DB, welcome).run();
    expect(await deliverOutbox({ ...env, MAIL_PROVIDER_URL: '' })).toEqual({ sent: 0, failed: 0 });
    expect((await outbox())[0]).toMatchObject({ status: 'queued' });
  });

  it('posts queued mail to the provider with the API key, marks it sent and redacts the password', async () => {
    await enqueueMail(env.DB, welcome).run();
    const calls: { url: string; init: RequestInit }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status: 202 });
    }) as unknown as typeof fetch;
    const mailEnv = { ...env, MAIL_PROVIDER_URL: 'https://mail.example/send', MAIL_PROVIDER_API_KEY: 'key-1' };

    expect(await deliverOutbox(mailEnv, { fetcher })).toEqual({ sent: 1, failed: 0 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://mail.example/send');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer key-1');
    const payload = JSON.parse(String(calls[0]!.init.body));
    expect(payload).toMatchObject({ to: welcome.to, subject: 'Welcome', kind: 'welcome' });
    // The text ends with a single-use unsubscribe link; the headers carry the RFC 8058 one-click URL.
    expect(payload.text).toMatch(new RegExp(`^${welcome.bodyText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n\n--\nTo stop receiving our newsletter and announcements: ${env.PUBLIC_ORIGIN}/newsletter/unsubscribe\\?token=[A-Za-z0-9_-]{43}$`));
    expect(payload.headers['List-Unsubscribe']).toMatch(new RegExp(`^<${env.PUBLIC_ORIGIN}/api/newsletter/one-click-unsubscribe\\?token=[A-Za-z0-9_-]{43}>$`));
    expect(payload.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.body_text).not.toContain('Secret123!');
    expect(await deliverOutbox(mailEnv, { fetcher })).toEqual({ sent: 0, failed: 0 });
  });

  it('retries a failing provider and gives up after the maximum attempts', async () => {
    await enqueueMail(env.DB, welcome).run();
    const fetcher = (async () => new Response('no', { status: 500 })) as unknown as typeof fetch;
    const mailEnv = { ...env, MAIL_PROVIDER_URL: 'https://mail.example/send' };
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt += 1) {
      expect(await deliverOutbox(mailEnv, { fetcher })).toEqual({ sent: 0, failed: 1 });
      expect((await outbox())[0]).toMatchObject({ status: 'queued', attempts: attempt, last_error: 'Provider answered 500' });
    }
    await deliverOutbox(mailEnv, { fetcher });
    expect((await outbox())[0]).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
  });

  it('redacts single-use links after delivery', () => {
    expect(redactTemporaryPassword(`Open it:\n${ONE_TIME_LINK_LINE}https://mrdx.example/mrdx#reset=abc\nBye`)).toBe(
      `Open it:\n${ONE_TIME_LINK_LINE}[removed from the outbox after delivery]\nBye`,
    );
  });

  it('redacts only the temporary password line', () => {
    expect(redactTemporaryPassword(welcome.bodyText)).toBe(
      `Username: investor@example.com\n${TEMP_PASSWORD_LINE}[removed from the outbox after delivery]\nBye`,
    );
  });

  it('redacts mailed link tokens (a delivered confirmation link cannot be reused from the outbox)', () => {
    const link = `Confirm: https://x.example/newsletter/confirm?token=${'a'.repeat(43)}`;
    expect(redactTemporaryPassword(link)).toBe('Confirm: https://x.example/newsletter/confirm?token=%5Bremoved%20from%20the%20outbox%20after%20delivery%5D');
  });
});
