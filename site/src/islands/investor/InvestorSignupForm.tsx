// The /mrdx Sign Up tab. Access to the dashboard comes with a contribution, so a successful sign-up
// points the visitor to the contribution form instead of opening an account.
import { useStore } from '@nanostores/react';
import { INVESTOR_PASSWORD_MIN_LENGTH } from '@core/schemas/investor-auth';
import { useState, type FormEvent } from 'react';
import { $portalBusy, signupInvestor } from '../../stores/investor-portal';
import { TextField } from '../ui/TextField';
import { useHydrated } from '../ui/use-hydrated';
import { Button, buttonVariants } from '../ui/Button';

const EMPTY = { email: '', username: '', password: '', confirmPassword: '' };

/** Sign-up form and, once accepted, the next step. */
export function InvestorSignupForm() {
  const hydrated = useHydrated();
  const busy = useStore($portalBusy);
  const [fields, setFields] = useState(EMPTY);
  const [accepted, setAccepted] = useState(false);
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await signupInvestor(fields)) {
      setAccepted(true);
      setFields(EMPTY);
    }
  }

  if (accepted) {
    return (
      <div className="flex flex-col gap-4 rounded-lg border border-cyan-500/40 bg-slate-900 p-5">
        <h2 className="text-lg font-semibold">Please complete your contribution to access mrdx.io</h2>
        <p className="text-sm text-gray-300">
          Dashboard access belongs to contributors. Once your contribution is confirmed on chain, your login details are emailed to the address you contribute with.
        </p>
        <a href="/#contribute" className={buttonVariants({ variant: 'accent', className: 'text-center' })}>
          Contribute now
        </a>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label="Email" name="email" type="email" autoComplete="email" value={fields.email} onChange={set('email')} />
      <TextField label="Username" name="username" autoComplete="username" value={fields.username} onChange={set('username')} />
      <TextField label="Password" name="password" type="password" autoComplete="new-password" value={fields.password} onChange={set('password')} hint={`At least ${INVESTOR_PASSWORD_MIN_LENGTH} characters.`} />
      <TextField label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" value={fields.confirmPassword} onChange={set('confirmPassword')} />
      <Button type="submit" disabled={!hydrated || busy} variant="accent">
        {busy ? 'Signing up...' : 'Sign Up'}
      </Button>
    </form>
  );
}
