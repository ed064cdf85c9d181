import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { getWithCookie, insertInvestor, investorCookie, postWithCookie } from '../../../test/auth-fixtures';
import { insertIntent, insertMail, signedInAdmin } from '../../../test/admin-fixtures';
import { getJson, postJson } from '../../../test/requests';
import { insertContribution, USDC_150 } from '../../../test/sale-rows';
import { verifyPassword } from '../../services/accounts/passwords';
import { TEMP_PASSWORD_LINE } from '../../services/mail/mail';
import type { InvestorAccount, InvestorDetails, InvestorList, LoginMailQueued } from '@core/api/admin';

const DAY = 86_400_000;
let cookie: string;

beforeEach(async () => {
  cookie = await signedInAdmin();
});

const list = async (query = '') => (await getWithCookie(`/api/admin/investors${query}`, cookie)).json<InvestorList>();

async function seedInvestors() {
  const t = Date.now() - 10 * DAY;
  await insertContribution({ walletAddress: 'WalletAlice1', email: 'alice@example.com', usdCents: 10_000, tokenBaseUnits: '500000000000000', creditedAt: new Date(t) });
  await insertContribution({ walletAddress: 'WalletAlice2', email: 'alice@example.com', usdCents: 20_000, tokenBaseUnits: '1000000000000000', creditedAt: new Date(t + DAY) });
  const bob = await insertContribution({ walletAddress: 'WalletBob', email: 'bob@example.com', usdCents: 50_000, tokenBaseUnits: '2500000000000000', creditedAt: new Date(t + 2 * DAY) });
  await insertContribution({ walletAddress: 'WalletCarol', email: 'carol@example.com', usdCents: 5_000, tokenBaseUnits: '250000000000000', creditedAt: new Date(t + 3 * DAY) });
  await insertInvestor('alice@example.com', 'alice-secret', { mustChange: false });
  await insertInvestor('bob@example.com', 'temporary-1');
  // Bob ticked the box and his confirmation mail is queued; Alice confirmed; Carol never signed up.
  await env.DB.prepare("INSERT INTO newsletter_subscribers (email, source, created_at, confirm_requested_at) VALUES ('bob@example.com', 'contribution', 0, 0)").run();
  await env.DB.prepare("INSERT INTO newsletter_subscribers (email, source, created_at, confirm_requested_at, confirmed_at) VALUES ('alice@example.com', 'contribution', 0, 0, 1)").run();
  return { bobSignature: bob.signature };
}

describe('GET /api/admin/investors', () => {
  it('groups per email with wallets, totals, access, newsletter and latest date, newest first, and sums everyone', async () => {
    await seedInvestors();
    const body = await list();
    expect(body.total).toBe(3);
    expect(body.summary).toEqual({ totalTokens: '4250000', totalTokenBaseUnits: '4250000000000000', uniqueInvestors: 3 });
    expect(body.items.map((row) => row.email)).toEqual(['carol@example.com', 'bob@example.com', 'alice@example.com']);
    const alice = body.items[2]!;
    expect(alice).toMatchObject({ totalUsd: 300, tokens: '1500000', access: 'Active', newsletter: 'Subscribed', contributions: 2 });
    expect(alice.wallets.toSorted()).toEqual(['WalletAlice1', 'WalletAlice2']);
    expect(body.items[1]).toMatchObject({ email: 'bob@example.com', access: 'Pending', newsletter: 'Awaiting confirmation', totalUsd: 500 });
    expect(body.items[0]).toMatchObject({ email: 'carol@example.com', access: 'Pending', newsletter: 'No' });
  });

  it('says Subscribed only after the confirmation link, and Unsubscribed after the unsubscribe link', async () => {
    await seedInvestors();
    await env.DB.prepare("UPDATE newsletter_subscribers SET confirmed_at = 2, unsubscribed_at = 3 WHERE email = 'bob@example.com'").run();
    const rows = (await list('?sort=newsletter&dir=desc')).items.map((row) => [row.email, row.newsletter]);
    expect(rows).toEqual([
      ['alice@example.com', 'Subscribed'],
      ['bob@example.com', 'Unsubscribed'],
      ['carol@example.com', 'No'],
    ]);
  });

  it('searches email prefix, wallet prefix and exact signature on the server', async () => {
    const { bobSignature } = await seedInvestors();
    expect((await list('?q=ALI')).items.map((row) => row.email)).toEqual(['alice@example.com']);
    expect((await list('?q=WalletC')).items.map((row) => row.email)).toEqual(['carol@example.com']);
    expect((await list(`?q=${bobSignature}`)).items.map((row) => row.email)).toEqual(['bob@example.com']);
    const none = await list('?q=nobody');
    expect(none).toMatchObject({ items: [], total: 0, summary: { uniqueInvestors: 3 } });
  });

  it('sorts by each column both ways and pages', async () => {
    await seedInvestors();
    expect((await list('?sort=totalUsd&dir=desc')).items.map((row) => row.email)).toEqual(['bob@example.com', 'alice@example.com', 'carol@example.com']);
    expect((await list('?sort=tokens&dir=asc')).items.map((row) => row.email)).toEqual(['carol@example.com', 'alice@example.com', 'bob@example.com']);
    expect((await list('?sort=email&dir=asc')).items.map((row) => row.email)).toEqual(['alice@example.com', 'bob@example.com', 'carol@example.com']);
    expect((await list('?sort=access&dir=desc')).items[0]!.email).toBe('alice@example.com');
    expect((await list('?sort=newsletter&dir=desc')).items[0]!.email).toBe('alice@example.com');
    expect((await list('?sort=wallet&dir=desc')).items[0]!.email).toBe('carol@example.com');
    const page2 = await list('?sort=email&dir=asc&page=2&pageSize=2');
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page2.items.map((row) => row.email)).toEqual(['carol@example.com']);
  });

  it('is empty with no contributions', async () => {
    expect(await list()).toEqual({ items: [], page: 1, pageSize: 25, total: 0, summary: { totalTokens: '0', totalTokenBaseUnits: '0', uniqueInvestors: 0 } });
  });

  it('answers bad parameters with 400', async () => {
    for (const [query, error] of [
      ['?sort=password', 'Unknown sort column'],
      ['?dir=up', 'Sort direction must be asc or desc'],
      ['?page=0', 'Page must be a whole number from 1'],
      ['?pageSize=101', 'Page size must be a whole number from 1 to 100'],
      ['?pageSize=-1', 'Page size must be a whole number from 1 to 100'],
      [`?q=${'x'.repeat(201)}`, 'Search must be at most 200 characters'],
    ]) {
      const response = await getWithCookie(`/api/admin/investors${query}`, cookie);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
  });

  it('needs an admin session', async () => {
    for (const path of ['/api/admin/investors', '/api/admin/investors/details?email=a@b.co', '/api/admin/investors/account?email=a@b.co']) {
      expect((await getJson(path)).status, path).toBe(401);
    }
    expect((await postJson('/api/admin/investors/regenerate-password', { email: 'a@b.co' })).status).toBe(401);
    expect((await postJson('/api/admin/investors/resend-login', { email: 'a@b.co' })).status).toBe(401);
  });
});

describe('GET /api/admin/investors/details and /account', () => {
  it('lists contributions with explorer links, intents with reasons, mails without bodies and audit entries', async () => {
    await seedInvestors();
    await insertIntent({ email: 'bob@example.com', status: 'rejected', reason: 'Amount does not match', reportedSignature: 'sigRejected' });
    await insertMail({ to: 'bob@example.com', status: 'queued', body: `${TEMP_PASSWORD_LINE}SECRETPASSWORD` });
    await postWithCookie('/api/admin/investors/resend-login', { email: 'bob@example.com' }, cookie);
    const response = await getWithCookie('/api/admin/investors/details?email=Bob@Example.com', cookie);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('SECRETPASSWORD');
    const body = JSON.parse(text) as InvestorDetails;
    expect(body.contributions).toHaveLength(1);
    expect(body.contributions[0]!.explorerUrl).toContain(`https://explorer.solana.com/tx/${body.contributions[0]!.signature}`);
    expect(body.intents.map((intent) => [intent.status, intent.reason])).toEqual(
      expect.arrayContaining([['credited', null], ['rejected', 'Amount does not match']]),
    );
    expect(body.mails).toHaveLength(1);
    expect(body.mails[0]).not.toHaveProperty('bodyText');
    expect(body.audit.map((entry) => entry.action)).toContain('investor.login_details_resent');
    expect(body.account).toMatchObject({ exists: true, access: 'Pending', newsletter: 'Awaiting confirmation', lastContribution: { usd: 500 } });
  });

  it('gives each contribution and intent in its asset beside its USD value', async () => {
    await insertContribution({ walletAddress: 'WalletDan', email: 'dan@example.com', ...USDC_150 });
    await insertContribution({ walletAddress: 'WalletDan', email: 'dan@example.com', usdCents: 27_000, lamports: 1_500_000_000 });
    const body = await (await getWithCookie('/api/admin/investors/details?email=dan@example.com', cookie)).json<InvestorDetails>();
    expect(body.contributions.map((row) => [row.asset, row.amount, row.lamports, row.usd]).toSorted()).toEqual([
      ['SOL', '1.5', '1500000000', 270],
      ['USDC', '150', '0', 150],
    ]);
    expect(body.intents.map((row) => [row.asset, row.amount, row.usd]).toSorted()).toEqual([
      ['SOL', '1.5', 270],
      ['USDC', '150', 150],
    ]);
  });

  it('answers 404 for an unknown email and 400 for a malformed one', async () => {
    expect((await getWithCookie('/api/admin/investors/details?email=nobody@example.com', cookie)).status).toBe(404);
    const bad = await getWithCookie('/api/admin/investors/details?email=nope', cookie);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Please enter a valid email address' });
    expect((await getWithCookie('/api/admin/investors/account', cookie)).status).toBe(400);
  });

  it('shows the resend dialog: account status, newsletter and last contribution', async () => {
    await seedInvestors();
    const account = await (await getWithCookie('/api/admin/investors/account?email=alice@example.com', cookie)).json<InvestorAccount>();
    expect(account).toMatchObject({ email: 'alice@example.com', exists: true, access: 'Active', newsletter: 'Subscribed', lastContribution: { usd: 200, tokens: '1000000' } });
    const carol = await (await getWithCookie('/api/admin/investors/account?email=carol@example.com', cookie)).json<InvestorAccount>();
    expect(carol.newsletter).toBe('No');
  });
});

describe('POST /api/admin/investors/regenerate-password and /resend-login', () => {
  it('Regenerate stores a new hash that must be changed, mails it, ends the investor sessions, and never shows it', async () => {
    await seedInvestors();
    const session = await investorCookie('alice@example.com', 'alice-secret');
    await insertMail({ to: 'alice@example.com', status: 'failed', body: `Hi\n${TEMP_PASSWORD_LINE}OLDPASSWORD` });
    const response = await postWithCookie('/api/admin/investors/regenerate-password', { email: 'alice@example.com' }, cookie);
    expect(response.status).toBe(200);
    const body = await response.json<LoginMailQueued>();
    expect(body).toMatchObject({ email: 'alice@example.com', passwordIncluded: true, message: 'A new temporary password was emailed to the investor.' });

    const mail = await env.DB.prepare('SELECT kind, status, body_text FROM mail_outbox WHERE id = ?').bind(body.mailId).first<{ kind: string; status: string; body_text: string }>();
    expect(mail).toMatchObject({ kind: 'login-details', status: 'queued' });
    const password = mail!.body_text.split('\n').find((line) => line.startsWith(TEMP_PASSWORD_LINE))!.slice(TEMP_PASSWORD_LINE.length);
    expect(JSON.stringify(body)).not.toContain(password);
    const investor = await env.DB.prepare("SELECT password_hash, must_change_password FROM investors WHERE email = 'alice@example.com'").first<{ password_hash: string; must_change_password: number }>();
    expect(investor!.must_change_password).toBe(1);
    expect(await verifyPassword(password, investor!.password_hash)).toBe(true);
    expect((await getWithCookie('/api/investor/profile', session)).status).toBe(401);
    const old = await env.DB.prepare("SELECT status, body_text FROM mail_outbox WHERE body_text LIKE 'Hi%'").first<{ status: string; body_text: string }>();
    expect(old!.body_text).not.toContain('OLDPASSWORD');
    expect(await env.DB.prepare("SELECT actor FROM audit_log WHERE action = 'investor.password_regenerated'").first('actor')).toBe('admin:admin');
    expect((await getWithCookie('/api/admin/investors/account?email=alice@example.com', cookie)).status).toBe(200);
    expect(await (await getWithCookie('/api/admin/investors/account?email=alice@example.com', cookie)).json()).toMatchObject({ access: 'Pending' });
  });

  it('Resend re-queues a failed mail that holds the password, leaves a queued one, else mails without a password', async () => {
    await seedInvestors();
    const failed = await insertMail({ to: 'bob@example.com', status: 'failed', lastError: 'Provider answered 500', body: `${TEMP_PASSWORD_LINE}BOBPASSWORD` });
    const first = await (await postWithCookie('/api/admin/investors/resend-login', { email: 'bob@example.com' }, cookie)).json<LoginMailQueued>();
    expect(first).toMatchObject({ mailId: failed, passwordIncluded: true, message: 'The login details mail was queued again.' });
    expect(await env.DB.prepare('SELECT status, attempts, last_error FROM mail_outbox WHERE id = ?').bind(failed).first()).toEqual({ status: 'queued', attempts: 0, last_error: null });
    const second = await (await postWithCookie('/api/admin/investors/resend-login', { email: 'bob@example.com' }, cookie)).json<LoginMailQueued>();
    expect(second).toMatchObject({ mailId: failed, message: 'The login details mail is already queued for delivery.' });

    const third = await (await postWithCookie('/api/admin/investors/resend-login', { email: 'alice@example.com' }, cookie)).json<LoginMailQueued>();
    expect(third.passwordIncluded).toBe(false);
    const mail = await env.DB.prepare('SELECT kind, body_text FROM mail_outbox WHERE id = ?').bind(third.mailId).first<{ kind: string; body_text: string }>();
    expect(mail!.kind).toBe('login-details');
    expect(mail!.body_text).not.toContain(TEMP_PASSWORD_LINE);
    expect(mail!.body_text).toContain('Username: alice@example.com');
  });

  it('refuses an email without an account and a malformed email', async () => {
    const unknown = await postWithCookie('/api/admin/investors/regenerate-password', { email: 'nobody@example.com' }, cookie);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'No investor account for this email' });
    expect((await postWithCookie('/api/admin/investors/resend-login', { email: 'nobody@example.com' }, cookie)).status).toBe(404);
    expect((await postWithCookie('/api/admin/investors/resend-login', { email: 'x' }, cookie)).status).toBe(400);
    expect((await postWithCookie('/api/admin/investors/regenerate-password', {}, cookie)).status).toBe(400);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM mail_outbox').first('n')).toBe(0);
  });
});
