// The /mrdx Login tab: username or email and password, "Forgot password?", and wallet sign-in.
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { $portalBusy, loginInvestor, showPortal } from '../../stores/investor-portal';
import { TextField } from '../ui/TextField';
import { useHydrated } from '../ui/use-hydrated';
import { Button } from '../ui/Button';
import { WalletSignInButton } from './WalletSignInButton';

/** Sign-in form; the server's answer decides where the investor goes next. */
export function InvestorLoginForm() {
  const hydrated = useHydrated();
  const busy = useStore($portalBusy);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    void loginInvestor({ username, password });
  }

  return (
    <div className="flex flex-col gap-6">
      <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Username or email" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} hint="Contributors: the email you contributed with; your temporary password was sent to it." />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" disabled={!hydrated || busy} variant="accent">
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
        <button type="button" onClick={() => showPortal('forgot')} className="self-start text-sm text-cyan-300 underline hover:text-cyan-200 focus-visible:outline-2 focus-visible:outline-cyan-300">
          Forgot password?
        </button>
      </form>
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-gray-300" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-700" />
        or
        <span className="h-px flex-1 bg-slate-700" />
      </div>
      <WalletSignInButton />
    </div>
  );
}
