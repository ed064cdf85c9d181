// Admin ICO Timers: status, phase, dates, phase cards; Initialize, Close the sale now and Reset (both
// confirmed) and Refresh.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { phaseLabel } from '@core/phase-label';
import { PHASES } from '@core/sale-config';
import { $adminBusy } from '../../stores/admin/session';
import { closeSaleNow, initializeTimers, refreshTimers, resetTimers, $timers } from '../../stores/admin/timers';
import { PhaseCard } from './PhaseCard';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { formatDateTimeUtc } from '@core/format/time';

const dateOrNotSet = (iso: string | null) => (iso ? formatDateTimeUtc(iso) : 'Not set');

/** Timer status and controls; Close and Reset are confirmed in a modal dialog. */
export function AdminTimersTab() {
  const timers = useStore($timers);
  const busy = useStore($adminBusy);
  const [confirming, setConfirming] = useState<'reset' | 'close' | null>(null);
  useEffect(() => void refreshTimers(), []);

  if (!timers) return <p role="status">Loading timer status...</p>;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-3 rounded-lg border border-line bg-surface p-5 sm:grid-cols-2">
        <dt className="text-muted">Status</dt>
        <dd className="font-semibold">{timers.initialized ? 'Initialized' : 'Not initialized'}</dd>
        <dt className="text-muted">Current phase</dt>
        <dd className="font-semibold">{phaseLabel(timers.phase)}</dd>
        <dt className="text-muted">Whitelist ends</dt>
        <dd>{dateOrNotSet(timers.whitelistEndsAt)}</dd>
        <dt className="text-muted">ICO ends</dt>
        <dd>{dateOrNotSet(timers.icoEndsAt)}</dd>
      </dl>
      <div className="grid gap-4 md:grid-cols-3">
        {timers.phases.map((phase) => <PhaseCard key={phase.name} phase={phase} current={timers.initialized && phase.name === timers.phase} />)}
      </div>
      {!timers.initialized && (
        <p className="text-sm text-warning">
          Initializing starts the whitelist now for {timers.whitelist.days} days, followed by the ICO for {PHASES.ICO.durationDays} days. Contributions open immediately.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="accent" disabled={timers.initialized || busy !== null} onClick={() => void initializeTimers()}>
          {busy === 'initialize' ? 'Initializing...' : 'Initialize Countdown'}
        </Button>
        <Button type="button" variant="subtle" disabled={!timers.initialized || timers.phase === 'LISTING' || busy !== null} onClick={() => setConfirming('close')}>
          {busy === 'close' ? 'Closing...' : 'Close the sale now'}
        </Button>
        <Button type="button" variant="subtle" disabled={busy !== null} onClick={() => setConfirming('reset')}>
          Reset Timers
        </Button>
        <Button type="button" variant="subtle" disabled={busy !== null} onClick={() => void refreshTimers()}>
          {busy === 'refresh' ? 'Refreshing...' : 'Refresh Status'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming === 'reset'}
        title="Reset the sale timers?"
        description="The phase dates are cleared for everyone and contributions stop until the countdown is initialized again."
        confirmLabel="Reset Timers"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          void resetTimers();
        }}
      />
      <ConfirmDialog
        open={confirming === 'close'}
        title="Close the sale now?"
        description="The ICO ends now for everyone: contributions stop, the phase becomes Listing and the first vesting unlock is due, so the distribution plan can be built."
        confirmLabel="Close the sale"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          void closeSaleNow();
        }}
      />
    </div>
  );
}
