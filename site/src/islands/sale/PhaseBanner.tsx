// The whitelist/phase banner on /ico: what the sale is doing now,
// from /api/sale (words in lib/sale/phase-banner.ts, shared with the whitelist header).
import { $sale } from '../../stores/sale';
import { phaseBannerText } from '../../lib/sale/phase-banner';
import { useHydratedStore } from '../ui/use-hydrated';

const FRAME = 'min-h-24 rounded-2xl border border-violet-500/50 bg-gradient-to-r from-violet-950 to-fuchsia-950 p-5';

/**
 * The banner island (client:visible). Before the sale state loads it renders its empty frame: the
 * island needs a box to become visible, and the reserved height keeps the page from shifting.
 */
export function PhaseBanner() {
  const sale = useHydratedStore($sale, null);
  if (!sale) return <div className={FRAME} aria-hidden="true" />;
  const { title, text } = phaseBannerText(sale);
  return (
    <div role="status" className={FRAME} data-slot="phase-banner" data-phase={sale.phase}>
      <p className="text-lg font-bold text-white">{title}</p>
      <p className="mt-1 text-sm text-gray-200">{text}</p>
    </div>
  );
}
