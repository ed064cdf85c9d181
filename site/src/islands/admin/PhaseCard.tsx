// One phase of the sale as the admin sees it: its name in words, price (as the site writes it), minimum, caps.
import type { PhaseConfig } from '@core/sale-config';
import { formatSol, formatUsdPrice, formatUsdWhole } from '@core/format/money';
import { formatCount } from '@core/format/numbers';
import { phaseLabel } from '@core/phase-label';

/** A card per phase; caps appear only when the phase has them. */
export function PhaseCard({ phase, current }: { phase: PhaseConfig; current: boolean }) {
  return (
    <div className={`rounded-lg border p-4 ${current ? 'border-cyan-400 bg-cyan-950/40' : 'border-slate-700 bg-slate-900'}`}>
      <h3 className="font-semibold">
        {phaseLabel(phase.name)}
        {current && <span className="ml-2 rounded bg-cyan-700 px-2 py-0.5 text-xs text-white">Current</span>}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-y-1 text-sm">
        <dt className="text-gray-300">Token price</dt>
        <dd>{formatUsdPrice(phase.tokenPrice)}</dd>
        <dt className="text-gray-300">Min contribution</dt>
        <dd>{formatUsdWhole(phase.minContributionUSD)} USD</dd>
        {phase.maxContributionSOL !== null && (
          <>
            <dt className="text-gray-300">Max contribution</dt>
            <dd>{formatSol(phase.maxContributionSOL)} SOL</dd>
          </>
        )}
        {phase.maxParticipants !== null && (
          <>
            <dt className="text-gray-300">Max participants</dt>
            <dd>{formatCount(phase.maxParticipants)}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
