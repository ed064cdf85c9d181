// A Solana Actions client on another origin (a blank page the test serves on its own port, so every call
// to the stack is a real cross-origin request in Chromium): actions.json, the Action's metadata, a
// transaction for a fresh wallet, signed and sent, then links.next until "credited", which happens
// exactly once. With the hard cap reached the Action answers disabled with the reason.
import type { Page } from 'playwright-core';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ActionGetResponse, ActionsJson, CompletedAction, NextAction, TransactionResponse } from '@solana/actions-spec';
import { getBase58Decoder, getBase64EncodedWireTransaction, getTransactionDecoder, partiallySignTransaction } from '@solana/kit';
import { jsonRpc, waitForSignature } from '../scripts/lib/solana/json-rpc.mjs';
import { useBrowser } from './support/browser';
import { signInAdmin } from './support/admin-session';
import { pageApi } from './support/community';
import { queryLocalD1 } from './support/local-d1';
import { fundedKeypair, type LocalKeypair } from './support/local-payer';

const { newPage, baseUrl } = useBrowser();
/**
 * The client page: another origin, served from 127.0.0.1 by a real server (Chromium lets a loopback page
 * reach a loopback address, not a page it cannot place), with no CSP of ours in the way.
 */
let clientServer: Server;
let clientPage = '';
beforeAll(async () => {
  clientServer = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Blink client</title>'));
  await new Promise<void>((resolve) => clientServer.listen(0, '127.0.0.1', resolve));
  clientPage = `http://127.0.0.1:${(clientServer.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => clientServer?.close(() => resolve())));

const openClient = (page: Page) => page.goto(clientPage);

type Answer<T> = { status: number; headers: Record<string, string | null>; body: T };

/** A cross-origin call from the client page, as a blink renderer makes it. */
async function call<T>(page: Page, url: string, body?: unknown): Promise<Answer<T>> {
  return page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const headers = Object.fromEntries(['x-action-version', 'x-blockchain-ids'].map((name) => [name, response.headers.get(name)]));
      return { status: response.status, headers, body: await response.json() };
    },
    { url, body },
  );
}

/** What the spec requires of GET metadata, checked at run time (the types only check our own code). */
function expectActionGetResponse(action: ActionGetResponse) {
  for (const field of ['icon', 'title', 'description', 'label'] as const) expect(typeof action[field], field).toBe('string');
  expect(new URL(action.icon).protocol).toMatch(/^https?:$/);
  for (const link of action.links?.actions ?? []) {
    expect(['transaction', 'message', 'post', 'external-link']).toContain(link.type);
    expect(typeof link.href).toBe('string');
    expect(typeof link.label).toBe('string');
    for (const parameter of link.parameters ?? []) expect(typeof parameter.name).toBe('string');
  }
}

/** Signs the base64 transaction with the wallet's key and sends it to the local chain. */
async function signAndSend(base64: string, wallet: LocalKeypair): Promise<string> {
  const transaction = getTransactionDecoder().decode(Buffer.from(base64, 'base64'));
  const signed = await partiallySignTransaction([wallet.keyPair], transaction);
  await jsonRpc(inject('rpcUrl'), 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }]);
  const signature = getBase58Decoder().decode(signed.signatures[wallet.address as keyof typeof signed.signatures]!);
  await waitForSignature(inject('rpcUrl'), signature);
  return signature;
}

describe('the sale as a Solana Action', () => {
  it('is paid from a blink client on another origin and credited exactly once', async () => {
    const wallet = await fundedKeypair(baseUrl, 2);
    const { page, context } = await newPage();
    await openClient(page);
    const genesis = await jsonRpc<string>(inject('rpcUrl'), 'getGenesisHash');

    const manifest = await call<ActionsJson>(page, `${baseUrl}/actions.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers['x-blockchain-ids']).toBe(`solana:${genesis.slice(0, 32)}`);
    const rule = manifest.body.rules.find((candidate) => candidate.pathPattern === '/checkout')!;
    const metadata = await call<ActionGetResponse>(page, new URL(rule.apiPath, baseUrl).href);
    expect(metadata.status).toBe(200);
    expect(metadata.headers['x-action-version']).toBe('2.4');
    expectActionGetResponse(metadata.body);
    expect(metadata.body.disabled).toBeUndefined();
    expect(metadata.body.description).toMatch(/phase: 1 MRDX = \$[\d.]+, minimum \$\d+/);

    // The first preset, with the email field filled in as the blink's form does.
    const preset = metadata.body.links!.actions[0]!;
    const href = new URL(preset.href.replace('{email}', encodeURIComponent(`blink-${Date.now()}@example.com`)), baseUrl).href;
    const posted = await call<TransactionResponse>(page, href, { account: wallet.address });
    expect(posted.status).toBe(200);
    expect(posted.body.type).toBe('transaction');
    const next = posted.body.links!.next;
    expect(next.type).toBe('post');
    const signature = await signAndSend(posted.body.transaction, wallet);

    const nextUrl = new URL((next as { href: string }).href, baseUrl).href;
    let done: NextAction | undefined;
    for (let attempt = 0; attempt < 30 && done?.type !== 'completed'; attempt += 1) {
      const answer = await call<NextAction>(page, nextUrl, { account: wallet.address, signature });
      expect(answer.status).toBe(200);
      done = answer.body;
      if (done.type !== 'completed') await page.waitForTimeout(1_000);
    }
    expect(done as CompletedAction).toMatchObject({ type: 'completed', title: 'Contribution credited' });
    // A client that posts again changes nothing.
    expect((await call<NextAction>(page, nextUrl, { account: wallet.address, signature })).body).toMatchObject({ title: 'Contribution credited' });
    expect(await queryLocalD1<{ n: number }>(`SELECT COUNT(*) AS n FROM contributions WHERE wallet_address = '${wallet.address}'`)).toEqual([{ n: 1 }]);
    await context.close();
  });

  it('answers disabled with the reason once the hard cap is reached', async () => {
    const { page, context } = await newPage();
    await page.goto('/');
    await signInAdmin(page);
    type Caps = { currentAmount: number; goal: number; softCap: number; hardCap: number; endDate: string | null };
    const before = (await pageApi<Caps>(page, '/api/admin/fundraising/stats')).data;
    const setCaps = (caps: Pick<Caps, 'goal' | 'softCap' | 'hardCap'>) =>
      pageApi(page, '/api/admin/fundraising/stats', { goal: String(caps.goal), softCap: String(caps.softCap), hardCap: String(caps.hardCap), endDate: before.endDate ?? '' });
    const reached = Math.max(1, Math.floor(before.currentAmount));
    expect((await setCaps({ goal: reached, softCap: Math.min(before.softCap, reached), hardCap: reached })).status).toBe(200);
    try {
      await openClient(page);
      const closed = await call<ActionGetResponse>(page, `${baseUrl}/api/actions/contribute`);
      expect(closed.status).toBe(200);
      expectActionGetResponse(closed.body);
      expect(closed.body).toMatchObject({ disabled: true, error: { message: 'The hard cap has been reached' } });
    } finally {
      await page.goto('/');
      expect((await setCaps(before)).status).toBe(200);
      await context.close();
    }
  });
});
