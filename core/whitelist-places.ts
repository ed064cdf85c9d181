// What a whitelist place is, said the same way on /whitelist, in the registration answer and in the
// console: one per distinct wallet whose whitelist-phase contribution is credited. That is what the cap
// counts (sale_totals.whitelist_contributors, read by the credit batch); registering takes none.
import { formatCount } from '@core/format/numbers';

/** The rule in words, for the pages that show the count. */
export const WHITELIST_PLACE_RULE = 'A place is taken when a wallet’s whitelist contribution is credited; registering does not take one.';

/** "54 of 100 places taken". */
export function placesTakenText(taken: number, limit: number): string {
  return `${formatCount(taken)} of ${formatCount(limit)} places taken`;
}
