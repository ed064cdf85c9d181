// Admin Settings: username and password change, confirmed with the current password; the alert email.
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ADMIN_PASSWORD_MIN_LENGTH, ADMIN_USERNAME_MIN_LENGTH, AdminSettingsSchema } from '@core/schemas/admin-auth';
import { $adminBusy } from '../../stores/admin/session';
import { updateAdminSettings } from '../../stores/admin/settings';
import { showToast } from '../../stores/notices';
import { TextField } from '../ui/TextField';
import { useHydrated } from '../ui/use-hydrated';
import { Button } from '../ui/Button';
import { AdminAlertEmailSection } from './AdminAlertEmailSection';

const EMPTY = { username: '', currentPassword: '', newPassword: '', confirmPassword: '' };

/** The settings form; it resets after a successful update. */
export function AdminSettingsTab() {
  const hydrated = useHydrated();
  const busy = useStore($adminBusy);
  const [fields, setFields] = useState(EMPTY);
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(AdminSettingsSchema, fields);
    if (!parsed.success) {
      showToast('Update Failed', parsed.issues[0]?.message ?? 'Failed to update admin settings.', 'destructive');
      return;
    }
    if (await updateAdminSettings(fields)) setFields(EMPTY);
  }

  return (
    <div className="flex flex-col gap-8">
      <form method="post" onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      <TextField label="Username" name="username" autoComplete="username" value={fields.username} onChange={set('username')} hint={`At least ${ADMIN_USERNAME_MIN_LENGTH} characters; enter your current one to keep it.`} />
      <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" value={fields.currentPassword} onChange={set('currentPassword')} />
      <TextField label="New password (optional)" name="newPassword" type="password" autoComplete="new-password" value={fields.newPassword} onChange={set('newPassword')} hint={`At least ${ADMIN_PASSWORD_MIN_LENGTH} characters; leave empty to keep the current password.`} />
      <TextField label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" value={fields.confirmPassword} onChange={set('confirmPassword')} />
      <Button type="submit" variant="accent" disabled={!hydrated || busy !== null}>
        {busy === 'settings' ? 'Updating...' : 'Update Settings'}
      </Button>
      </form>
      <AdminAlertEmailSection />
    </div>
  );
}
