// The whitelist/phase banner (referral-investor-admin.md 2.2, 2.15): what the sale is doing now,
// from /api/sale, with the whitelist's limits taken from the server's settings.
import { $sale } from '../../stores/sale';
import { useHydratedStore } from '../../lib/use-hydrated-store';

/** The banner island (client:visible); nothing until the sale state loads. */
export function PhaseBanner() {
  const sale = useHydratedStore($sale, null);
  if (!sale) return null;
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
    <div role="status" className="rounded-2xl border border-violet-500/50 bg-gradient-to-r from-violet-950 to-fuchsia-950 p-5" data-slot="phase-banner" data-phase={sale.phase}>
      <p className="text-lg font-bold text-white">{title}</p>
      <p className="mt-1 text-sm text-gray-200">{text}</p>
    </div>
  );
}
