import { describe, expect, it } from 'vitest';
import { commentAuthor, commentAvatarLetter, commentSentiment, NEGATIVE_WORDS } from './comments';

describe('comment rules', () => {
  it('is negative when any spec word appears, in any case, else positive', () => {
    for (const word of NEGATIVE_WORDS) expect(commentSentiment(`This is ${word.toUpperCase()}!`)).toBe('negative');
    expect(commentSentiment('Scammers everywhere')).toBe('negative');
    expect(commentSentiment('Great launchpad, count me in')).toBe('positive');
  });

  it('names the author by username, else the email before the @, and the avatar by its first letter', () => {
    expect(commentAuthor('alice@example.com', null)).toBe('alice');
    expect(commentAuthor('alice@example.com', 'moonfan')).toBe('moonfan');
    expect(commentAvatarLetter('alice')).toBe('A');
    expect(commentAvatarLetter('')).toBe('?');
  });
});
