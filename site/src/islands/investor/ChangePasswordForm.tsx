// Shown after a sign-in with the mailed temporary password: it must be replaced before continuing. On
// /mrdx it continues to the dashboard; on a gated page (`stay`) that page opens in place.
import { useStore } from '@nanostores/react';
import { INVESTOR_PASSWORD_MIN_LENGTH } from '@core/schemas/investor-auth';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { $portalBusy, changeInvestorPassword } from '../../stores/investor-portal';
import { TextField } from '../ui/TextField';
import { useHydrated } from '../ui/use-hydrated';
import { Button } from '../ui/Button';

/** Current (temporary) password, new password and confirmation. */
export function ChangePasswordForm({ stay = false }: { stay?: boolean }) {
  const hydrated = useHydrated();
  const busy = useStore($portalBusy);
  const heading = useRef<HTMLHeadingElement>(null);
  const [fields, setFields] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  // The form replaces the tabs: move focus to its heading so screen readers follow.
  useEffect(() => heading.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    void changeInvestorPassword(fields, { stay });
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        Choose a new password
      </h2>
      <p className="text-sm text-gray-300">You signed in with a temporary password. Replace it with one only you know before continuing.</p>
      <TextField label="Temporary password" name="currentPassword" type="password" autoComplete="current-password" value={fields.currentPassword} onChange={set('currentPassword')} />
      <TextField label="New password" name="newPassword" type="password" autoComplete="new-password" value={fields.newPassword} onChange={set('newPassword')} hint={`At least ${INVESTOR_PASSWORD_MIN_LENGTH} characters.`} />
      <TextField label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" value={fields.confirmPassword} onChange={set('confirmPassword')} />
      <Button type="submit" disabled={!hydrated || busy} variant="accent">
        {busy ? 'Saving...' : 'Save new password'}
      </Button>
    </form>
  );
}
