// The /mrdx Login tab: email (or username) and password.
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { $portalBusy, loginInvestor } from '../../stores/investor-portal';
import { TextField } from '../ui/TextField';
import { useHydrated } from '../ui/use-hydrated';
import { Button } from '../ui/Button';

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
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label="Username or email" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} hint="Use the email you contributed with; your temporary password was sent to it." />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <Button type="submit" disabled={!hydrated || busy} variant="accent">
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
