// The whitelist figures a page states (places, SOL per person, days, the minimum in SOL), from the
// server's live settings and SOL price rather than the build-time defaults: an admin may change them.
import type { CryptoRates, SaleInfo } from '@core/api/sale';
import { formatSol } from '@core/format/money';
import { formatCount } from '@core/format/numbers';

/** Names of the `data-live-fact` elements this fills. */
export type LiveWhitelistFact = 'whitelistParticipants' | 'whitelistMaxSol' | 'whitelistDays' | 'whitelistMinSol';

/** The text of each fact; the minimum in SOL only when a SOL price is known (≈, 3 decimals like the wizard). */
export function liveWhitelistFacts(sale: SaleInfo, rates: CryptoRates | null): Partial<Record<LiveWhitelistFact, string>> {
  const facts: Partial<Record<LiveWhitelistFact, string>> = {
    whitelistParticipants: formatCount(sale.whitelist.maxParticipants),
    whitelistMaxSol: `${formatSol(sale.whitelist.maxSolPerPerson)} SOL`,
    whitelistDays: formatCount(sale.whitelist.days),
  };
  const minimumUsd = sale.phases.find((phase) => phase.name === 'WHITELIST')?.minContributionUSD;
  const solUsd = rates?.rates.sol;
  if (minimumUsd && solUsd && solUsd > 0) facts.whitelistMinSol = `≈${formatSol(minimumUsd / solUsd, 3)} SOL`;
  return facts;
}
