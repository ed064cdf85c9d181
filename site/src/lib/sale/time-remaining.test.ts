import { describe, expect, it } from 'vitest';
import { timeRemainingCard } from './time-remaining';

describe('timeRemainingCard', () => {
  it('counts the days while the sale takes contributions', () => {
    expect(timeRemainingCard('ico', 30)).toEqual({ value: '30 days', detail: 'until the sale ends' });
    expect(timeRemainingCard('whitelist', 1)).toEqual({ value: '1 day', detail: 'until the sale ends' });
  });

  it('says the sale is sold out or has ended instead of a day count or "not running"', () => {
    expect(timeRemainingCard('sold-out', 30)).toEqual({ value: 'Sold out', detail: 'the hard cap has been reached' });
    expect(timeRemainingCard('closed', 0)).toEqual({ value: 'Ended', detail: 'the sale has ended' });
    expect(timeRemainingCard('refunds', 0).value).toBe('Ended');
    expect(timeRemainingCard('upcoming', 40).value).toBe('Not started');
  });

  it('shows a dash until the stage is known', () => {
    expect(timeRemainingCard(null, 30).value).toBe('—');
  });
});
