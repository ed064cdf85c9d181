import { describe, expect, it } from 'vitest';
import { chatErrorMessage, chatTerms, CHAT_MESSAGES, searchChatIndex, type ChatIndex } from './chat';

const index: ChatIndex = {
  version: 1,
  passages: [
    { id: 'faq:min', kind: 'faq', title: 'What is the minimum contribution?', text: 'The minimum is $100 in the whitelist.', url: '/#faq-min' },
    { id: 'faq:wallet', kind: 'faq', title: 'Which wallets work?', text: 'Any Solana wallet such as Phantom.', url: '/#faq-wallet' },
    { id: 'whitepaper:tokenomics', kind: 'whitepaper', title: 'Tokenomics', text: 'Total supply and the minimum contribution rules.', url: '/whitepaper#tokenomics' },
  ],
};

describe('chat retrieval', () => {
  it('ranks the passage that shares the rare terms first and drops unrelated ones', () => {
    const results = searchChatIndex(index, 'minimum contributions?', 5);
    expect(results[0]?.passage.id).toBe('faq:min');
    expect(results.map((r) => r.passage.id)).not.toContain('faq:wallet');
  });

  it('filters by kind and finds nothing for stop words alone', () => {
    expect(searchChatIndex(index, 'minimum', 5, ['faq']).map((r) => r.passage.id)).toEqual(['faq:min']);
    expect(searchChatIndex(index, 'what is the', 5)).toEqual([]);
    expect(chatTerms('Wallets, the PHANTOM!')).toEqual(['wallet', 'phantom']);
  });

  it('maps a failed request to the spec message by status', () => {
    expect(chatErrorMessage(503)).toBe(CHAT_MESSAGES.unavailable);
    expect(chatErrorMessage(502)).toBe(CHAT_MESSAGES.processingError);
    expect(chatErrorMessage(504)).toBe(CHAT_MESSAGES.processingError);
    expect(chatErrorMessage(429)).toBe(CHAT_MESSAGES.requestError);
    expect(chatErrorMessage(null)).toBe(CHAT_MESSAGES.requestError);
  });
});
