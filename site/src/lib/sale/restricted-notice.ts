// Shows the countries the sale refuses (GET /api/sale `restrictedCountriesNotice`, core/restricted-countries.ts)
// in a static page's `[data-restricted-countries]` elements, which stay hidden while there are none. Run by
// components/sale/SaleStage.astro with the sale state it already loads, so the page ships no other script.
import type { SaleInfo } from '@core/api/sale';

/** Fills and shows each `[data-restricted-countries]` element of `document` with the sentence, or keeps it hidden. */
export function showRestrictedCountries(document: Document, sale: Pick<SaleInfo, 'restrictedCountriesNotice'> | null): void {
  const notice = sale?.restrictedCountriesNotice ?? null;
  for (const element of document.querySelectorAll<HTMLElement>('[data-restricted-countries]')) {
    element.textContent = notice ?? '';
    element.hidden = notice === null;
  }
}
