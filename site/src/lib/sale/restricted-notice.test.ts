import { describe, expect, it } from 'vitest';
import { showRestrictedCountries } from './restricted-notice';

const NOTICE = 'The MRDX pre-sale takes no contributions from these countries and regions: United States (US).';

/** A page with two marked elements, as far as showRestrictedCountries reads it. */
function page() {
  const marked = [
    { hidden: true, textContent: '' },
    { hidden: true, textContent: '' },
  ];
  const document = { querySelectorAll: (selector: string) => (selector === '[data-restricted-countries]' ? marked : []) } as unknown as Document;
  return { document, marked };
}

describe('showRestrictedCountries', () => {
  it('shows the sentence in each marked element', () => {
    const { document, marked } = page();
    showRestrictedCountries(document, { restrictedCountriesNotice: NOTICE });
    expect(marked).toEqual([{ hidden: false, textContent: NOTICE }, { hidden: false, textContent: NOTICE }]);
  });

  it('keeps them hidden and empty without a list, or without the sale state', () => {
    const { document, marked } = page();
    showRestrictedCountries(document, { restrictedCountriesNotice: NOTICE });
    showRestrictedCountries(document, { restrictedCountriesNotice: null });
    expect(marked.every((element) => element.hidden && element.textContent === '')).toBe(true);
    showRestrictedCountries(document, null);
    expect(marked.every((element) => element.hidden)).toBe(true);
  });
});
