import { solAmount } from '@core/asset-amount';
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { SiwsSignInInput } from '@core/api/investor';
import { cookieFrom, getWithCookie, insertInvestor, investorCookie, postWithCookie } from '../../../test/auth-fixtures';
import { mailsTo, newWallet, signInBody, type TestWallet } from '../../../test/account-fixtures';
import { insertContribution } from '../../../test/sale-rows';
import { postJson } from '../../../test/requests';
import { welcomeMail } from '../../services/mail/contribution-mail';
import { enqueueMail } from '../../services/mail/mail';
import { REVOKED_PASSWORD_LINE } from '../../services/accounts/temporary-password-revocation';
import { PASSWORD_ALREADY_SET } from './password';

const TEMP = 'Tmp-Password-123';

async function contributor(email: string, options: { mustChange: boolean }): Promise<{ wallet: TestWallet; investorId: string }> {
  const wallet = await newWallet();
  const investorId = await insertInvestor(email, TEMP, options);
  await insertContribution({ walletAddress: wallet.address, email, usdCents: 10_000 });
  return { wallet, investorId };
}

/** The welcome mail as the credit queues it: still in the outbox (no provider locally). */
async function queueWelcome(email: string) {
  const summary = { email, amount: solAmount(1_000_000_000n), usdCents: 15_000n, tokenBaseUnits: 750_000n * 10n ** 9n, bonusTokenBaseUnits: 0n, phase: 'ICO' as const, signature: '5'.repeat(88) };
  await enqueueMail(env.DB, welcomeMail(summary, TEMP, 'http://example.com')).run();
}

async function walletSignIn(wallet: TestWallet): Promise<Response> {
  const input: SiwsSignInInput = await (await postJson('/api/investor/siws/nonce', {})).json();
  return postJson('/api/investor/siws/verify', await signInBody(wallet, input));
}

const login = (email: string, password: string) => postJson('/api/investor/login', { username: email, password });

describe('a wallet sign-in revokes the mailed temporary password', () => {
  it('is a whole session: no password change owed, the temporary password refused, the mail redacted, audited', async () => {
    const email = 'wallet-first@example.com';
    const { wallet, investorId } = await contributor(email, { mustChange: true });
    await queueWelcome(email);
    expect((await mailsTo(email))[0]!.body_text).toContain(`Temporary password: ${TEMP}`);

    const response = await walletSignIn(wallet);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ username: email, email, hasUsername: false, mustChangePassword: false, hasPassword: false });
    const cookie = cookieFrom(response, 'mrdx_session');
    expect((await getWithCookie('/api/investor/dashboard', cookie)).status).toBe(200);

    expect((await login(email, TEMP)).status).toBe(401);
    const [mail] = await mailsTo(email);
    expect(mail!.body_text).not.toContain(TEMP);
    expect(mail!.body_text).toContain(REVOKED_PASSWORD_LINE);
    expect(mail!.body_text).not.toContain('You will be asked to choose a new password');
    expect(mail!.body_text).toContain('Tokens: 750,000 MRDX');

    const audit = await env.DB.prepare("SELECT actor, subject, detail FROM audit_log WHERE action = 'investor.temporary-password-revoked'").all<{ actor: string; subject: string; detail: string }>();
    expect(audit.results).toEqual([{ actor: `investor:${investorId}`, subject: investorId, detail: JSON.stringify({ method: 'wallet', wallet: wallet.address, mailsRedacted: 1 }) }]);
  });

  it('ends a session opened with the temporary password, which would otherwise pass the guard now', async () => {
    const email = 'read-the-mail@example.com';
    const { wallet } = await contributor(email, { mustChange: true });
    const stolen = await investorCookie(email, TEMP);
    expect((await getWithCookie('/api/investor/dashboard', stolen)).status).toBe(403);
    expect((await walletSignIn(wallet)).status).toBe(200);
    expect((await getWithCookie('/api/investor/dashboard', stolen)).status).toBe(401);
  });

  it("leaves a password the investor chose alone, and a second wallet sign-in revokes nothing", async () => {
    const email = 'own-password@example.com';
    const { wallet } = await contributor(email, { mustChange: false });
    const first = await walletSignIn(wallet);
    expect(await first.json()).toMatchObject({ mustChangePassword: false, hasPassword: true });
    expect((await login(email, TEMP)).status).toBe(200);
    expect((await walletSignIn(wallet)).status).toBe(200);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'investor.temporary-password-revoked'").first('n')).toBe(0);
  });
});

describe('POST /api/investor/password', () => {
  it('sets a first password after a wallet sign-in, which reopens password sign-in, once', async () => {
    const email = 'sets-password@example.com';
    const { wallet } = await contributor(email, { mustChange: true });
    const cookie = cookieFrom(await walletSignIn(wallet), 'mrdx_session');

    const set = await postWithCookie('/api/investor/password', { newPassword: 'my-own-secret', confirmPassword: 'my-own-secret' }, cookie);
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ hasPassword: true });
    expect(await (await getWithCookie('/api/investor/profile', cookie)).json()).toMatchObject({ hasPassword: true, mustChangePassword: false });
    expect((await login(email, 'my-own-secret')).status).toBe(200);
    expect((await login(email, TEMP)).status).toBe(401);

    const again = await postWithCookie('/api/investor/password', { newPassword: 'another-secret', confirmPassword: 'another-secret' }, cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: PASSWORD_ALREADY_SET });
    expect((await login(email, 'my-own-secret')).status).toBe(200);
  });

  it('refuses bad input with the form messages, and answers 401 without a session', async () => {
    const email = 'bad-input@example.com';
    const { wallet } = await contributor(email, { mustChange: true });
    const cookie = cookieFrom(await walletSignIn(wallet), 'mrdx_session');
    const short = await postWithCookie('/api/investor/password', { newPassword: 'short', confirmPassword: 'short' }, cookie);
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ error: 'Password must be at least 8 characters' });
    const differ = await postWithCookie('/api/investor/password', { newPassword: 'my-own-secret', confirmPassword: 'my-own-secreT' }, cookie);
    expect(await differ.json()).toEqual({ error: 'Passwords do not match' });
    expect((await postJson('/api/investor/password', { newPassword: 'my-own-secret', confirmPassword: 'my-own-secret' })).status).toBe(401);
  });

  it('is closed to a session that still owes the temporary-password change', async () => {
    const email = 'owes-change@example.com';
    await contributor(email, { mustChange: true });
    const cookie = await investorCookie(email, TEMP);
    expect((await postWithCookie('/api/investor/password', { newPassword: 'my-own-secret', confirmPassword: 'my-own-secret' }, cookie)).status).toBe(403);
  });

  it('lets a forgotten-password reset reopen password sign-in after a wallet sign-in too', async () => {
    const email = 'resets@example.com';
    const { wallet } = await contributor(email, { mustChange: true });
    expect((await walletSignIn(wallet)).status).toBe(200);
    expect((await postJson('/api/investor/password-reset/request', { email })).status).toBe(200);
    const token = /\/mrdx#reset=([A-Za-z0-9_-]{43})/.exec((await mailsTo(email)).at(-1)!.body_text)![1]!;
    expect((await postJson('/api/investor/password-reset', { token, password: 'reset-secret', confirmPassword: 'reset-secret' })).status).toBe(200);
    expect((await login(email, 'reset-secret')).status).toBe(200);
  });
});
