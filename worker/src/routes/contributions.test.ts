// POST /api/contributions/intents and GET /api/contributions/intents/:intentId: pricing, phase rules,
// whitelist caps, hard cap, validation and throttling. No chain needed.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { isAddress } from '@solana/kit';
import { count, createIntent, get, openSale, post } from '../../test/sale-fixtures';
import { insertContribution } from '../../test/sale-rows';
import { INTENT_STATUS_TTL_SECONDS } from './contributions';

const WALLET_A = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';
const WALLET_B = 'GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR';

function requestIntent(body: Record<string, unknown>, ip?: string) {
  return post(
    '/api/contributions/intents',
    { email: 'investor@example.com', walletAddress: WALLET_A, amount: '1', currency: 'sol', newsletterSubscribed: false, ...body },
    ip,
  );
}

async function errorOf(response: Response) {
  return { status: response.status, body: await response.json<{ error: string }>() };
}

describe('POST /api/contributions/intents', () => {
  beforeEach(() => openSale('WHITELIST'));

  it('prices the amount at the server rate and returns a Solana Pay request with a fresh reference', async () => {
    const response = await requestIntent({ amount: '1.25', referralCode: 'abcd12' });
    expect(response.status).toBe(201);
    const intent = await response.json<Record<string, string>>();
    expect(intent).toMatchObject({ lamports: '1250000000', amountSol: '1.25', phase: 'WHITELIST', treasury: env.TREASURY_ADDRESS, label: 'MRDX Pre-sale' });
    expect(isAddress(intent.reference!)).toBe(true);
    expect(intent.memo).toBe(intent.intentId);
    expect(intent.solanaPayUrl).toBe(
      `solana:${env.TREASURY_ADDRESS}?amount=1.25&reference=${intent.reference}&label=MRDX%20Pre-sale` +
        `&message=${encodeURIComponent(intent.message!)}&memo=${intent.intentId}`,
    );
    const expiresIn = new Date(intent.expiresAt!).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);
    const row = await env.DB.prepare('SELECT * FROM contribution_intents').first<Record<string, unknown>>();
    expect(row).toMatchObject({ status: 'pending', lamports: 1_250_000_000, referral_code: 'ABCD12', wallet_address: WALLET_A });
    // USD value and tokens agree with each other at the whitelist price.
    expect(Number(intent.tokens)).toBeCloseTo(Number(intent.usd) / 0.0002, 0);
  });

  it('issues a different reference for every intent', async () => {
    const first = await createIntent(WALLET_A);
    const second = await createIntent(WALLET_A);
    expect(first.reference).not.toBe(second.reference);
    expect(first.intentId).not.toBe(second.intentId);
  });

  it('refuses an amount under the phase minimum with the SOL equivalent', async () => {
    const { status, body } = await errorOf(await requestIntent({ amount: '0.001' }));
    expect(status).toBe(400);
    expect(body.error).toMatch(/^Minimum contribution is \$100 USD \(≈\d+\.\d{3} SOL at current price\)$/);
    expect(await count('contribution_intents')).toBe(0);
  });

  it('refuses bad fields with the spec messages', async () => {
    expect(await errorOf(await requestIntent({ email: 'nope' }))).toEqual({ status: 400, body: { error: 'Please enter a valid email address' } });
    expect((await errorOf(await requestIntent({ walletAddress: 'abc' }))).status).toBe(400);
    expect(await errorOf(await requestIntent({ amount: '-1' }))).toEqual({ status: 400, body: { error: 'Invalid contribution amount' } });
    expect(await errorOf(await requestIntent({ amount: '11' }))).toEqual({ status: 400, body: { error: 'Maximum contribution is 10 SOL per person' } });
    expect(await count('contribution_intents')).toBe(0);
  });

  it('warns early from credited whitelist amounts only: 10 SOL per person', async () => {
    await insertContribution({ walletAddress: WALLET_A, usdCents: 108_000, lamports: 6_000_000_000, phase: 'WHITELIST' });
    expect(await errorOf(await requestIntent({ amount: '5' }))).toEqual({ status: 400, body: { error: 'Maximum contribution is 10 SOL per person' } });
    expect((await requestIntent({ amount: '4' })).status).toBe(201);
    // Unpaid intents reserve nothing: a 4 SOL intent just opened does not shrink the room.
    expect((await requestIntent({ amount: '4' })).status).toBe(201);
  });

  it('closes the whitelist to new wallets once its places are credited, but not to its participants', async () => {
    await openSale('WHITELIST', { whitelist_max_participants: 1 });
    await insertContribution({ walletAddress: WALLET_A, usdCents: 18_000, phase: 'WHITELIST' });
    expect(await errorOf(await requestIntent({ walletAddress: WALLET_B }))).toEqual({ status: 409, body: { error: 'The whitelist is full' } });
    expect((await requestIntent({ walletAddress: WALLET_A })).status).toBe(201);
  });

  it('lets nobody be blocked by unpaid intents: strangers on random wallets or on the buyer\'s own wallet', async () => {
    await openSale('WHITELIST', { whitelist_max_participants: 2 });
    // Two strangers take "the last places" without paying, and one opens 10 SOL on the victim's wallet.
    expect((await requestIntent({ walletAddress: WALLET_B }, '198.51.100.1')).status).toBe(201);
    expect((await requestIntent({ walletAddress: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' }, '198.51.100.2')).status).toBe(201);
    expect((await requestIntent({ amount: '10' }, '198.51.100.3')).status).toBe(201);
    // The victim still opens their own 0.6 SOL intent.
    expect((await requestIntent({ amount: '0.6' })).status).toBe(201);
  });

  it('has no participant or per-person cap in the ICO, and its own minimum', async () => {
    await openSale('ICO', { whitelist_max_participants: 0 });
    const response = await requestIntent({ amount: '10', walletAddress: WALLET_B });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ phase: 'ICO' });
    expect((await errorOf(await requestIntent({ amount: '0.01' }))).body.error).toMatch(/^Minimum contribution is \$50 USD/);
  });

  it('refuses contributions once the hard cap is reached', async () => {
    await env.DB.prepare("INSERT INTO fundraising_adjustments VALUES ('adj', 25000000, 0, 'test', 'admin', 0)").run();
    expect(await errorOf(await requestIntent({}))).toEqual({ status: 409, body: { error: 'The hard cap has been reached' } });
  });

  it('refuses contributions before the sale starts and after the ICO', async () => {
    for (const phase of ['NOT_INITIALIZED', 'LISTING'] as const) {
      await openSale(phase);
      expect(await errorOf(await requestIntent({}))).toEqual({
        status: 409,
        body: { error: 'The sale is not accepting contributions right now' },
      });
    }
    expect(await count('contribution_intents')).toBe(0);
  });

  it('throttles a client to 20 intents a minute', async () => {
    // The window is fixed to the minute: start well inside one so all 21 requests share it.
    const msLeft = 60_000 - (Date.now() % 60_000);
    if (msLeft < 10_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 50));
    const statuses = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await requestIntent({ amount: '0.001' }, '198.51.100.7')).status);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await requestIntent({ amount: '0.001' }, '198.51.100.8')).status).toBe(400);
  }, 30_000);
});

describe('GET /api/contributions/intents/:intentId', () => {
  beforeEach(() => openSale('WHITELIST'));

  it('shows a pending intent', async () => {
    const intent = await createIntent(WALLET_A);
    const response = await get(`/api/contributions/intents/${intent.intentId}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'pending' });
  });

  it('shares a status between polls for at most its TTL, never in the browser', async () => {
    const intent = await createIntent(WALLET_A);
    const first = await get(`/api/contributions/intents/${intent.intentId}`);
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    expect(await first.json()).toEqual({ status: 'pending' });
    // Changed behind the cache: the next poll within the TTL is the shared answer, not a D1 read.
    await env.DB.prepare(`UPDATE contribution_intents SET status = 'expired' WHERE id = ?`).bind(intent.intentId).run();
    expect(await (await get(`/api/contributions/intents/${intent.intentId}`)).json()).toEqual({ status: 'pending' });
    await new Promise((resolve) => setTimeout(resolve, INTENT_STATUS_TTL_SECONDS * 1000 + 100));
    expect(await (await get(`/api/contributions/intents/${intent.intentId}`)).json()).toEqual({ status: 'expired' });
  }, 10_000);

  it('limits the reads of statuses nobody polled before: guessing ids meets 429 with Retry-After', async () => {
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < 125; i += 1) statuses.push((await get(`/api/contributions/intents/${crypto.randomUUID()}`, ip)).status);
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    const refused = await get(`/api/contributions/intents/${crypto.randomUUID()}`, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
  }, 30_000);

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect(await errorOf(await get('/api/contributions/intents/abc'))).toEqual({ status: 400, body: { error: 'Invalid contribution id' } });
    expect(await errorOf(await get(`/api/contributions/intents/${crypto.randomUUID()}`))).toEqual({
      status: 404,
      body: { error: 'Contribution not found' },
    });
  });
});
