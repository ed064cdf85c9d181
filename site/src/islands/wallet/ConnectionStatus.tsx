// The connection status widget: a compact dot with a tooltip, or a detailed
// panel with balance, quality, ping, RPC health, block height and TPS.
import { useEffect, useRef, useState } from 'react';
import { $network, SERVER_NETWORK, type NetworkState } from '../../stores/network';
import { cn } from '../../lib/ui/cn';
import { useHydratedStore } from '../ui/use-hydrated';
import { formatSolBalance } from '@core/format/money';
import { formatCount } from '@core/format/numbers';

const QUALITY_DOT: Record<NetworkState['connectionQuality'], string> = {
  excellent: 'bg-emerald-400',
  good: 'bg-lime-400',
  poor: 'bg-amber-400',
  offline: 'bg-gray-500',
};

const TOOLTIP_DELAY_MS = 700;

function Rows({ state }: { state: NetworkState }) {
  // The third field marks word values that read better capitalised (Healthy, Excellent).
  const rows: [string, string, boolean][] = [
    ['Status', state.isOnline ? state.networkStatus : 'offline', true],
    ['Quality', state.connectionQuality, true],
    ['Ping', state.lastPing === null ? '—' : `${state.lastPing} ms`, false],
    ['Balance', `${formatSolBalance(state.wallet.balance)} SOL`, false],
    ['Solana RPC', state.solanaNetwork.rpcStatus, true],
    ['Block height', state.solanaNetwork.blockHeight === null ? '—' : formatCount(state.solanaNetwork.blockHeight), false],
    ['TPS', state.solanaNetwork.tps === null ? '—' : formatCount(state.solanaNetwork.tps), false],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value, word]) => (
        <div key={label} className="contents">
          <dt className="text-gray-400">{label}</dt>
          <dd className={cn('text-right font-medium text-gray-100', word && 'capitalize')} data-slot={`status-${label.toLowerCase().replace(/\s+/g, '-')}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type ConnectionStatusProps = {
  variant: 'compact' | 'detailed';
  /** The detailed panel without its own card, inside a card that already frames it (the wallet drawer). */
  bare?: boolean;
  className?: string;
};

/** Compact: a quality dot whose tooltip opens after 700 ms. Detailed: the full panel. */
export function ConnectionStatus({ variant, bare = false, className }: ConnectionStatusProps) {
  const state = useHydratedStore($network, SERVER_NETWORK);
  const [tip, setTip] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (variant === 'detailed') {
    return (
      <section aria-label="Connection status" className={cn(!bare && 'rounded-xl border border-gray-800 bg-gray-900/80 p-4', className)} data-slot="connection-status">
        <h3 className="mb-2 flex items-center gap-2 font-semibold">
          <span className={cn('size-2.5 rounded-full', QUALITY_DOT[state.connectionQuality])} aria-hidden="true" /> Connection status
        </h3>
        <Rows state={state} />
      </section>
    );
  }
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTip(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setTip(false);
  };
  return (
    <span className={cn('relative inline-flex', className)} onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      <span
        tabIndex={0}
        role="img"
        aria-label={`Connection ${state.connectionQuality}`}
        className={cn('size-2.5 rounded-full', QUALITY_DOT[state.connectionQuality])}
      />
      {tip && (
        <span role="tooltip" className="absolute right-0 top-full z-50 mt-1 w-64 rounded-lg border border-gray-700 bg-gray-950 p-3 shadow-xl">
          <Rows state={state} />
        </span>
      )}
    </span>
  );
}
