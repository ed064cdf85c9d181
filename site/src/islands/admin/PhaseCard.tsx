// One phase of the sale as the admin sees it: its name in words, price (as the site writes it), minimum, caps.
import type { PhaseConfig } from '@core/sale-config';
import { formatSol, formatUsdPrice, formatUsdWhole } from '@core/format/money';
import { formatCount } from '@core/format/numbers';
import { phaseLabel } from '@core/phase-label';

/** A card per phase; caps appear only when the phase has them. */
export function PhaseCard({ phase, current }: { phase: PhaseConfig; current: boolean }) {
  return (
    <div className={`rounded-lg border p-4 ${current ? 'border-accent-line bg-accent-soft/40' : 'border-line bg-surface'}`}>
      <h3 className="font-semibold">
        {phaseLabel(phase.name)}
        {current && <span className="ml-2 rounded bg-accent px-2 py-0.5 text-xs text-heading">Current</span>}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-y-1 text-sm">
        <dt className="text-muted">Token price</dt>
        <dd>{formatUsdPrice(phase.tokenPrice)}</dd>
        <dt className="text-muted">Min contribution</dt>
        <dd>{formatUsdWhole(phase.minContributionUSD)} USD</dd>
        {phase.maxContributionSOL !== null && (
          <>
            <dt className="text-muted">Max contribution</dt>
            <dd>{formatSol(phase.maxContributionSOL)} SOL</dd>
          </>
        )}
        {phase.maxParticipants !== null && (
          <>
            <dt className="text-muted">Max participants</dt>
            <dd>{formatCount(phase.maxParticipants)}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
