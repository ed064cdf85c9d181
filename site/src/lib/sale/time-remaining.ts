// The tracker's Time Remaining card in each stage of the sale: a day count only while it takes
// contributions, and otherwise what the sale is (not started, sold out, ended), never "not running".
import type { SaleStage } from '@core/sale-stage';
import { formatCountOf } from '@core/format/numbers';

/** The card's figure and the line under it. */
export interface TimeRemainingCard {
  value: string;
  detail: string;
}

/** The card for `stage` (null while the sale has not loaded) with the days left until the ICO ends. */
export function timeRemainingCard(stage: SaleStage | null, daysRemaining: number): TimeRemainingCard {
  switch (stage) {
    case 'whitelist':
    case 'ico':
      return { value: formatCountOf(daysRemaining, 'day'), detail: 'until the sale ends' };
    case 'upcoming':
      return { value: 'Not started', detail: 'the sale has not started yet' };
    case 'sold-out':
      return { value: 'Sold out', detail: 'the hard cap has been reached' };
    case 'closed':
    case 'refunds':
      return { value: 'Ended', detail: 'the sale has ended' };
    default:
      return { value: '—', detail: '\u00a0' };
  }
}
