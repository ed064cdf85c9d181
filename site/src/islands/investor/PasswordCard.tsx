// The dashboard's password card: after a wallet sign-in revoked the mailed temporary password, "Set a
// password" (no current password asked: there is none) reopens password sign-in; otherwise "Change
// password" with the current one. Reachable only in a session: it lives on the signed-in dashboard.
import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { INVESTOR_PASSWORD_MIN_LENGTH } from '@core/schemas/investor-auth';
import { $passwordBusy, changePassword, setFirstPassword } from '../../stores/investor-password';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { BreakableText } from './BreakableText';

const CARD = 'rounded-xl border border-slate-700 bg-slate-900/80 p-5';
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** "Set a password" when the account has none, else "Change password". */
export function PasswordCard({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const busy = useStore($passwordBusy);
  const [fields, setFields] = useState(EMPTY);
  const id = useId();
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = hasPassword ? await changePassword(fields) : await setFirstPassword(fields);
    if (saved) setFields(EMPTY);
  }

  const form = (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate className="mt-4 flex flex-col gap-3">
      {hasPassword && (
        <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" value={fields.currentPassword} onChange={set('currentPassword')} />
      )}
      <TextField label="New password" name="newPassword" type="password" autoComplete="new-password" value={fields.newPassword} onChange={set('newPassword')} hint={`At least ${INVESTOR_PASSWORD_MIN_LENGTH} characters.`} />
      <TextField label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" value={fields.confirmPassword} onChange={set('confirmPassword')} />
      <Button type="submit" variant="accent" disabled={busy}>
        {busy ? 'Saving...' : hasPassword ? 'Save new password' : 'Set password'}
      </Button>
    </form>
  );

  if (hasPassword) {
    // Rarely needed once set: folded, so the side column stays about the investment.
    return (
      <details className={CARD} data-slot="password-card">
        <summary className="cursor-pointer text-lg font-semibold text-white">Change password</summary>
        <p className="mt-1 text-sm text-gray-300">Changing it signs out your other sessions.</p>
        {form}
      </details>
    );
  }
  return (
    <section aria-labelledby={`${id}-title`} className={CARD} data-slot="password-card">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-white">Set a password</h2>
      <p className="mt-1 text-sm text-gray-300">
        You signed in with your wallet, which closed sign-in with the mailed temporary password. Set a password to also sign in with <BreakableText text={email} />.
      </p>
      {form}
    </section>
  );
}
