// The Command Center's "network performance" and "transaction metric" panels, from real data only:
// the Solana RPC figures of $network (refreshed every 30 s) and the sale's own figures from the
// leaderboard answer. A figure not known yet shows a dash, never an invented number.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { ReferralLeaderboardResponse, ReferredVolume } from '@core/api/referral-responses';
import { formatAssetDecimals } from '@core/asset-amount';
import { $network, watchNetworkStats } from '../../stores/network';
import { formatCount } from '@core/format/numbers';
import { formatUsd } from '@core/format/money';
import { formatTime } from '@core/format/time';

type Figure = { id: string; label: string; value: string };

function Panel({ id, title, figures }: { id: string; title: string; figures: Figure[] }) {
  return (
    <section aria-labelledby={`${id}-title`} data-slot={id} className="rounded-xl border border-gray-800 bg-gray-900/80 p-5">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-white">{title}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        {figures.map((figure) => (
          <div key={figure.id}>
            <dt className="text-sm text-gray-300">{figure.label}</dt>
            <dd className="text-lg font-semibold text-white" data-metric={figure.id}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** "$330.00 · 1 SOL + 150 USDC": USD over every asset, then what was paid in each ("$0.00 · 0 SOL" before any). */
const volumeText = (volume: ReferredVolume) => `${formatUsd(volume.usd)} · ${formatAssetDecimals(volume.paid)}`;

const RPC_LABEL = { healthy: 'Healthy', degraded: 'Degraded', down: 'Not reached yet' } as const;

/** Both panels; `board` carries the sale figures. */
export function MetricPanels({ board }: { board: ReferralLeaderboardResponse | null }) {
  const { solanaNetwork } = useStore($network);
  useEffect(() => watchNetworkStats(), []);
  const sale = board?.sale;
  const dash = '—';
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Panel
        id="network-performance"
        title="Network performance"
        figures={[
          { id: 'rpc', label: 'Solana RPC', value: RPC_LABEL[solanaNetwork.rpcStatus] },
          { id: 'tps', label: 'Transactions per second', value: solanaNetwork.tps === null ? dash : formatCount(Math.round(solanaNetwork.tps)) },
          { id: 'block-height', label: 'Block height', value: solanaNetwork.blockHeight === null ? dash : formatCount(solanaNetwork.blockHeight) },
          { id: 'updated', label: 'Updated', value: solanaNetwork.lastUpdate === null ? dash : formatTime(solanaNetwork.lastUpdate) },
        ]}
      />
      <Panel
        id="transaction-metrics"
        title="Transaction metrics"
        figures={[
          { id: 'last-hour', label: 'Contributions in the last hour', value: sale ? formatCount(sale.contributionsLastHour) : dash },
          { id: 'referred-volume', label: 'Referred volume (all affiliates)', value: sale ? volumeText(sale.referredVolume) : dash },
          { id: 'your-volume', label: 'Your referred volume', value: sale ? volumeText(sale.yourReferredVolume) : dash },
          { id: 'affiliates', label: 'Active affiliates', value: sale ? formatCount(sale.activeAffiliates) : dash },
        ]}
      />
    </div>
  );
}
