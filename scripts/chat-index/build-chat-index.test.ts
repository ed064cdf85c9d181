import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { searchChatIndex } from '@core/chat';
import { buildChatIndex, CHAT_INDEX_PATH, headingSlug, mdxToText, serializeChatIndex } from './build-chat-index';

describe('chat index', () => {
  const fresh = serializeChatIndex(buildChatIndex());

  it('is committed and up to date with the content (`npm run chat-index` rewrites it)', () => {
    if (process.env.UPDATE_CHAT_INDEX === '1') writeFileSync(CHAT_INDEX_PATH, fresh);
    expect(existsSync(CHAT_INDEX_PATH), `${CHAT_INDEX_PATH} is missing: run npm run chat-index`).toBe(true);
    expect(readFileSync(CHAT_INDEX_PATH, 'utf8'), 'worker/src/generated/chat-index.json is stale: run npm run chat-index').toBe(fresh);
  });

  it('holds every FAQ entry with its tokens filled and every whitepaper section', () => {
    const index = buildChatIndex();
    const faq = index.passages.filter((p) => p.kind === 'faq');
    expect(faq.length).toBeGreaterThanOrEqual(9);
    expect(faq.every((p) => !p.text.includes('{{') && p.url.startsWith('/#faq-'))).toBe(true);
    const sections = index.passages.filter((p) => p.kind === 'whitepaper').map((p) => p.url);
    expect(sections).toContain('/whitepaper#executive-summary');
    expect(index.passages.filter((p) => p.kind === 'whitepaper').every((p) => !/[{}<>]/.test(p.text))).toBe(true);
  });

  it('finds the minimum contribution FAQ for a question about it', () => {
    const [best] = searchChatIndex(buildChatIndex(), 'What is the minimum I can contribute?', 3, ['faq']);
    expect(best?.passage.id).toBe('faq:minimum-contribution');
  });

  it('turns MDX into plain text and headings into Astro slugs', () => {
    expect(mdxToText('Hello {facts.tokenSymbol} <b>x</b>\nDropped {code()}\n**Kept**')).toBe('Hello MRDX x\nKept');
    expect(() => mdxToText('{facts.nope}')).toThrow(/Unknown sale fact/);
    expect(headingSlug('Platform Overview')).toBe('platform-overview');
  });
});
