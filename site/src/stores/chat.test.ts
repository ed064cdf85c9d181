import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGES } from '@core/chat';
import { $chat, $chatPending, sendChat } from './chat';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('$chat', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts with the greeting and ignores empty input', async () => {
    expect($chat.get()).toEqual([{ id: 0, role: 'assistant', content: CHAT_MESSAGES.greeting }]);
    await expect(sendChat('  ')).resolves.toBe(false);
    expect($chat.get()).toHaveLength(1);
  });

  it('appends the question, then the offline answer, and blocks a second send while pending', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const sent = sendChat('minimum?');
    expect($chatPending.get()).toBe(true);
    await expect(sendChat('again')).resolves.toBe(false);
    answer(json({ offline: true, message: null, facts: [{ title: 'When the sale ends', answer: 'The sale ends on Jan 2, 2027.', url: '/#contribute' }], matches: [{ title: 'Q', answer: 'A', url: '/#faq' }] }));
    await expect(sent).resolves.toBe(true);
    expect($chat.get().slice(-2)).toMatchObject([{ role: 'user', content: 'minimum?' }, { role: 'offline', content: null, facts: [{ title: 'When the sale ends' }], matches: [{ title: 'Q' }] }]);
    expect($chatPending.get()).toBe(false);
  });

  it('shows the spec message for each failure', async () => {
    for (const [status, message] of [[503, CHAT_MESSAGES.unavailable], [502, CHAT_MESSAGES.processingError], [429, CHAT_MESSAGES.requestError]] as const) {
      vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'x' }, status)));
      await sendChat('hi');
      expect($chat.get().at(-1)).toMatchObject({ role: 'error', content: message });
    }
  });
});
