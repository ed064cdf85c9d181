// /admin/reset: replaces the admin credentials with the reset token configured as a server secret.
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ADMIN_PASSWORD_MIN_LENGTH, AdminEmergencyResetSchema } from '@core/schemas/admin-auth';
import { adminApi } from '../../lib/api/clients';
import { call, errorText } from '../../lib/api/request';
import { showToast } from '../../stores/notices';
import { TextField } from '../ui/TextField';
import { Toasts } from '../ui/Toasts';
import { useHydrated } from '../ui/use-hydrated';
import { Button } from '../ui/Button';

const SUCCESS = 'Admin credentials have been reset. You can now log in with your new username and password.';

/** Token, new username (default 'admin'), password and confirmation. */
export function AdminResetForm() {
  const hydrated = useHydrated();
  const [fields, setFields] = useState({ token: '', username: 'admin', password: '', confirmPassword: '' });
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { token, ...body } = fields;
    if (!token.trim()) return setMessage({ kind: 'error', text: 'Reset token is required' });
    const parsed = v.safeParse(AdminEmergencyResetSchema, body);
    if (!parsed.success) return setMessage({ kind: 'error', text: parsed.issues[0]?.message ?? 'Failed to reset admin credentials.' });
    setSubmitting(true);
    try {
      await call(adminApi['emergency-reset'].$post({ json: parsed.output }, { headers: { 'X-Reset-Token': token.trim() } }));
    } catch (failure) {
      return setMessage({ kind: 'error', text: errorText(failure, 'Failed to reset admin credentials.') });
    } finally {
      setSubmitting(false);
    }
    setFields({ token: '', username: parsed.output.username, password: '', confirmPassword: '' });
    setMessage({ kind: 'success', text: SUCCESS });
    showToast('Admin credentials reset', SUCCESS);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={`rounded-md border p-3 text-sm ${message.kind === 'error' ? 'border-danger-line/60 bg-danger-surface text-danger-strong' : 'border-success-line/60 bg-success-surface text-success-strong'}`}>
          {message.text}
          {message.kind === 'success' && (
            <>
              {' '}
              <a href="/admin/login" className="underline">Go to admin login</a>
            </>
          )}
        </p>
      )}
      <TextField label="Reset token" name="token" type="password" autoComplete="off" value={fields.token} onChange={set('token')} hint="The ADMIN_RESET_TOKEN secret configured on the server." />
      <TextField label="New username" name="username" autoComplete="username" value={fields.username} onChange={set('username')} />
      <TextField label="New password" name="password" type="password" autoComplete="new-password" value={fields.password} onChange={set('password')} hint={`At least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`} />
      <TextField label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" value={fields.confirmPassword} onChange={set('confirmPassword')} />
      <Button type="submit" disabled={!hydrated || submitting} variant="accent">
        {submitting ? 'Resetting...' : 'Reset Admin Credentials'}
      </Button>
      <Toasts />
    </form>
  );
}
