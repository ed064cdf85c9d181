// The /ico live-status panel: the sale phase and whether it accepts
// contributions, from /api/sale, and the Solana network's health, block height and TPS via /api/rpc.
import { useEffect } from 'react';
import { $network, SERVER_NETWORK, watchNetworkStats } from '../../stores/network';
import { $sale } from '../../stores/sale';
import { useHydratedStore } from '../ui/use-hydrated';
import { cn } from '../../lib/ui/cn';
import { formatCount } from '@core/format/numbers';
import { formatTime } from '@core/format/time';


/** The panel island (client:visible). */
export function LiveStatusPanel() {
  const network = useHydratedStore($network, SERVER_NETWORK).solanaNetwork;
  const sale = useHydratedStore($sale, null);
  useEffect(watchNetworkStats, []);
  const healthy = network.rpcStatus === 'healthy';
  const rows: [string, string][] = [
    ['Sale phase', sale ? sale.phases.find((phase) => phase.name === sale.phase)?.label ?? sale.phase : '—'],
    ['Contributions', sale ? (sale.acceptingContributions ? 'Open' : 'Closed') : '—'],
    ['Network', sale?.cluster ?? '—'],
    ['Solana RPC', network.lastUpdate === null ? '—' : network.rpcStatus === 'healthy' ? 'Healthy' : 'Degraded'],
    ['Block height', network.blockHeight === null ? '—' : formatCount(network.blockHeight)],
    ['TPS', network.tps === null ? '—' : formatCount(network.tps)],
    ['Last update', formatTime(network.lastUpdate)],
  ];
  return (
    <section aria-labelledby="live-status-title" className="rounded-2xl border border-gray-800 bg-gray-950/70 p-6" data-slot="live-status">
      <h2 id="live-status-title" className="flex items-center gap-2 text-xl font-bold text-white">
        <span aria-hidden="true" className={cn('size-2.5 rounded-full', network.lastUpdate === null ? 'bg-gray-500' : healthy ? 'bg-emerald-400' : 'bg-amber-400')} />
        Live Status
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-400">{label}</dt>
            <dd className="text-right font-medium text-gray-100" data-slot={`live-${label.toLowerCase().replace(/\s+/g, '-')}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-gray-400">Network numbers refresh every 30 seconds.</p>
    </section>
  );
}
