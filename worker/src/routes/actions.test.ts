// The Solana Actions routes and actions.json: the spec's CORS and version headers (the blockchain id from
// the local chain's own genesis hash), metadata open and closed, a blink payment from a client without our
// Origin that is credited exactly once through links.next, the page's transaction request bound to its
// intent, bad input answered `{ message }` with a 4xx, no session touched, and the per-client limit.
import { beforeEach, describe, expect, it } from 'vitest';
import { env, exports } from 'cloudflare:workers';
import type { ActionGetResponse, ActionPostResponse, ActionsJson, NextAction, TransactionResponse } from '@solana/actions-spec';
import { DEFAULT_CAPS } from '@core/sale-config';
import { insertInvestor, investorCookie } from '../../test/auth-fixtures';
import { chainRpc, newFundedSigner, waitForFinalized } from '../../test/chain';
import { testClientIp } from '../../test/client-address';
import { signAndSendPayment } from '../../test/payment-signing';
import { count, createIntent, openSale } from '../../test/sale-fixtures';
import { newStablecoinHolder, stablecoinUnits } from '../../test/chain-stablecoins';
import { ACTION_VERSION } from '../middleware/action-headers';

const BLINK_ORIGIN = 'https://dial.to';
const ACTION = '/api/actions/contribute';

/** A request as a blink client or wallet app sends it: another origin (or none), JSON. */
function actionRequest(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'CF-Connecting-IP': testClientIp(), Origin: BLINK_ORIGIN, ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] ??= 'application/json';
  const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  return exports.default.fetch(new Request(`http://example.com${path}`, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body }));
}

async function expectActionHeaders(response: Response) {
  const genesis = await chainRpc().getGenesisHash().send();
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  expect(response.headers.get('X-Action-Version')).toBe(ACTION_VERSION);
  expect(response.headers.get('X-Blockchain-Ids')).toBe(`solana:${genesis.slice(0, 32)}`);
}

async function pollNext(href: string, account: string, signature: string): Promise<NextAction> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await actionRequest(href, { body: { account, signature } });
    expect(response.status).toBe(200);
    const next = await response.json<NextAction>();
    if (next.type === 'completed') return next;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('never completed');
}

describe('GET /actions.json', () => {
  it('maps the sale pages to the Action with the spec headers', async () => {
    const response = await actionRequest('/actions.json');
    expect(response.status).toBe(200);
    const manifest = await response.json<ActionsJson>();
    expect(manifest.rules).toContainEqual({ pathPattern: '/checkout', apiPath: ACTION });
    await expectActionHeaders(response);
  });
});

describe('the contribution Action', () => {
  beforeEach(() => openSale('WHITELIST'));

  it('answers a preflight from any origin', async () => {
    const response = await actionRequest(ACTION, { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
  });

  it('describes the open sale: phase, price, minimum, presets and the amount and email fields', async () => {
    const response = await actionRequest(ACTION);
    expect(response.status).toBe(200);
    await expectActionHeaders(response);
    const action = await response.json<ActionGetResponse>();
    expect(action).toMatchObject({ type: 'action', title: 'MRDX Pre-sale', label: 'Contribute', icon: 'http://example.com/favicon.svg' });
    expect(action.disabled).toBeUndefined();
    expect(action.description).toMatch(/Whitelist phase: 1 MRDX = \$0\.00020, minimum \$100 \(≈\d+\.\d{3} SOL now\), at most 10 SOL per wallet, 15% bonus tokens\./);
    const links = action.links!.actions;
    expect(links.map((link) => link.label)).toEqual(['1 SOL', '2 SOL', '5 SOL', 'Contribute']);
    expect(links[0]).toMatchObject({ type: 'transaction', href: `${ACTION}?amount=1&email={email}` });
    expect(links[3]!.href).toBe(`${ACTION}?amount={amount}&currency={currency}&email={email}`);
    expect(links[3]!.parameters!.map((parameter) => [parameter.name, parameter.type, parameter.required])).toEqual([
      ['amount', 'number', true],
      ['currency', 'select', true],
      ['email', 'email', true],
    ]);
    // The currency field offers what this cluster's sale takes, SOL first.
    expect(links[3]!.parameters![1]).toMatchObject({ options: [{ label: 'SOL', value: 'sol', selected: true }, { label: 'USDC', value: 'usdc' }, { label: 'USDT', value: 'usdt' }] });
    expect(action.description).toContain('Contribute SOL, USDC or USDT to the MRDX Pre-sale.');
  });

  it('is disabled with its reason when the sale is closed or at the hard cap', async () => {
    await openSale('LISTING');
    const closed = await (await actionRequest(ACTION)).json<ActionGetResponse>();
    expect(closed).toMatchObject({ disabled: true, error: { message: 'The sale is not accepting contributions right now' } });
    expect(closed.links!.actions).toEqual([]);
    await openSale('ICO');
    // An audited adjustment of the whole hard cap (as the intent route's own test reaches it).
    await env.DB.prepare("INSERT INTO fundraising_adjustments VALUES ('adj', ?, 0, 'test', 'admin', 0)").bind(DEFAULT_CAPS.hardCap * 100).run();
    const capped = await (await actionRequest(ACTION)).json<ActionGetResponse>();
    expect(capped).toMatchObject({ disabled: true, error: { message: 'The hard cap has been reached' } });
  });

  it('pays a blink from another origin: the transaction, links.next, credited exactly once', async () => {
    const payer = await newFundedSigner(3);
    const response = await actionRequest(`${ACTION}?amount=1&email=Blink%40Example.com`, { body: { account: payer.address } });
    expect(response.status).toBe(200);
    await expectActionHeaders(response);
    const answer = await response.json<TransactionResponse>();
    expect(answer).toMatchObject({ type: 'transaction', message: 'Contribution of 1 SOL to the MRDX Pre-sale' });
    expect(answer.links!.next).toMatchObject({ type: 'post' });
    const intent = await env.DB.prepare('SELECT id, email, newsletter_subscribed FROM contribution_intents').first<Record<string, unknown>>();
    expect(intent).toMatchObject({ email: 'blink@example.com', newsletter_subscribed: 0 });
    const href = (answer.links!.next as { href: string }).href;
    expect(href).toBe(`${ACTION}/next?intent=${intent!.id}`);

    const signature = await signAndSendPayment(answer.transaction, payer);
    await waitForFinalized(signature);
    const done = await pollNext(href, payer.address, signature);
    expect(done).toMatchObject({ type: 'completed', title: 'Contribution credited' });
    expect(done.description).toMatch(/^1 SOL credited: [\d,.]+ MRDX\./);
    // Posted again (a retrying client): still credited, still one contribution.
    expect(await pollNext(href, payer.address, signature)).toMatchObject({ title: 'Contribution credited' });
    expect(await count('contributions')).toBe(1);
  });

  it('pays a blink in USDC: a TransferChecked from the payer, credited with its asset', async () => {
    const payer = await newStablecoinHolder({ sol: 1, USDC: stablecoinUnits(500) });
    const response = await actionRequest(`${ACTION}?amount=150&currency=usdc&email=usdc-blink%40example.com`, { body: { account: payer.address } });
    expect(response.status).toBe(200);
    const answer = await response.json<TransactionResponse>();
    expect(answer).toMatchObject({ type: 'transaction', message: 'Contribution of 150 USDC to the MRDX Pre-sale' });
    const signature = await signAndSendPayment(answer.transaction, payer);
    await waitForFinalized(signature);
    const done = await pollNext((answer.links!.next as { href: string }).href, payer.address, signature);
    expect(done.description).toMatch(/^150 USDC credited: [\d,.]+ MRDX\./);
    expect(await env.DB.prepare('SELECT asset, token_amount, usd_cents FROM contributions').first()).toEqual({ asset: 'USDC', token_amount: '150000000', usd_cents: 15_000 });
    // An unknown currency is refused in the spec's error shape.
    const unknown = await actionRequest(`${ACTION}?amount=1&currency=doge&email=x%40example.com`, { body: { account: payer.address } });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: 'Please select a cryptocurrency' });
  });

  it('takes the blink fields from `data` as well as from the query', async () => {
    const payer = await newFundedSigner(2);
    const response = await actionRequest(ACTION, { body: { account: payer.address, data: { amount: '1', email: 'data@example.com' } } });
    expect(response.status).toBe(200);
    expect((await response.json<ActionPostResponse>()).type).toBe('transaction');
  });

  it('answers the transaction request of an intent the page opened, once, and only to its wallet', async () => {
    const payer = await newFundedSigner(2);
    const other = await newFundedSigner(1);
    const intent = await createIntent(payer.address);
    const path = `${ACTION}?intent=${intent.intentId}`;
    const label = await (await actionRequest(path)).json<ActionGetResponse>();
    expect(label).toMatchObject({ label: 'Contribute', icon: 'http://example.com/favicon.svg' });
    // A wallet app sends no Origin at all.
    const wrong = await actionRequest(path, { body: { account: other.address }, headers: { Origin: '' } });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ message: `Pay from the wallet you entered for this contribution: ${payer.address}` });
    const first = await actionRequest(path, { body: { account: payer.address }, headers: { Origin: '' } });
    expect(first.status).toBe(200);
    const answer = await first.json<TransactionResponse>();
    // While that transaction can still land, no second one is built for the same intent.
    const again = await actionRequest(path, { body: { account: payer.address } });
    expect(again.status).toBe(409);
    expect((await again.json<{ message: string }>()).message).toMatch(/already sent to a wallet/);
    const signature = await signAndSendPayment(answer.transaction, payer);
    await waitForFinalized(signature);
    expect(await pollNext((answer.links!.next as { href: string }).href, payer.address, signature)).toMatchObject({ title: 'Contribution credited' });
    expect(await count('contributions', `intent_id = '${intent.intentId}'`)).toBe(1);
  });

  it('answers bad input with a 4xx and the spec error shape, writing nothing', async () => {
    const payer = await newFundedSigner(1);
    const cases: [string, { body?: unknown; headers?: Record<string, string> }, number, string | RegExp][] = [
      [`${ACTION}?amount=1&email=a%40b.co`, { body: { account: 'nope' } }, 400, 'Invalid account: send the base58 address of the wallet that pays'],
      [`${ACTION}?amount=1&email=a%40b.co`, { body: {} }, 400, 'Invalid account: send the base58 address of the wallet that pays'],
      [ACTION, { body: { account: payer.address } }, 400, 'Enter an amount and your email address'],
      [`${ACTION}?amount=0.001&email=a%40b.co`, { body: { account: payer.address } }, 400, /^Minimum contribution is \$100 USD/],
      [`${ACTION}?amount=abc&email=a%40b.co`, { body: { account: payer.address } }, 400, 'Invalid contribution amount'],
      [`${ACTION}?amount=1&email=nope`, { body: { account: payer.address } }, 400, /email/i],
      [`${ACTION}?amount=1&email=a%40b.co`, { body: 'account=x', headers: { 'Content-Type': 'text/plain' } }, 415, 'Requests must be sent as application/json'],
      [`${ACTION}?amount=1&email=a%40b.co`, { body: '{"account":', headers: { 'Content-Type': 'application/json' } }, 400, /./],
      [`${ACTION}?intent=not-a-uuid`, { body: { account: payer.address } }, 400, 'Invalid contribution id'],
      [`${ACTION}?intent=${crypto.randomUUID()}`, { body: { account: payer.address } }, 404, /not found/],
      [`${ACTION}/next?intent=${crypto.randomUUID()}`, { body: { account: payer.address, signature: 'x' } }, 400, 'Invalid transaction signature'],
    ];
    for (const [path, init, status, message] of cases) {
      const response = await actionRequest(path, init);
      expect(response.status, path).toBe(status);
      const body = await response.json<{ message: string }>();
      expect(body.message, path).toMatch(message);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    }
    expect(await count('contribution_intents')).toBe(0);
  });

  it('never reads or touches a session', async () => {
    await insertInvestor('session@example.com', 'session-password');
    const cookie = await investorCookie('session@example.com', 'session-password');
    const before = await env.SESSIONS.list();
    const payer = await newFundedSigner(2);
    const responses = [
      await actionRequest(ACTION, { headers: { Cookie: cookie } }),
      await actionRequest(`${ACTION}?amount=1&email=s%40example.com`, { body: { account: payer.address }, headers: { Cookie: cookie } }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
    expect((await env.SESSIONS.list()).keys).toEqual(before.keys);
  });

  it('limits POSTs per client and says so in the spec error shape', async () => {
    let limited: Response | undefined;
    for (let i = 0; i < 40 && !limited; i += 1) {
      const response = await actionRequest(`${ACTION}?amount=1&email=a%40b.co`, { body: { account: 'nope' } });
      if (response.status === 429) limited = response;
    }
    expect(limited).toBeDefined();
    expect(limited!.headers.get('Retry-After')).toBe('60');
    expect(await limited!.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
  });
});

describe('every other write keeps the Origin check', () => {
  it('refuses an intent posted from another origin', async () => {
    await openSale('WHITELIST');
    const response = await actionRequest('/api/contributions/intents', { body: {} });
    expect(response.status).toBe(403);
  });
});
