// Settings > Operations alerts: where this admin's alert mails go (the watcher behind, a stale price,
// a failing RPC, the treasury disagreeing with its books). Without an address the admin gets none.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { AlertEmailSchema } from '@core/schemas/operations';
import { $alertEmail, loadAlertEmail, saveAlertEmail } from '../../stores/admin/operations';
import { $adminBusy } from '../../stores/admin/session';
import { showToast } from '../../stores/notices';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { useHydrated } from '../ui/use-hydrated';

export function AdminAlertEmailSection() {
  const hydrated = useHydrated();
  const busy = useStore($adminBusy);
  const saved = useStore($alertEmail);
  const [email, setEmail] = useState('');
  useEffect(() => void loadAlertEmail(), []);
  // Fills in the stored address once loaded, never over what the admin already typed.
  useEffect(() => {
    if (saved !== undefined) setEmail((typed) => typed || (saved ?? ''));
  }, [saved]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(AlertEmailSchema, { email });
    if (!parsed.success) {
      showToast('Alert email not saved', parsed.issues[0]?.message ?? 'Enter a valid email address.', 'destructive');
      return;
    }
    await saveAlertEmail(parsed.output.email);
  }

  async function stop() {
    if (await saveAlertEmail(null)) setEmail('');
  }

  return (
    <section aria-labelledby="alert-email-title" className="flex max-w-md flex-col gap-3 border-t border-line pt-6">
      <h2 id="alert-email-title" className="text-lg font-semibold text-heading">
        Operations alerts
      </h2>
      <p className="text-sm text-muted">
        One mail per incident and one when it is resolved: the watcher more than 5 minutes behind, a stale price, a failing RPC, or the treasury disagreeing with its books.
        {saved === null && ' You have no alert email: you get no alerts.'}
      </p>
      <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField label="Alert email" name="alertEmail" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="accent" disabled={!hydrated || busy !== null || saved === undefined}>
            {busy === 'alert-email' ? 'Saving...' : 'Save alert email'}
          </Button>
          {saved && (
            <Button type="button" variant="subtle" disabled={!hydrated || busy !== null} onClick={() => void stop()}>
              Stop alerts
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
