import { describe, expect, it } from 'vitest';
import { chatErrorMessage, chatTerms, CHAT_MESSAGES, isAboutTheSale, relevantPassages, searchChatIndex, type ChatIndex } from './chat';
import { isLiveTopicWord } from './chat-live-facts';

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

  it('reads what a question is about, not how it is framed: "how does vesting work?" is about vesting', () => {
    const withVesting: ChatIndex = {
      version: 1,
      passages: [
        ...index.passages,
        { id: 'faq:referrals', kind: 'faq', title: 'How does the referral program work?', text: 'Share your link and earn MRDX.', url: '/#faq-referrals' },
        { id: 'facts:vesting', kind: 'facts', title: 'Token distribution and vesting', text: 'Unlocks from the end of the ICO.', url: '/whitepaper#vesting' },
      ],
    };
    expect(chatTerms('How does vesting work?')).toEqual(['vesting']);
    expect(relevantPassages(withVesting, 'How does vesting work?', 3).map((r) => r.passage.id)).toEqual(['facts:vesting']);
  });

  it('keeps only the passages that cover most of the question, words found nowhere weighing the most', () => {
    const [price] = searchChatIndex(index, 'minimum pizza rome', 1);
    expect(price?.coverage).toBeLessThan(0.5);
    expect(relevantPassages(index, 'minimum pizza rome', 3)).toEqual([]);
    expect(relevantPassages(index, 'minimum contribution', 3)[0]).toMatchObject({ coverage: 1 });
  });

  it('tells a question about the sale from one about something else', () => {
    expect(isAboutTheSale(index, 'What is the minimum contribution?')).toBe(true);
    expect(isAboutTheSale(index, 'the price of a pizza in Rome', isLiveTopicWord)).toBe(false);
    expect(isAboutTheSale(index, 'Is anyone there?', isLiveTopicWord)).toBe(false);
    expect(isAboutTheSale(index, 'When does it end?')).toBe(false);
    expect(isAboutTheSale(index, 'When does it end?', isLiveTopicWord)).toBe(true);
  });

  it('maps a failed request to the spec message by status', () => {
    expect(chatErrorMessage(503)).toBe(CHAT_MESSAGES.unavailable);
    expect(chatErrorMessage(502)).toBe(CHAT_MESSAGES.processingError);
    expect(chatErrorMessage(504)).toBe(CHAT_MESSAGES.processingError);
    expect(chatErrorMessage(429)).toBe(CHAT_MESSAGES.requestError);
    expect(chatErrorMessage(null)).toBe(CHAT_MESSAGES.requestError);
  });
});
