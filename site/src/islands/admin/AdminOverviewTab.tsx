// Admin Overview: raised (credited + adjustments), investors, contributors, time remaining from the
// server's dates, cap progress, today's credits, open intents, unmatched payments and the mail queue.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { CapProgress } from '@core/api/admin';
import { $adminOverview, loadAdminOverview } from '../../stores/admin/overview';
import { Button } from '../ui/Button';
import { formatUsd } from '@core/format/money';
import { formatCount, formatPercent } from '@core/format/numbers';
import { formatDateTimeUtc } from '@core/format/time';
import { unitsFromBaseUnits } from '@core/format/tokens';
import { phaseLabel } from '@core/phase-label';
import { TokenBreakdown } from '../ui/TokenBreakdown';

function Card({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-line bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-heading">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-muted">{hint}</dd>}
    </div>
  );
}

/** "3 days 4 hours" from milliseconds; the server's clock and dates, not a fixed figure. */
export function remaining(ms: number): string {
  if (ms <= 0) return 'Ended';
  const days = Math.floor(ms / 86_400_000);
  const hours = Math.floor((ms % 86_400_000) / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  return days > 0 ? `${days} ${days === 1 ? 'day' : 'days'} ${hours} h` : `${hours} h ${minutes} min`;
}

function Progress({ label, cap, raised }: { label: string; cap: CapProgress; raised: number }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="text-muted">
          {formatUsd(raised)} of {formatUsd(cap.targetUsd)} ({formatPercent(cap.percent, 2)}){cap.reached ? ' · reached' : ''}
        </span>
      </div>
      <progress className="h-2 w-full accent-accent-line" aria-label={`${label} progress`} max={100} value={Math.min(100, cap.percent)} />
    </div>
  );
}

export function AdminOverviewTab() {
  const data = useStore($adminOverview);
  useEffect(() => void loadAdminOverview(), []);
  if (!data) return <p role="status">Loading...</p>;
  const sold = unitsFromBaseUnits(data.tokensSoldBaseUnits);
  const bonus = unitsFromBaseUnits(data.bonusTokensSoldBaseUnits);
  const time = data.initialized ? remaining(data.timeRemaining.msToSaleEnd) : 'Not initialized';
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Card label="Current Amount Raised" value={formatUsd(data.raised.totalUsd)} hint={`${formatUsd(data.raised.contributedUsd)} credited, ${formatUsd(data.raised.adjustmentsUsd)} adjustments`} />
        <Card label="Investors" value={formatCount(data.investors)} />
        <Card label="Contributors (wallets)" value={formatCount(data.contributors)} hint={`${formatCount(data.contributions)} contributions`} />
        <Card label="Time Remaining" value={time} hint={data.timeRemaining.saleEndsAt ? `Sale ends ${formatDateTimeUtc(data.timeRemaining.saleEndsAt)}` : undefined} />
        <Card label="Credits today" value={formatCount(data.creditsToday.count)} hint={formatUsd(data.creditsToday.usd)} />
        <Card label="Open intents" value={formatCount(data.openIntents)} />
        <Card label="Unmatched payments" value={data.unmatchedPayments === null ? '—' : formatCount(data.unmatchedPayments)} />
        <Card label="Mail queued / failed" value={`${formatCount(data.mail.queued)} / ${formatCount(data.mail.failed)}`} />
      </dl>
      <div className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4">
        <Progress label="Soft cap" cap={data.softCap} raised={data.raised.totalUsd} />
        <Progress label="Goal" cap={data.goal} raised={data.raised.totalUsd} />
        <Progress label="Hard cap" cap={data.hardCap} raised={data.raised.totalUsd} />
        <p className="text-sm text-muted">
          Tokens sold: <TokenBreakdown data-testid="overview-tokens" base={sold - bonus} bonus={bonus} /> · {phaseLabel(data.phase)} phase
        </p>
      </div>
      <div>
        <Button type="button" variant="subtle" onClick={() => void loadAdminOverview()}>
          Refresh
        </Button>
      </div>
    </div>
  );
}
