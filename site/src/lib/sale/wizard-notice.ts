// The wizard's sale notice under the wallet field, from
// the server's settings and dates rather than the configured defaults: how long the whitelist really
// runs and when, or, once it is over, until when the ICO takes contributions.
import type { SaleInfo } from '@core/api/sale';
import { formatDateTime } from '@core/format/time';
import { formatCount } from '@core/format/numbers';
import { formatSol } from '@core/format/money';

const DAY_MS = 86_400_000;

/** "Only SOL is accepted." or "SOL, USDC, USDT are accepted." */
const acceptedSentence = (symbols: readonly string[]) => (symbols.length > 1 ? `${symbols.join(', ')} are accepted.` : 'Only SOL is accepted.');

/**
 * The notice for the sale's stage; null when the sale takes no contributions (the wizard says so instead).
 * The countries the sale refuses (GET /api/sale, core/restricted-countries.ts) come first, before the buyer
 * fills anything in.
 */
export function wizardSaleNotice(sale: Pick<SaleInfo, 'stage' | 'whitelist' | 'whitelistStartsAt' | 'whitelistEndsAt' | 'icoEndsAt' | 'phases'> & Partial<Pick<SaleInfo, 'assets' | 'restrictedCountriesNotice'>>): string | null {
  const { maxParticipants, maxSolPerPerson } = sale.whitelist;
  const accepted = [sale.restrictedCountriesNotice, acceptedSentence(sale.assets?.map((asset) => asset.symbol) ?? ['SOL'])].join(' ').trim();
  const limits = `The whitelist is limited to ${formatCount(maxParticipants)} participants with a maximum of ${formatSol(maxSolPerPerson)} SOL per person`;
  if (sale.stage === 'whitelist' && sale.whitelistStartsAt && sale.whitelistEndsAt) {
    // The length this sale was initialized with, which a later settings change does not alter.
    const days = Math.round((Date.parse(sale.whitelistEndsAt) - Date.parse(sale.whitelistStartsAt)) / DAY_MS);
    return `${accepted} ${limits}, and lasts ${formatCount(days)} day${days === 1 ? '' : 's'}, until ${formatDateTime(sale.whitelistEndsAt)}, before the regular ICO continues.`;
  }
  if (sale.stage === 'ico' && sale.icoEndsAt) {
    const minimum = sale.phases.find((phase) => phase.name === 'ICO')?.minContributionUSD;
    return `${accepted} The whitelist has closed: the regular ICO takes contributions${minimum ? ` from $${minimum}` : ''} until ${formatDateTime(sale.icoEndsAt)}.`;
  }
  return null;
}
