import { describe, expect, it } from 'vitest';
import { env, exports } from 'cloudflare:workers';
import type { SiwsSignInInput } from '@core/api/investor';
import { cookieFrom, getWithCookie, insertInvestor } from '../../../test/auth-fixtures';
import { newWallet, signInBody, type TestWallet } from '../../../test/account-fixtures';
import { insertContribution } from '../../../test/sale-rows';
import { postJson, TEST_ORIGIN } from '../../../test/requests';
import { LOGIN_LIMITS } from '../../services/accounts/login-throttle';

const EMAIL = 'holder@example.com';

async function nonce(headers: Record<string, string> = {}): Promise<SiwsSignInInput> {
  const response = await postJson('/api/investor/siws/nonce', {}, headers);
  expect(response.status).toBe(200);
  return response.json();
}

/** A wallet that paid a credited contribution of an investor whose password is their own. */
async function contributingWallet(): Promise<TestWallet> {
  const wallet = await newWallet();
  await insertInvestor(EMAIL, 'own-password', { mustChange: false });
  await insertContribution({ walletAddress: wallet.address, email: EMAIL, usdCents: 10_000 });
  return wallet;
}

const verify = (body: object, headers: Record<string, string> = {}) => postJson('/api/investor/siws/verify', body, headers);

async function expectRefusal(response: Response, status: number, error: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error });
  expect(response.headers.getSetCookie()).toEqual([]);
}

describe('POST /api/investor/siws/nonce', () => {
  it('issues the sign-in input for this origin and the configured cluster, stored for 10 minutes', async () => {
    const input = await nonce();
    expect(input).toMatchObject({ domain: 'example.com', uri: TEST_ORIGIN, version: '1', chainId: 'solana:localnet', statement: 'Sign in to your MRDX investor dashboard.' });
    expect(input.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(input.expirationTime) - Date.parse(input.issuedAt)).toBe(10 * 60_000);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM siws_nonces WHERE nonce = ?').bind(input.nonce).first('n')).toBe(1);
  });

  it('is rate limited per client', async () => {
    // SIWS_NONCE_RATE_LIMITER in wrangler.toml: 20 a minute per client. Its windows are fixed minutes, so
    // on a slow machine the loop may straddle one: the 429 then comes within the next window's 20.
    const statuses: number[] = [];
    while (statuses.length < 42 && !statuses.includes(429)) statuses.push((await postJson('/api/investor/siws/nonce', {})).status);
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(20);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
  });
});

describe('POST /api/investor/siws/verify', () => {
  it('signs in the investor who owns the wallet, with a rotated session, and spends the nonce', async () => {
    const wallet = await contributingWallet();
    const body = await signInBody(wallet, await nonce());
    const response = await verify(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ username: EMAIL, email: EMAIL, hasUsername: false, mustChangePassword: false, hasPassword: true });
    const cookie = cookieFrom(response, 'mrdx_session');
    expect((await getWithCookie('/api/investor/dashboard', cookie)).status).toBe(200);
    await expectRefusal(await verify(body), 409, 'This sign-in request was already used. Please try again.');
  });

  it('refuses an unknown nonce', async () => {
    const wallet = await contributingWallet();
    const input = await nonce();
    await expectRefusal(await verify(await signInBody(wallet, { ...input, nonce: 'f'.repeat(32) })), 400, 'Unknown sign-in request. Please try again.');
  });

  it('refuses an expired request', async () => {
    const wallet = await contributingWallet();
    const input = await nonce();
    await env.DB.prepare('UPDATE siws_nonces SET expires_at = ?').bind(Date.now() - 1).run();
    await expectRefusal(await verify(await signInBody(wallet, input)), 400, 'This sign-in request has expired. Please try again.');
  });

  it('refuses a message for another domain', async () => {
    const wallet = await contributingWallet();
    const body = await signInBody(wallet, await nonce(), { domain: 'evil.example' });
    await expectRefusal(await verify(body), 400, 'This sign-in message was made for another site.');
  });

  it('refuses a nonce issued to another site (PUBLIC_ORIGIN) used from this one', async () => {
    const wallet = await contributingWallet();
    const input = await nonce({ Origin: env.PUBLIC_ORIGIN });
    expect(input.uri).toBe(env.PUBLIC_ORIGIN);
    await expectRefusal(await verify(await signInBody(wallet, input)), 400, 'This sign-in message was made for another site.');
  });

  it('refuses a message for another URI', async () => {
    const wallet = await contributingWallet();
    const body = await signInBody(wallet, await nonce(), { uri: 'http://example.com/elsewhere' });
    await expectRefusal(await verify(body), 400, 'This sign-in message names another URI.');
  });

  it('refuses a message for another chain', async () => {
    const wallet = await contributingWallet();
    const body = await signInBody(wallet, await nonce(), { chainId: 'solana:mainnet' });
    await expectRefusal(await verify(body), 400, 'This sign-in message is for another Solana network.');
  });

  it('refuses a message whose other fields differ from the stored request', async () => {
    const wallet = await contributingWallet();
    const input = await nonce();
    const body = await signInBody(wallet, input, { expirationTime: new Date(Date.parse(input.expirationTime) + 86_400_000).toISOString() });
    await expectRefusal(await verify(body), 400, 'The signed message does not match the sign-in request.');
    const statement = await signInBody(wallet, await nonce(), { statement: 'Send all my tokens' });
    await expectRefusal(await verify(statement), 400, 'The signed message does not match the sign-in request.');
  });

  it('refuses a message naming another wallet than the one posting it', async () => {
    const wallet = await contributingWallet();
    const other = await newWallet();
    const body = await signInBody(wallet, await nonce());
    await expectRefusal(await verify({ ...body, address: other.address }), 400, 'This sign-in message names another wallet.');
  });

  it('refuses a bad signature', async () => {
    const wallet = await contributingWallet();
    const impostor = await newWallet();
    const body = await signInBody(wallet, await nonce(), {}, impostor);
    await expectRefusal(await verify(body), 401, 'The wallet signature is not valid.');
  });

  it('refuses a wallet with no credited contribution', async () => {
    const wallet = await newWallet();
    await insertInvestor(EMAIL, 'own-password', { mustChange: false });
    await expectRefusal(
      await verify(await signInBody(wallet, await nonce())),
      403,
      'This wallet has no credited contribution. Contribute first, or sign in with your email.',
    );
  });

  it('refuses text that is not a SIWS message and malformed bodies', async () => {
    const wallet = await contributingWallet();
    const message = new TextEncoder().encode('hello');
    const body = { address: wallet.address, signedMessage: btoa('hello'), signature: btoa(String.fromCharCode(...(await wallet.sign(message)))) };
    await expectRefusal(await verify(body), 400, 'This is not a Sign-In With Solana message.');
    await expectRefusal(await verify({ ...body, signature: 'AAAA' }), 400, 'Invalid sign-in request');
  });

  it('throttles attempts per wallet with 429', async () => {
    const wallet = await contributingWallet();
    const impostor = await newWallet();
    for (let i = 0; i < LOGIN_LIMITS.perAccountClient; i += 1) {
      expect((await verify(await signInBody(wallet, await nonce(), {}, impostor))).status).toBe(401);
    }
    const blocked = await verify(await signInBody(wallet, await nonce()));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('sets an HttpOnly, SameSite, __Host- prefixed Secure cookie on https', async () => {
    const wallet = await contributingWallet();
    const origin = 'https://mrdx.example';
    const post = (path: string, body: object) =>
      exports.default.fetch(new Request(`${origin}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify(body) }));
    const input: SiwsSignInInput = await (await post('/api/investor/siws/nonce', {})).json();
    expect(input.domain).toBe('mrdx.example');
    const response = await post('/api/investor/siws/verify', await signInBody(wallet, input));
    expect(response.status).toBe(200);
    const line = response.headers.getSetCookie()[0]!;
    expect(line).toMatch(/^__Host-mrdx_session=[A-Za-z0-9_-]{43};/);
    for (const flag of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/']) expect(line).toContain(flag);
    expect(line).not.toContain('Domain=');
  });
});
