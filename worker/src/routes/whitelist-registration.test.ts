import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { Page, WhitelistRegistrationResponse, WhitelistRegistrationRow, WhitelistStatusResponse } from '@core/api/community';
import { adminCookie, getWithCookie, insertAdmin, insertInvestor, investorCookie, postWithCookie } from '../../test/auth-fixtures';
import { getJson } from '../../test/requests';
import { count, openSale, post } from '../../test/sale-fixtures';

const WALLET_A = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';
const WALLET_B = 'GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR';
const WALLET_C = 'HzLukAkmj8ZN1n3mwo3LZ6JBCtP4mnieaLsCogbnpmqk';
const PASSWORD = 'Str0ng-Passw0rd!';

const register = (walletAddress: string, email: string, extra: Record<string, unknown> = {}, ip?: string) =>
  post('/api/whitelist/register', { email, walletAddress, termsAccepted: true, ...extra }, ip);

async function adminSession() {
  await insertAdmin('root', PASSWORD);
  return adminCookie('root', PASSWORD);
}

const intent = (walletAddress: string, ip?: string) =>
  post('/api/contributions/intents', { email: 'buyer@example.com', walletAddress, amount: '1', currency: 'sol', newsletterSubscribed: false }, ip);

/** `n` distinct wallets credited in the whitelist phase, as the credit batch keeps them in sale_totals. */
async function creditedWhitelistWallets(n: number) {
  await env.DB.prepare('INSERT INTO sale_totals (id, whitelist_contributors) VALUES (1, ?1) ON CONFLICT(id) DO UPDATE SET whitelist_contributors = ?1').bind(n).run();
}

describe('POST /api/whitelist/register', () => {
  it('registers a wallet once, mails a confirmation and answers its number and the places taken by credited wallets', async () => {
    await openSale('WHITELIST');
    await creditedWhitelistWallets(54);
    const first = await register(WALLET_A, 'First@Example.com');
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ registered: true, walletAddress: WALLET_A, position: 1, taken: 54, limit: 100, mode: 'open' } satisfies WhitelistRegistrationResponse);
    const second = await register(WALLET_B, 'second@example.com');
    expect(await second.json()).toMatchObject({ position: 2, taken: 54 });

    // The same wallet and email again is the same registration, not an error.
    const again = await register(WALLET_A, 'first@example.com');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ position: 1, taken: 54 });
    expect(await count('mail_outbox', "kind = 'whitelist-registered'")).toBe(2);
    const mail = await env.DB.prepare("SELECT body_text FROM mail_outbox WHERE to_email = 'first@example.com'").first<{ body_text: string }>();
    expect(mail!.body_text).toContain(`Your wallet ${WALLET_A} is registered for the MRDX whitelist.`);

    const status = (await (await getJson(`/api/whitelist/status/${WALLET_B}`)).json()) as WhitelistStatusResponse;
    expect(status).toEqual({ registered: true, position: 2, taken: 54, limit: 100, mode: 'open' });
    expect(await (await getJson(`/api/whitelist/status/${WALLET_C}`)).json()).toMatchObject({ registered: false, position: null });
    expect(JSON.stringify(status)).not.toContain('@');
  });

  it('keeps one registration per wallet and per email', async () => {
    await openSale('WHITELIST');
    await register(WALLET_A, 'first@example.com');
    const otherEmail = await register(WALLET_A, 'other@example.com');
    expect(otherEmail.status).toBe(409);
    expect(await otherEmail.json()).toEqual({ error: 'This wallet is already registered for the whitelist' });
    const otherWallet = await register(WALLET_B, 'first@example.com');
    expect(otherWallet.status).toBe(409);
    expect(await otherWallet.json()).toEqual({ error: 'This email is already registered with another wallet' });
    expect(await count('whitelist_registrations')).toBe(1);
  });

  it('refuses bad input, a missing consent, a whitelist whose places credited wallets took, and a closed registration', async () => {
    await openSale('WHITELIST', { whitelist_max_participants: 1 });
    expect(await (await register(WALLET_A, 'a@example.com', { termsAccepted: false })).json()).toEqual({ error: 'Please accept the terms to register' });
    expect((await register('abc', 'a@example.com')).status).toBe(400);
    expect((await register(WALLET_A, 'nope')).status).toBe(400);
    expect((await getJson('/api/whitelist/status/abc')).status).toBe(400);
    expect((await register(WALLET_A, 'a@example.com')).status).toBe(201);
    await creditedWhitelistWallets(1);
    const full = await register(WALLET_B, 'b@example.com', { newsletterSubscribed: true });
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ error: 'The whitelist is full' });
    expect(await count('mail_outbox')).toBe(1);
    expect(await count('newsletter_subscribers')).toBe(0);

    await openSale('ICO');
    expect(await (await register(WALLET_C, 'c@example.com')).json()).toEqual({ error: 'Whitelist registration is closed' });
  });

  it('takes no place by registering: simultaneous registrations all pass while places are free, and count none', async () => {
    await openSale('WHITELIST', { whitelist_max_participants: 2 });
    await creditedWhitelistWallets(1);
    const wallets = [WALLET_A, WALLET_B, WALLET_C, '11111111111111111111111111111111', 'So11111111111111111111111111111111111111112'];
    const answers = await Promise.all(wallets.map((wallet, i) => register(wallet, `racer${i}@example.com`, {}, `192.0.2.${100 + i}`)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    for (const answer of answers) expect(await answer.json()).toMatchObject({ taken: 1, limit: 2 });
    expect(await count('whitelist_registrations')).toBe(5);
    expect(await count('mail_outbox', "kind = 'whitelist-registered'")).toBe(5);
  });

  it('subscribes to the newsletter only when asked, unconfirmed until the link is used', async () => {
    await openSale('WHITELIST');
    await register(WALLET_A, 'news@example.com', { newsletterSubscribed: true });
    await register(WALLET_B, 'quiet@example.com');
    expect(await count('newsletter_subscribers', "source = 'whitelist' AND confirmed_at IS NULL")).toBe(1);
    expect(await count('mail_outbox', "kind = 'newsletter-confirm' AND to_email = 'news@example.com'")).toBe(1);
  });

  it('limits registrations per client', async () => {
    await openSale('WHITELIST');
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await register(WALLET_A, 'same@example.com', {}, '192.0.2.77')).status);
    expect(statuses[10]).toBe(429);
  });
});

describe('whitelist mode', () => {
  it('registered mode refuses an unregistered wallet in the whitelist phase and accepts a registered one', async () => {
    await openSale('WHITELIST');
    const admin = await adminSession();
    expect(await (await getWithCookie('/api/admin/whitelist-mode', admin)).json()).toEqual({ mode: 'open' });
    expect((await intent(WALLET_B, '192.0.2.1')).status).toBe(201);

    const set = await postWithCookie('/api/admin/whitelist-mode', { mode: 'registered' }, admin);
    expect(await set.json()).toEqual({ mode: 'registered' });
    expect(await count('audit_log', "action = 'whitelist.mode_updated'")).toBe(1);

    const refused = await intent(WALLET_C, '192.0.2.2');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: 'This wallet is not registered for the whitelist. Only registered wallets may contribute during the whitelist phase; register on /whitelist or wait for the public ICO.',
    });
    await register(WALLET_C, 'c@example.com');
    expect((await intent(WALLET_C, '192.0.2.3')).status).toBe(201);
    expect(await (await getJson(`/api/whitelist/status/${WALLET_C}`)).json()).toMatchObject({ mode: 'registered' });
  });

  it('does not restrict the ICO phase', async () => {
    await openSale('ICO');
    await env.DB.prepare("UPDATE sale_settings SET whitelist_mode = 'registered'").run();
    expect((await intent(WALLET_C)).status).toBe(201);
  });

  it('validates the mode and needs an admin', async () => {
    const admin = await adminSession();
    expect((await postWithCookie('/api/admin/whitelist-mode', { mode: 'closed' }, admin)).status).toBe(400);
    expect((await post('/api/admin/whitelist-mode', { mode: 'open' })).status).toBe(401);
    await insertInvestor('inv@example.com', PASSWORD, { mustChange: false });
    const investor = await investorCookie('inv@example.com', PASSWORD);
    expect((await postWithCookie('/api/admin/whitelist-mode', { mode: 'open' }, investor)).status).toBe(401);
  });
});

describe('admin whitelist registrations', () => {
  it('lists registrations in order, paginated, and exports a formula-safe CSV', async () => {
    await openSale('WHITELIST');
    await register(WALLET_A, 'first@example.com');
    expect((await register(WALLET_B, '-cmd@example.com')).status).toBe(201);
    const admin = await adminSession();
    const page = (await (await getWithCookie('/api/admin/whitelist-registrations?limit=1&page=2', admin)).json()) as Page<WhitelistRegistrationRow>;
    expect(page).toMatchObject({ page: 2, limit: 1, total: 2, items: [{ position: 2, walletAddress: WALLET_B, email: '-cmd@example.com' }] });
    const search = async (q: string) => (await (await getWithCookie(`/api/admin/whitelist-registrations?q=${encodeURIComponent(q)}`, admin)).json()) as Page<WhitelistRegistrationRow>;
    expect(await search(WALLET_B.slice(0, 8))).toMatchObject({ total: 1, items: [{ position: 2, walletAddress: WALLET_B }] });
    expect(await search('FIRST@')).toMatchObject({ total: 1, items: [{ position: 1, email: 'first@example.com' }] });
    expect(await search('nobody')).toMatchObject({ total: 0, items: [] });
    expect((await getWithCookie(`/api/admin/whitelist-registrations?q=${'x'.repeat(201)}`, admin)).status).toBe(400);

    const csv = await getWithCookie('/api/admin/whitelist-registrations.csv', admin);
    // Named and headed like every other download of the console (mrdx-<records>-<date>.csv, Title Case).
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8; header=present');
    expect(csv.headers.get('Content-Disposition')).toMatch(/^attachment; filename="mrdx-whitelist-registrations-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe('Position,Wallet Address,Email,Registered At');
    expect(lines[1]).toMatch(new RegExp(`^1,${WALLET_A},first@example.com,\\d{4}-`));
    expect(lines[2]).toMatch(new RegExp(`^2,${WALLET_B},'-cmd@example.com,`));

    expect((await getJson('/api/admin/whitelist-registrations')).status).toBe(401);
    expect((await getJson('/api/admin/whitelist-registrations.csv')).status).toBe(401);
    expect((await getWithCookie('/api/admin/whitelist-registrations?page=0', admin)).status).toBe(400);
  });
});
