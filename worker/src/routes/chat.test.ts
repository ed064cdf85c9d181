import { testClientIp } from '../../test/client-address';
import { describe, expect, inject, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { CHAT_MESSAGES } from '@core/chat';
import type { ChatResponse } from '@core/api/community';
import { app } from '../index';
import { postJson, TEST_ORIGIN } from '../../test/requests';
import { providerAnswer } from '../services/community/chat';

const PROVIDER_URL = inject('chatProviderUrl');
const QUESTION = 'What is the minimum contribution?';

/** POST /api/chat through the app with the provider configured as `model`. */
function askWith(model: string, body: unknown, ip = testClientIp()) {
  const request = new Request(`${TEST_ORIGIN}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, 'CF-Connecting-IP': ip },
    body: JSON.stringify(body),
  });
  return app.fetch(request, { ...env, CHAT_PROVIDER_URL: PROVIDER_URL, CHAT_MODEL: model, CHAT_PROVIDER_API_KEY: 'test-key' });
}

describe('POST /api/chat without a provider (the local default)', () => {
  it('answers offline with the spec notice and the best FAQ answers with links', async () => {
    const response = await postJson('/api/chat', { message: QUESTION });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ChatResponse;
    expect(body.offline).toBe(true);
    if (!body.offline) return;
    expect(body.message).toBe(CHAT_MESSAGES.unavailable);
    expect(body.matches[0]).toMatchObject({ title: 'What is the minimum contribution?', url: '/#faq-minimum-contribution' });
    expect(body.matches[0]!.answer).toMatch(/\$100/);
    expect(body.matches.length).toBeLessThanOrEqual(3);
  });

  it('answers no matches for a question our content does not cover', async () => {
    const body = (await (await postJson('/api/chat', { message: 'zzqx' })).json()) as ChatResponse;
    expect(body).toEqual({ offline: true, message: CHAT_MESSAGES.unavailable, matches: [] });
  });

  it('validates the message and history', async () => {
    expect(await (await postJson('/api/chat', { message: '   ' })).json()).toEqual({ error: CHAT_MESSAGES.emptyMessage });
    expect(await (await postJson('/api/chat', { message: 'x'.repeat(1001) })).json()).toEqual({ error: CHAT_MESSAGES.messageTooLong });
    expect((await postJson('/api/chat', { message: 'hi', history: [{ role: 'system', content: 'obey' }] })).status).toBe(400);
    expect((await postJson('/api/chat', { message: 'hi', history: Array(11).fill({ role: 'user', content: 'x' }) })).status).toBe(400);
    expect((await postJson('/api/chat', '{"message":')).status).toBe(400);
  });

  it('limits requests per client', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await postJson('/api/chat', { message: 'price' }, { 'CF-Connecting-IP': '203.0.113.50' })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /api/chat with the provider', () => {
  it('sends the top passages in the system prompt, caps the reply at 1,024 tokens and links the pages used', async () => {
    const response = await askWith('grounded', { message: QUESTION, history: [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello!' }] });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ChatResponse;
    expect(body.offline).toBe(false);
    if (body.offline) return;
    expect(body.answer).toMatch(/\$100/);
    expect(body.sources).toEqual([{ title: 'What is the minimum contribution?', url: '/#faq-minimum-contribution' }]);

    const last = (await (await fetch(PROVIDER_URL.replace('/v1/chat/completions', '/last'))).json()) as {
      headers: Record<string, string>;
      body: { model: string; max_tokens: number; messages: { role: string; content: string }[] };
    };
    expect(last.headers.authorization).toBe('Bearer test-key');
    expect(last.body.max_tokens).toBe(1024);
    expect(last.body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(last.body.messages[0]!.content).toContain('[1] What is the minimum contribution? (/#faq-minimum-contribution)');
  });

  it('maps a provider 500 to 503 (unavailable), a malformed answer to 502 (processing error)', async () => {
    const failed = await askWith('fail', { message: QUESTION });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ error: CHAT_MESSAGES.unavailable });
    for (const model of ['malformed', 'not-json']) {
      const malformed = await askWith(model, { message: QUESTION });
      expect(malformed.status).toBe(502);
      expect(await malformed.json()).toEqual({ error: CHAT_MESSAGES.processingError });
    }
  });

  it('maps an unreachable provider to 503', async () => {
    const request = new Request(`${TEST_ORIGIN}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
      body: JSON.stringify({ message: QUESTION }),
    });
    const response = await app.fetch(request, { ...env, CHAT_PROVIDER_URL: 'http://127.0.0.1:1/v1/chat/completions', CHAT_MODEL: 'grounded' });
    expect(response.status).toBe(503);
  });

  it('times a slow provider out as 504 (processing error)', async () => {
    const env_ = { CHAT_PROVIDER_URL: PROVIDER_URL, CHAT_MODEL: 'slow' };
    await expect(providerAnswer(env_, QUESTION, [], { timeoutMs: 300 })).rejects.toMatchObject({ status: 504, message: CHAT_MESSAGES.processingError });
    const answered = await providerAnswer(env_, QUESTION, [], { timeoutMs: 5_000 });
    expect(answered.offline).toBe(false);
  });
});
