// "Forgot password?": the account's email; the answer is the same whether or not it has an account.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { $portalBusy, $resetRequested, requestPasswordReset, showPortal } from '../../stores/investor-portal';
import { TextField } from '../ui/TextField';
import { useHydrated } from '../ui/use-hydrated';
import { Button } from '../ui/Button';

/** The email form, then what to do next. */
export function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const busy = useStore($portalBusy);
  const requested = useStore($resetRequested);
  const heading = useRef<HTMLHeadingElement>(null);
  const [email, setEmail] = useState('');
  useEffect(() => heading.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    void requestPasswordReset(email);
  }

  return (
    <div className="flex flex-col gap-4">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        Reset your password
      </h2>
      {requested ? (
        <p role="status" className="rounded-lg border border-cyan-500/40 bg-slate-900 p-4 text-sm text-gray-200">
          If an account uses this email, we sent it a link to choose a new password. The link works once, for one hour.
        </p>
      ) : (
        <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-gray-300">Enter the email of your account and we will send you a link to choose a new password.</p>
          <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit" disabled={!hydrated || busy} variant="accent">
            {busy ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <Button variant="subtle" onClick={() => showPortal('auth', 'login')}>
        Back to Login
      </Button>
    </div>
  );
}
