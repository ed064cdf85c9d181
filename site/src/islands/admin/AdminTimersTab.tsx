// Admin ICO Timers: status, phase, dates, phase cards; Initialize, Reset (confirmed) and Refresh.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { PHASES } from '@core/sale-config';
import { $adminBusy, $timers, initializeTimers, refreshTimers, resetTimers } from '../../stores/admin';
import { PhaseCard } from './PhaseCard';
import { Button } from '../ui/Button';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'long' }) : 'Not set');

/** Timer status and controls; the Reset confirmation is a modal dialog. */
export function AdminTimersTab() {
  const timers = useStore($timers);
  const busy = useStore($adminBusy);
  const dialog = useRef<HTMLDialogElement>(null);
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
        <dd>{when(timers.whitelistEndsAt)}</dd>
        <dt className="text-gray-300">ICO ends</dt>
        <dd>{when(timers.icoEndsAt)}</dd>
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
        <Button type="button" variant="subtle" disabled={busy !== null} onClick={() => dialog.current?.showModal()}>
          Reset Timers
        </Button>
        <Button type="button" variant="subtle" disabled={busy !== null} onClick={() => void refreshTimers()}>
          {busy === 'refresh' ? 'Refreshing...' : 'Refresh Status'}
        </Button>
      </div>
      <dialog ref={dialog} aria-labelledby="reset-timers-title" className="m-auto max-w-md rounded-lg border border-slate-600 bg-slate-900 p-6 text-gray-100 backdrop:bg-black/70">
        <h2 id="reset-timers-title" className="text-lg font-semibold">Reset the sale timers?</h2>
        <p className="mt-2 text-sm text-gray-300">The phase dates are cleared for everyone and contributions stop until the countdown is initialized again.</p>
        <form method="dialog" className="mt-5 flex justify-end gap-3">
          <Button type="submit" variant="subtle" autoFocus>
            Cancel
          </Button>
          <Button type="submit" variant="accent" onClick={() => void resetTimers()}>
            Reset Timers
          </Button>
        </form>
      </dialog>
    </div>
  );
}
