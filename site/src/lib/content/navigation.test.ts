import { describe, expect, it } from 'vitest';
import { isCurrent, NAV_LINKS } from './navigation';

describe('isCurrent', () => {
  it('matches the page path with or without a trailing slash', () => {
    expect(isCurrent('/whitepaper', '/whitepaper/')).toBe(true);
    expect(isCurrent('/', '/')).toBe(true);
  });

  it('does not match another page', () => {
    expect(isCurrent('/', '/whitepaper')).toBe(false);
  });

  it('never marks an anchor link as the current page', () => {
    expect(isCurrent('/#contact', '/')).toBe(false);
  });

  it("lists the spec's five navigation links in order, with the sale pages after Home", () => {
    expect(NAV_LINKS.map((link) => link.href)).toEqual(['/', '/ico', '/whitelist', '/whitepaper', '/#contact', '/referrals', '/dashboard']);
  });
});
