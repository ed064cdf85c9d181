// The phase banner's words: what the sale is doing now, from
// GET /api/sale, with the whitelist limits from the server's settings. Shared by the React banner and
// the framework-free whitelist header.
import type { PhaseConfig, PhaseName } from '@core/sale-config';

/** The part of GET /api/sale the banner reads. */
export interface BannerSale {
  phase: PhaseName;
  initialized: boolean;
  acceptingContributions: boolean;
  phases: PhaseConfig[];
  token: { symbol: string };
  whitelist: { maxParticipants: number; maxSolPerPerson: number };
}

/** Title and sentence for the current phase. */
export function phaseBannerText(sale: BannerSale): { title: string; text: string } {
  const phase = sale.phases.find((item) => item.name === sale.phase);
  const price = phase ? `$${phase.tokenPrice} per ${sale.token.symbol}` : '';
  const minimum = phase ? `$${phase.minContributionUSD}` : '';
  let title: string;
  let text: string;
  if (!sale.initialized) {
    title = 'The sale has not started yet';
    text = 'The whitelist opens once the sale is scheduled. Check back soon.';
  } else if (sale.phase === 'WHITELIST') {
    title = 'Whitelist Now Open';
    text = `${sale.whitelist.maxParticipants} spots, up to ${sale.whitelist.maxSolPerPerson} SOL per person, minimum ${minimum} at ${price}.`;
  } else if (sale.phase === 'ICO') {
    title = 'ICO Now Live';
    text = `The whitelist has closed. Contribute from ${minimum} at ${price}.`;
  } else {
    title = 'The sale has ended';
    text = `Thank you to every contributor. Listing price: ${price}.`;
  }
  if (sale.initialized && !sale.acceptingContributions && sale.phase !== 'LISTING') text += ' Contributions are closed: the hard cap has been reached.';
  return { title, text };
}
