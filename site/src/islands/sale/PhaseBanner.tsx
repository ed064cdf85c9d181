// The whitelist/phase banner (referral-investor-admin.md 2.2, 2.15): what the sale is doing now,
// from /api/sale, with the whitelist's limits taken from the server's settings.
import { $sale } from '../../stores/sale';
import { useHydratedStore } from '../../lib/use-hydrated-store';

const FRAME = 'min-h-24 rounded-2xl border border-violet-500/50 bg-gradient-to-r from-violet-950 to-fuchsia-950 p-5';

/**
 * The banner island (client:visible). Before the sale state loads it renders its empty frame: the
 * island needs a box to become visible, and the reserved height keeps the page from shifting.
 */
export function PhaseBanner() {
  const sale = useHydratedStore($sale, null);
  if (!sale) return <div className={FRAME} aria-hidden="true" />;
  const phase = sale.phases.find((item) => item.name === sale.phase);
  let title: string;
  let text: string;
  if (!sale.initialized) {
    title = 'The sale has not started yet';
    text = 'The whitelist opens once the sale is scheduled. Check back soon.';
  } else if (sale.phase === 'WHITELIST') {
    title = 'Whitelist Now Open';
    text = `${sale.whitelist.maxParticipants} spots, up to ${sale.whitelist.maxSolPerPerson} SOL per person, minimum $${phase?.minContributionUSD ?? ''} at $${phase?.tokenPrice} per ${sale.token.symbol}.`;
  } else if (sale.phase === 'ICO') {
    title = 'ICO Now Live';
    text = `The whitelist has closed. Contribute from $${phase?.minContributionUSD ?? ''} at $${phase?.tokenPrice} per ${sale.token.symbol}.`;
  } else {
    title = 'The sale has ended';
    text = `Thank you to every contributor. Listing price: $${phase?.tokenPrice} per ${sale.token.symbol}.`;
  }
  if (sale.initialized && !sale.acceptingContributions && sale.phase !== 'LISTING') text += ' Contributions are closed: the hard cap has been reached.';
  return (
    <div role="status" className={FRAME} data-slot="phase-banner" data-phase={sale.phase}>
      <p className="text-lg font-bold text-white">{title}</p>
      <p className="mt-1 text-sm text-gray-200">{text}</p>
    </div>
  );
}
