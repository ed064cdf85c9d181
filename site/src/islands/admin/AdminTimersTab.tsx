// Admin ICO Timers: status, phase, dates, phase cards; Initialize, Reset (confirmed) and Refresh.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { PHASES } from '@core/sale-config';
import { $adminBusy } from '../../stores/admin/session';
import { initializeTimers, refreshTimers, resetTimers, $timers } from '../../stores/admin/timers';
import { PhaseCard } from './PhaseCard';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { formatDateTimeUtc } from '@core/format/time';

const dateOrNotSet = (iso: string | null) => (iso ? formatDateTimeUtc(iso) : 'Not set');

/** Timer status and controls; the Reset confirmation is a modal dialog. */
export function AdminTimersTab() {
  const timers = useStore($timers);
  const busy = useStore($adminBusy);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => void refreshTimers(), []);

  if (!timers) return <p role="status">Loading timer status...</p>;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-3 rounded-lg border border-slate-700 bg-slate-900 p-5 sm:grid-cols-2">
        <dt className="text-gray-300">Status</dt>
        <dd className="font-semibold">{timers.initialized ? 'Initialized' : 'Not initialized'}</dd>
        <dt className="text-gray-300">Current phase</dt>
        <dd className="font-semibold">{timers.phase}</dd>
        <dt className="text-gray-300">Whitelist ends</dt>
        <dd>{dateOrNotSet(timers.whitelistEndsAt)}</dd>
        <dt className="text-gray-300">ICO ends</dt>
        <dd>{dateOrNotSet(timers.icoEndsAt)}</dd>
      </dl>
      <div className="grid gap-4 md:grid-cols-3">
        {timers.phases.map((phase) => <PhaseCard key={phase.name} phase={phase} current={timers.initialized && phase.name === timers.phase} />)}
      </div>
      {!timers.initialized && (
        <p className="text-sm text-amber-200">
          Initializing starts the whitelist now for {timers.whitelist.days} days, followed by the ICO for {PHASES.ICO.durationDays} days. Contributions open immediately.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="accent" disabled={timers.initialized || busy !== null} onClick={() => void initializeTimers()}>
          {busy === 'initialize' ? 'Initializing...' : 'Initialize Countdown'}
        </Button>
        <Button type="button" variant="subtle" disabled={busy !== null} onClick={() => setConfirming(true)}>
          Reset Timers
        </Button>
        <Button type="button" variant="subtle" disabled={busy !== null} onClick={() => void refreshTimers()}>
          {busy === 'refresh' ? 'Refreshing...' : 'Refresh Status'}
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        closeButton={false}
        title="Reset the sale timers?"
        description="The phase dates are cleared for everyone and contributions stop until the countdown is initialized again."
        className="max-w-md"
      >
        <div className="mt-5 flex justify-end gap-3">
          <Button type="button" variant="subtle" autoFocus onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="accent"
            onClick={() => {
              setConfirming(false);
              void resetTimers();
            }}
          >
            Reset Timers
          </Button>
        </div>
      </Modal>
    </div>
  );
}
