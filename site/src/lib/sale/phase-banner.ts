// The phase banner's words: what the sale is doing now, from
// GET /api/sale's stage, with the whitelist limits from the server's settings. Shared by the React
// banner and the framework-free whitelist header.
import type { PhaseConfig, PhaseName } from '@core/sale-config';
import type { SaleStage } from '@core/sale-stage';
import { stageNotice } from './sale-stage-copy';

/** The part of GET /api/sale the banner reads. */
export interface BannerSale {
  phase: PhaseName;
  stage: SaleStage;
  phases: PhaseConfig[];
  token: { symbol: string };
  whitelist: { maxParticipants: number; maxSolPerPerson: number };
}

/** Title and sentence for the current stage. */
export function phaseBannerText(sale: BannerSale): { title: string; text: string } {
  const priceOf = (name: PhaseName) => {
    const phase = sale.phases.find((item) => item.name === name);
    return phase ? { price: `$${phase.tokenPrice} per ${sale.token.symbol}`, minimum: `$${phase.minContributionUSD}` } : { price: '', minimum: '' };
  };
  if (sale.stage === 'whitelist') {
    const { price, minimum } = priceOf('WHITELIST');
    return { title: 'Whitelist Now Open', text: `${sale.whitelist.maxParticipants} spots, up to ${sale.whitelist.maxSolPerPerson} SOL per person, minimum ${minimum} at ${price}.` };
  }
  if (sale.stage === 'ico') {
    const { price, minimum } = priceOf('ICO');
    return { title: 'ICO Now Live', text: `The whitelist has closed. Contribute from ${minimum} at ${price}.` };
  }
  const notice = stageNotice(sale.stage)!;
  // After the close the listing price is the reference (DESIGN: LISTING shows it).
  const listing = sale.stage === 'closed' ? ` Listing price: ${priceOf('LISTING').price}.` : '';
  return { title: notice.title, text: `${notice.text}${listing}` };
}
