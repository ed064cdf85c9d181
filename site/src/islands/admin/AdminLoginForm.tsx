// /admin/login: username (or email) and password; on success a toast and the dashboard. Sent here by an
// expired session (stores/admin/session.ts), it says so above the form.
import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { AdminLoginSchema, ADMIN_AUTH_MESSAGES } from '@core/schemas/admin-auth';
import { adminApi } from '../../lib/api/clients';
import { call, errorText } from '../../lib/api/request';
import { showToast } from '../../stores/notices';
import { TextField } from '../ui/TextField';
import { Toasts } from '../ui/Toasts';
import { useHydrated } from '../ui/use-hydrated';
import { Button } from '../ui/Button';

/** What the sign-in page says to an admin whose session ended while the console was open. */
const ADMIN_SESSION_EXPIRED = 'Your admin session has expired. Please sign in again.';

/** How long the success toast shows before the dashboard loads. */
const REDIRECT_DELAY_MS = 800;

/** The admin sign-in form with its destructive alert. */
export function AdminLoginForm() {
  const hydrated = useHydrated();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [expired, setExpired] = useState(false);
  // Read after hydration: the static page cannot know the query, and both renders must agree.
  useEffect(() => setExpired(new URLSearchParams(window.location.search).get('session') === 'expired'), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(AdminLoginSchema, { username, password });
    if (!parsed.success) {
      setError(parsed.issues[0]?.message ?? ADMIN_AUTH_MESSAGES.invalidCredentials);
      return;
    }
    setSubmitting(true);
    setError('');
    try {
      await call(adminApi.login.$post({ json: parsed.output }));
    } catch (failure) {
      setSubmitting(false);
      setError(errorText(failure, ADMIN_AUTH_MESSAGES.invalidCredentials));
      return;
    }
    showToast('Login successful', 'Redirecting to admin dashboard...');
    setTimeout(() => window.location.assign('/admin/dashboard'), REDIRECT_DELAY_MS);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      {expired && !error && (
        <p role="status" data-slot="session-expired" className="rounded-md border border-warning-line/60 bg-warning-surface p-3 text-sm text-warning-strong">
          {ADMIN_SESSION_EXPIRED}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-md border border-danger-line/60 bg-danger-surface p-3 text-sm text-danger-strong">
          {error}
        </p>
      )}
      <TextField label="Username / Email" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <Button type="submit" disabled={!hydrated || submitting} variant="accent">
        {submitting ? 'Logging in...' : 'Login as Admin'}
      </Button>
      <Toasts />
    </form>
  );
}
