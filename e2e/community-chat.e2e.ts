// The contact section's assistant: offline by default (the live facts and the passages that answer; the
// spec's notice and the channels only when nothing does; the off-topic notice for another subject; the
// log scrolled to each newest answer), and with a provider — a local server of this test speaking the OpenAI-style
// protocol on a second stack — a grounded answer with its sources, and core/chat.ts's message per failure.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHAT_MESSAGES } from '@core/chat';
import { startStack } from '../scripts/lib/stack/stack.mjs';
import { E2E_DATABASE_TEMPLATE } from './support/stack-template';
import { collectConsoleErrors, seriousAxeViolations, useBrowser } from './support/browser';
import { dismissDemoWallet } from './support/wallet-page';

const { newPage } = useBrowser();

async function openChat(page: Page) {
  await page.goto('/');
  const card = page.locator('#assistant');
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Send' }).and(page.locator(':enabled')).waitFor();
  return card;
}

/** Types `question` with the keyboard and sends it with Enter. */
async function ask(page: Page, question: string) {
  await page.getByLabel('Ask the assistant a question').focus();
  await page.keyboard.type(question);
  await page.keyboard.press('Enter');
}

/** The log shows the start of its newest entry (it scrolled to the answer, not back to an older one). */
async function newestInView(page: Page) {
  await page.waitForFunction(() => {
    const box = document.querySelector<HTMLElement>('#assistant [role="log"]');
    const last = box?.querySelector<HTMLElement>(':scope > ul > li:last-child');
    if (!box || !last) return false;
    const top = last.getBoundingClientRect().top - box.getBoundingClientRect().top;
    return top >= 0 && top < box.clientHeight;
  }, undefined, { timeout: 5_000 });
}

describe('assistant chat without a provider (local default)', () => {
  it('greets, ignores empty input, answers from the live facts and the passages that answer, and says when it cannot', async () => {
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    const errors = collectConsoleErrors(page);
    const card = await openChat(page);
    const log = card.getByRole('log');
    await log.getByText(CHAT_MESSAGES.greeting).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Ask the assistant a question').focus();
    await page.keyboard.press('Enter');
    expect(await log.locator('li').count()).toBe(1);

    await ask(page, 'What is the minimum contribution?');
    await log.locator('[data-slot="chat-user"]', { hasText: 'What is the minimum contribution?' }).waitFor();
    const answers = log.locator('[data-slot="chat-offline"]');
    const first = answers.nth(0);
    await first.locator('[data-slot="chat-fact"]').first().waitFor();
    await expect(page.getByLabel('Ask the assistant a question').inputValue()).resolves.toBe('');
    const matches = first.locator('[data-slot="chat-match"]');
    expect(await matches.count()).toBeGreaterThan(0);
    expect(await matches.first().getByRole('link').getAttribute('href')).toMatch(/^\/.*#/);
    // Something answered: no outage notice, no "contact us" buttons.
    expect(await first.locator('[data-slot="chat-notice"]').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await ask(page, 'How does vesting work?');
    const vesting = answers.nth(1);
    await vesting.locator('[data-slot="chat-match"]').first().waitFor();
    expect(await vesting.locator('[data-slot="chat-match"]').first().getByRole('link').textContent()).toBe('Token distribution and vesting');
    expect(await vesting.getByText('How does the referral program work?').count()).toBe(0);
    await newestInView(page);

    await ask(page, 'the price of a pizza in Rome');
    const offTopic = answers.nth(2);
    await offTopic.getByText(CHAT_MESSAGES.offTopic).waitFor();
    expect(await offTopic.locator('[data-slot="chat-fact"], [data-slot="chat-match"]').count()).toBe(0);
    expect(await offTopic.getByRole('link', { name: 'Email us' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await offTopic.getByRole('link', { name: /Join Telegram/ }).getAttribute('href')).toMatch(/^https:\/\//);
    await newestInView(page);

    // About the sale, but nothing of ours answers: the offline notice and the channels, once.
    await ask(page, 'Is the token audited on Solana?');
    await answers.nth(3).getByText(CHAT_MESSAGES.unavailable).waitFor();
    expect(await log.getByText(CHAT_MESSAGES.unavailable).count()).toBe(1);
    await newestInView(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A request that never reaches the server gives the request error of core/chat.ts.
    await page.route('**/api/chat', (route) => route.abort());
    await ask(page, 'Is anyone there?');
    await log.locator('[data-slot="chat-error"]', { hasText: CHAT_MESSAGES.requestError }).waitFor();
    expect(errors.filter((line) => !line.includes('net::ERR_FAILED'))).toEqual([]);
    await context.close();
  }, 150_000);
});

describe('assistant chat with a provider (a local server of this test)', () => {
  let provider: Server;
  let stack: Awaited<ReturnType<typeof startStack>>;
  const persistTo = '.e2e-state-chat-provider';

  beforeAll(async () => {
    provider = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
        const question = body.messages.at(-1)!.content;
        const first = /\[1\] (.+) \((\/[^)]*)\)/.exec(body.messages[0]!.content);
        if (question.includes('provider-down')) return void response.writeHead(500).end('down');
        response.writeHead(200, { 'content-type': 'application/json' });
        if (question.includes('malformed')) return void response.end('{"choices":[]}');
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: `From "${first?.[1]}" [1]: the answer is in our FAQ.` } }] }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1/chat/completions`;
    rmSync(persistTo, { recursive: true, force: true });
    stack = await startStack({ persistTo, quiet: true, databaseFrom: E2E_DATABASE_TEMPLATE, vars: { DEMO_MODE: 'false', CHAT_PROVIDER_URL: url, CHAT_MODEL: 'e2e-model' } });
  });
  afterAll(async () => {
    await stack?.stop();
    await new Promise((resolve) => provider?.close(resolve));
    rmSync(persistTo, { recursive: true, force: true });
  });

  it('shows a grounded answer with its source link, and the spec message for each provider failure', async () => {
    const { page, context } = await newPage({ baseURL: stack.url });
    const card = await openChat(page);
    const log = card.getByRole('log');

    await ask(page, 'What is the minimum contribution?');
    const answer = log.locator('[data-slot="chat-assistant"]', { hasText: 'the answer is in our FAQ' });
    await answer.waitFor();
    const source = answer.getByRole('link');
    expect(await source.getAttribute('href')).toMatch(/^\//);
    expect(await answer.textContent()).toContain(`From "${await source.textContent()}"`);

    await ask(page, 'What is the minimum contribution in the whitelist phase? provider-down');
    await log.locator('[data-slot="chat-error"]', { hasText: CHAT_MESSAGES.unavailable }).waitFor();
    await ask(page, 'What is the minimum contribution in the whitelist phase? malformed');
    await log.locator('[data-slot="chat-error"]', { hasText: CHAT_MESSAGES.processingError }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  }, 150_000);
});
