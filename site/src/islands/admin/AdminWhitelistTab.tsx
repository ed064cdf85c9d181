// Admin Whitelist: days, max participants and max SOL per person, saved and enforced by the server,
// then the whitelist mode and the registrations.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { WHITELIST_SETTING_RANGES as R } from '@core/schemas/whitelist-settings';
import { $adminBusy } from '../../stores/admin/session';
import { refreshTimers, $timers } from '../../stores/admin/timers';
import { saveWhitelistSettings } from '../../stores/admin/whitelist';
import { TextField } from '../ui/TextField';
import { useHydrated } from '../ui/use-hydrated';
import { Button } from '../ui/Button';
import { placesTakenText, WHITELIST_PLACE_RULE } from '@core/whitelist-places';
import { WhitelistRegistrations } from './WhitelistRegistrations';

/** The three inputs, filled with the saved values. */
export function AdminWhitelistTab() {
  const hydrated = useHydrated();
  const timers = useStore($timers);
  const busy = useStore($adminBusy);
  const [fields, setFields] = useState<{ days: string; maxParticipants: string; maxSolPerPerson: string } | null>(null);

  useEffect(() => {
    // Once on mount, from the store's value then (the store itself updates `timers` later).
    if (!$timers.get()) void refreshTimers();
  }, []);
  useEffect(() => {
    if (timers && !fields) {
      const { days, maxParticipants, maxSolPerPerson } = timers.whitelist;
      setFields({ days: String(days), maxParticipants: String(maxParticipants), maxSolPerPerson: String(maxSolPerPerson) });
    }
  }, [timers, fields]);

  if (!fields) return <p role="status">Loading whitelist settings...</p>;
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!fields) return;
    void saveWhitelistSettings({ days: Number(fields.days), maxParticipants: Number(fields.maxParticipants), maxSolPerPerson: fields.maxSolPerPerson });
  }

  return (
    <div className="flex flex-col gap-8">
    <p data-slot="whitelist-places-taken" className="text-fg-soft">
      <span className="font-semibold text-heading">{placesTakenText(timers?.whitelistPlacesTaken ?? 0, timers?.whitelist.maxParticipants ?? 0)}.</span> {WHITELIST_PLACE_RULE}
    </p>
    <form method="post" onSubmit={submit} className="flex max-w-md flex-col gap-4">
      <TextField label="Whitelist days" type="number" min={R.days.min} max={R.days.max} step={R.days.step} required value={fields.days} onChange={set('days')} hint={`Used the next time the countdown is initialized (${R.days.min} to ${R.days.max}).`} />
      <TextField label="Max participants" type="number" min={R.maxParticipants.min} max={R.maxParticipants.max} step={R.maxParticipants.step} required value={fields.maxParticipants} onChange={set('maxParticipants')} hint={`Wallets that can hold a whitelist place (${R.maxParticipants.min} to ${R.maxParticipants.max}); applies to new contributions at once.`} />
      <TextField label="Max SOL per person" type="number" min={R.maxSolPerPerson.min} max={R.maxSolPerPerson.max} step={R.maxSolPerPerson.step} required value={fields.maxSolPerPerson} onChange={set('maxSolPerPerson')} hint={`Per wallet during the whitelist (${R.maxSolPerPerson.min} to ${R.maxSolPerPerson.max}); applies to new contributions at once.`} />
      <Button type="submit" variant="accent" disabled={!hydrated || busy !== null}>
        {busy === 'whitelist' ? 'Saving...' : 'Update Timer Settings'}
      </Button>
    </form>
    <WhitelistRegistrations />
    </div>
  );
}
