// The records a careful sale keeps (docs/decisions.md, "Terms version and restricted countries"): every
// route that opens an intent or hands out its transaction refuses a request from a restricted Cloudflare
// country with 403 naming it, before anything is written, and lets other countries (and requests without
// one) through; an invalid list refuses every intent; the Action GET is disabled for such a client and
// names the terms and the list; GET /api/sale carries the list; each intent records the terms version.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import type { ActionGetResponse, ActionPostResponse } from '@solana/actions-spec';
import type { PreparedPayment } from '@core/api/payments';
import type { SaleInfo } from '@core/api/sale';
import { TERMS_VERSION } from '@core/generated/terms-version';
import { newFundedSigner } from '../../test/chain';
import { testClientIp } from '../../test/client-address';
import { count, openSale, type IntentBody } from '../../test/sale-fixtures';
import { app } from '../index';
import { RESTRICTED_COUNTRIES_INVALID_MESSAGE } from './restricted-countries';

const RESTRICTED = 'US,KP';
const REFUSED_US = 'The MRDX pre-sale is not available in your country or region (US).';

/**
 * A request to the worker with `RESTRICTED_COUNTRIES = restricted`, from Cloudflare country `country`
 * (none when undefined), as the site sends it (same origin, JSON), on `origin`.
 */
async function send(path: string, { body, country, restricted = RESTRICTED, origin = 'http://example.com' }: { body?: unknown; country?: string; restricted?: string; origin?: string } = {}) {
  const headers: Record<string, string> = { 'CF-Connecting-IP': testClientIp(), Origin: origin };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const request = new Request(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    ...(country ? { cf: { country } } : {}),
  });
  const ctx = createExecutionContext();
  const response = await app.request(request, undefined, { ...env, RESTRICTED_COUNTRIES: restricted }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const intentBody = (walletAddress: string) => ({ email: 'buyer@example.com', walletAddress, amount: '1', currency: 'sol', newsletterSubscribed: false });

/** The terms columns of one intent. */
const termsOf = (intentId: string) =>
  env.DB.prepare('SELECT terms_version, terms_accepted_at, created_at FROM contribution_intents WHERE id = ?').bind(intentId).first<{ terms_version: string | null; terms_accepted_at: number | null; created_at: number }>();

async function expectTermsRecorded(intentId: string) {
  const row = await termsOf(intentId);
  expect(row?.terms_version).toBe(TERMS_VERSION);
  expect(row?.terms_accepted_at).toBe(row?.created_at);
}

describe('a restricted country', () => {
  beforeEach(() => openSale('WHITELIST'));

  it('is refused by POST /api/contributions/intents with 403 naming it, and nothing is written', async () => {
    const payer = await newFundedSigner(2);
    const response = await send('/api/contributions/intents', { body: intentBody(payer.address), country: 'US' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: REFUSED_US });
    expect(await count('contribution_intents')).toBe(0);
  });

  it('is refused by POST /api/payments before any transaction is built', async () => {
    const payer = await newFundedSigner(2);
    const response = await send('/api/payments', { body: intentBody(payer.address), country: 'us' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: REFUSED_US });
    expect(await count('contribution_intents')).toBe(0);
    expect(await count('payment_transactions')).toBe(0);
  });

  it('is refused by the Action POST (a blink) in its own error shape', async () => {
    const payer = await newFundedSigner(2);
    const response = await send('/api/actions/contribute?amount=1&email=blink%40example.com', { body: { account: payer.address }, country: 'KP' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'The MRDX pre-sale is not available in your country or region (KP).' });
    expect(await count('contribution_intents')).toBe(0);
  });

  it("is refused by the page's transaction request (the Action POST of an open intent): no transaction handed out", async () => {
    const payer = await newFundedSigner(2);
    const opened = await send('/api/contributions/intents', { body: intentBody(payer.address), country: 'DE' });
    expect(opened.status).toBe(201);
    const { intentId } = await opened.json<IntentBody>();
    const response = await send(`/api/actions/contribute?intent=${intentId}`, { body: { account: payer.address }, country: 'US' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: REFUSED_US });
    expect(await count('payment_transactions')).toBe(0);
  });

  it('gets a disabled Action naming why, and everyone reads the terms and the list in its description', async () => {
    const restricted = await (await send('/api/actions/contribute', { country: 'US' })).json<ActionGetResponse>();
    expect(restricted.disabled).toBe(true);
    expect(restricted.error).toEqual({ message: REFUSED_US });
    expect(restricted.links?.actions).toEqual([]);
    const open = await (await send('/api/actions/contribute', { country: 'DE' })).json<ActionGetResponse>();
    expect(open.disabled).toBeUndefined();
    expect(open.description).toContain('By contributing you accept the terms at http://example.com/terms.');
    expect(open.description).toContain('The MRDX pre-sale takes no contributions from these countries and regions: United States (US), North Korea (KP).');
  });
});

describe('a country that is not restricted', () => {
  beforeEach(() => openSale('WHITELIST'));

  it('opens intents on every route, each recording the terms version and when they were accepted', async () => {
    const payer = await newFundedSigner(3);
    const intent = await send('/api/contributions/intents', { body: intentBody(payer.address), country: 'DE' });
    expect(intent.status).toBe(201);
    await expectTermsRecorded((await intent.json<IntentBody>()).intentId);

    const payment = await send('/api/payments', { body: intentBody(payer.address), country: 'GB' });
    expect(payment.status).toBe(201);
    await expectTermsRecorded((await payment.json<PreparedPayment>()).intent.intentId);

    const blink = await send('/api/actions/contribute?amount=1&email=blink%40example.com', { body: { account: payer.address }, country: 'FR' });
    expect(blink.status).toBe(200);
    const next = (await blink.json<ActionPostResponse>()).links?.next;
    expect(next?.type).toBe('post');
    const href = next?.type === 'post' ? next.href : '';
    await expectTermsRecorded(new URL(href, 'http://example.com').searchParams.get('intent')!);
    expect(await count('contribution_intents')).toBe(3);
  });

  it('lets a request without a country through (best effort: README "Restricted countries")', async () => {
    const payer = await newFundedSigner(2);
    expect((await send('/api/contributions/intents', { body: intentBody(payer.address) })).status).toBe(201);
  });

  it('opens intents from anywhere with no list (the default)', async () => {
    const payer = await newFundedSigner(2);
    expect((await send('/api/contributions/intents', { body: intentBody(payer.address), country: 'US', restricted: '' })).status).toBe(201);
  });
});

describe('an invalid RESTRICTED_COUNTRIES', () => {
  beforeEach(() => openSale('WHITELIST'));

  it('refuses every intent (503) without naming the setting to buyers, and writes nothing', async () => {
    const payer = await newFundedSigner(2);
    const response = await send('/api/contributions/intents', { body: intentBody(payer.address), country: 'DE', restricted: 'US,UK' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: RESTRICTED_COUNTRIES_INVALID_MESSAGE });
    expect(await count('contribution_intents')).toBe(0);
  });
});

describe('GET /api/sale', () => {
  it('carries the restricted countries and the sentence the sale pages show', async () => {
    // Origins of their own: the sale answer is shared in the edge cache per origin.
    const listed = await (await send('/api/sale', { origin: 'http://restricted-listed.example' })).json<SaleInfo>();
    expect(listed.restrictedCountries).toEqual(['US', 'KP']);
    expect(listed.restrictedCountriesNotice).toBe('The MRDX pre-sale takes no contributions from these countries and regions: United States (US), North Korea (KP).');
    const none = await (await send('/api/sale', { origin: 'http://restricted-none.example', restricted: '' })).json<SaleInfo>();
    expect(none.restrictedCountries).toEqual([]);
    expect(none.restrictedCountriesNotice).toBeNull();
  });
});
