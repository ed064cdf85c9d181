import { describe, expect, it } from 'vitest';
import { liveSaleAnswers, liveSaleTopics, type LiveSaleFacts } from './chat-live-facts';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-25T10:00:00Z');
const FACTS: LiveSaleFacts = {
  now: NOW,
  initialized: true,
  phase: 'WHITELIST',
  whitelistStartsAt: NOW - 2 * DAY,
  whitelistEndsAt: NOW + 8 * DAY,
  icoEndsAt: NOW + 38 * DAY,
  accepting: true,
  solUsd: 160,
  whitelistMaxSol: '10',
  whitelistPlacesTaken: 54,
  whitelistMaxParticipants: 100,
  raisedUsd: 12_345.67,
  softCapUsd: 50_000,
  goalUsd: 100_000,
  hardCapUsd: 250_000,
  treasury: '9A4pB2thCDRy5BD4VWLeKnovio9GrPEKuovEM7r3Vama',
};
const answer = (question: string, facts: LiveSaleFacts = FACTS) => liveSaleAnswers(facts, liveSaleTopics(question)).map((a) => a.answer).join(' ');

describe('liveSaleTopics', () => {
  it('reads what a question asks about, in several phrasings', () => {
    expect(liveSaleTopics('When does the sale end?')).toEqual(['end']);
    expect(liveSaleTopics('how long until the ICO is over')).toEqual(['end']);
    expect(liveSaleTopics('Which phase are we in right now?')).toEqual(['phase']);
    expect(liveSaleTopics('How much does one MRDX cost?')).toEqual(['price']);
    expect(liveSaleTopics('how much is a token')).toEqual(['price']);
    expect(liveSaleTopics("what's the minimum I can put in")).toEqual(['minimum']);
    expect(liveSaleTopics('What is the hard cap and how much was raised?')).toEqual(['caps']);
    expect(liveSaleTopics('Where do I send my SOL? treasury address please')).toEqual(['treasury']);
    expect(liveSaleTopics('Who is on the team?')).toEqual([]);
  });
});

describe('liveSaleAnswers', () => {
  it('answers "when does the sale end?" with the date from the server state', () => {
    expect(answer('When does the sale end?')).toBe(
      'The sale ends on Jan 2, 2027, 10:00 AM UTC, in 38 days, or earlier if the hard cap is reached. The whitelist phase ends before it, on Dec 3, 2026, 10:00 AM UTC.',
    );
    expect(answer('When does the sale end?', { ...FACTS, phase: 'LISTING', icoEndsAt: NOW - DAY })).toBe('The sale ended on Nov 24, 2026, 10:00 AM UTC.');
    expect(answer('When does the sale end?', { ...FACTS, initialized: false, whitelistStartsAt: null, whitelistEndsAt: null, icoEndsAt: null })).toMatch(/no end date yet/);
  });

  it('states the phase, prices, minimums with the live SOL equivalent, caps and places, and the treasury', () => {
    expect(answer('what phase is the sale in now?', { ...FACTS, phase: 'ICO' })).toBe('The ICO phase is running since Dec 3, 2026, 10:00 AM UTC, until Jan 2, 2027, 10:00 AM UTC.');
    expect(answer('price?')).toBe('One MRDX costs $0.00020 in the whitelist phase (plus a 15% token bonus) and $0.00029 in the ICO; the listing reference price is $0.00037. Now, in the whitelist phase: $0.00020.');
    expect(answer('minimum contribution')).toBe(
      'The minimum contribution is $100 in the whitelist phase and $50 in the ICO, paid in SOL. Now that is about 0.625 SOL at $160.00 per SOL. During the whitelist each wallet may contribute at most 10 SOL, and 54 of 100 places taken.',
    );
    expect(answer('hard cap?')).toBe('The soft cap is $50,000, the goal $100,000 and the hard cap $250,000; $12,345.67 is raised so far (12% of the goal). Whitelist: 54 of 100 places taken.');
    expect(answer('treasury address')).toContain(`The treasury wallet is ${FACTS.treasury}. Pay through the contribution form`);
  });

  it('says when contributions are closed at the hard cap, and gives every topic as context by default', () => {
    expect(answer('is the sale open?', { ...FACTS, accepting: false })).toMatch(/Contributions are closed: the hard cap is reached\.$/);
    expect(liveSaleAnswers(FACTS).map((a) => a.topic)).toEqual(['phase', 'end', 'price', 'minimum', 'caps', 'treasury']);
  });
});
