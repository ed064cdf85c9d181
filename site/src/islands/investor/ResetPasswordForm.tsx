// The form behind a mailed `#reset=` link: a new password (8+ characters) and its confirmation.
import { useStore } from '@nanostores/react';
import { INVESTOR_PASSWORD_MIN_LENGTH } from '@core/schemas/investor-auth';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { $portalBusy, resetPassword, showPortal } from '../../stores/investor-portal';
import { TextField } from '../ui/TextField';
import { useHydrated } from '../ui/use-hydrated';
import { Button } from '../ui/Button';

/** New password and confirmation; the server signs this browser in on success. */
export function ResetPasswordForm() {
  const hydrated = useHydrated();
  const busy = useStore($portalBusy);
  const heading = useRef<HTMLHeadingElement>(null);
  const [fields, setFields] = useState({ password: '', confirmPassword: '' });
  useEffect(() => heading.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    void resetPassword(fields);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        Choose a new password
      </h2>
      <TextField label="New password" name="password" type="password" autoComplete="new-password" value={fields.password} onChange={(e) => setFields({ ...fields, password: e.target.value })} hint={`At least ${INVESTOR_PASSWORD_MIN_LENGTH} characters.`} />
      <TextField label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" value={fields.confirmPassword} onChange={(e) => setFields({ ...fields, confirmPassword: e.target.value })} />
      <Button type="submit" disabled={!hydrated || busy} variant="accent">
        {busy ? 'Saving...' : 'Set new password'}
      </Button>
      <Button variant="subtle" onClick={() => showPortal('auth', 'login')}>
        Back to Login
      </Button>
    </form>
  );
}
