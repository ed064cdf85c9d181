// ICO Progress Tracker (docs/decisions.md, "Caps and the progress bar"): the raised amount animating over 2 s, a bar
// from 0 to the hard cap with its five markers and colour band, four Live stat cards, and a
// 'Milestone Reached!' toast when progress crosses 25/50/75/90/100% of goal after the first load.
import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@core/sale-config';
import { percentOfGoal, progressColorBand } from '@core/sale-rules';
import { $milestone, $stats } from '../../stores/stats';
import { $sale } from '../../stores/sale';
import { timeRemainingCard } from '../../lib/sale/time-remaining';
import { toast } from '../../stores/notices';
import { mountNoticeView } from '../../lib/notices/notice-view';
import { tweenValue } from '../../lib/ui/animate-number';
import { BAND_CLASSES, progressMarkers, shareOf } from '../../lib/sale/progress-layout';
import { useHydratedStore } from '../ui/use-hydrated';
import { cn } from '../../lib/ui/cn';
import { formatUsdWhole } from '@core/format/money';
import { formatCount, formatPercent } from '@core/format/numbers';


/** Follows `target` with a 2 s ease-out (instant under prefers-reduced-motion). */
function useAnimatedNumber(target: number | null): number | null {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    if (target === null) return;
    const start = from.current ?? target;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const duration = reduced || start === target ? 0 : TIMINGS.progressAnimationMs;
    const began = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const value = tweenValue(start, target, now - began, duration);
      from.current = value;
      setShown(value);
      if (value !== target) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}

function StatCard({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-xl border border-gray-800 bg-gray-900/80 p-4" data-slot="stat-card">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-medium text-gray-300">{label}</h3>
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-900/60 px-2 py-0.5 text-xs font-semibold text-emerald-300">
          <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-emerald-400" />
          Live
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold text-white" data-slot={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>{value}</p>
      <p className="text-xs text-gray-400">{detail}</p>
    </div>
  );
}

/** The tracker island (client:visible). */
export function ProgressTracker() {
  const stats = useHydratedStore($stats, null);
  const milestone = useHydratedStore($milestone, null);
  const sale = useHydratedStore($sale, null);
  const shown = useAnimatedNumber(stats?.currentAmount ?? null);

  useEffect(() => {
    if (!milestone) return;
    mountNoticeView();
    toast({ title: 'Milestone Reached!', description: `${milestone.percent}% of the fundraising goal has been raised.`, durationMs: TIMINGS.milestoneToastMs });
  }, [milestone]);

  const goalPercent = stats ? percentOfGoal(stats.currentAmount, stats.goal) : 0;
  const fill = stats ? shareOf(shown ?? 0, stats.hardCap) : 0;
  const markers = stats ? progressMarkers(stats) : [];
  const time = stats ? timeRemainingCard(sale?.stage ?? null, stats.daysRemaining) : timeRemainingCard(null, 0);
  return (
    <section aria-labelledby="tracker-title" className="rounded-2xl border border-gray-800 bg-gray-950/70 p-6" data-slot="progress-tracker">
      <h2 id="tracker-title" className="text-2xl font-bold text-white">ICO Progress Tracker</h2>
      <p className="mt-4 text-sm text-gray-400">Raised so far</p>
      <p className="text-4xl font-extrabold text-white" data-slot="raised-amount" aria-live="off">
        {stats && shown !== null ? formatUsdWhole(Math.round(shown)) : '—'}
      </p>
      {/* Always one line high, so the figures arriving do not push the page down. */}
      <p className="min-h-5 text-sm text-gray-300">{stats ? `of ${formatUsdWhole(stats.goal)} goal · hard cap ${formatUsdWhole(stats.hardCap)}` : '\u00a0'}</p>
      <div
        className="relative mt-6 h-4 overflow-hidden rounded-full bg-gray-800"
        role="progressbar"
        aria-label="Amount raised of the hard cap"
        aria-valuemin={0}
        aria-valuemax={stats?.hardCap ?? 0}
        aria-valuenow={stats ? Math.round(stats.currentAmount) : 0}
        aria-valuetext={stats ? `${formatUsdWhole(stats.currentAmount)} of ${formatUsdWhole(stats.hardCap)}` : 'Loading'}
      >
        {/* Empty until the figures arrive (a class, not a style attribute: the CSP allows no inline styles in HTML). */}
        <div className={cn('h-full rounded-full bg-gradient-to-r', BAND_CLASSES[progressColorBand(goalPercent)], !stats && 'w-0')} style={stats ? { width: `${fill}%` } : undefined} data-slot="progress-fill" />
      </div>
      {/* Each marker says its amount: a label alone ("Goal" at 40%) tells nobody what it stands for. */}
      <ol className="relative mt-2 h-20 text-xs text-gray-400" aria-label="Milestones">
        {markers.map((marker) => (
          <li
            key={marker.label}
            className={cn('absolute top-0 flex flex-col', marker.position === 0 ? 'items-start' : marker.position === 100 ? 'items-end' : 'items-center')}
            style={marker.position === 100 ? { right: 0 } : { left: `${marker.position}%`, transform: marker.position === 0 ? undefined : 'translateX(-50%)' }}
          >
            {/* The second row's longer tick drops its two lines below the first row's. */}
            <span aria-hidden="true" className={cn('w-px bg-gray-500', marker.row === 1 ? 'h-11' : 'h-2')} />
            <span className={cn('flex flex-col whitespace-nowrap', marker.position === 0 ? 'items-start' : marker.position === 100 ? 'items-end' : 'items-center')} data-slot="marker-label">
              <span className="font-medium text-gray-300" data-slot="marker-name">{marker.label}</span>
              <span className="tabular-nums" data-slot="marker-amount">{marker.amount === null ? '' : formatUsdWhole(marker.amount)}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Soft Cap Progress" value={stats ? formatPercent(shareOf(stats.currentAmount, stats.softCap), 1) : '—'} detail={stats ? `of ${formatUsdWhole(stats.softCap)}` : '\u00a0'} />
        <StatCard label="Hard Cap Progress" value={stats ? formatPercent(shareOf(stats.currentAmount, stats.hardCap), 1) : '—'} detail={stats ? `of ${formatUsdWhole(stats.hardCap)}` : '\u00a0'} />
        <StatCard label="Contributors" value={stats ? formatCount(stats.totalContributors) : '—'} detail="wallets credited" />
        <StatCard
          label="Time Remaining"
          value={time.value}
          detail={time.detail}
        />
      </div>
      <p className="mt-4 flex flex-wrap justify-between gap-2 text-xs text-gray-400">
        <span>Updates every 5 seconds</span>
        <a className="link" href="/ledger">Every credited contribution: the public ledger</a>
      </p>
    </section>
  );
}
