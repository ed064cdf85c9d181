// The /mrdx Sign Up tab: the account opens once the mailed link confirms the email; dashboard access
// also needs a contribution, so an accepted sign-up continues to the contribution form.
import { useStore } from '@nanostores/react';
import { INVESTOR_PASSWORD_MIN_LENGTH } from '@core/schemas/investor-auth';
import { useState, type FormEvent } from 'react';
import { $portalBusy, $signupAccepted, CONTRIBUTE_PATH, SIGNUP_CONFIRM_TEXT, SIGNUP_CONFIRM_TITLE, SIGNUP_DONE, signupInvestor } from '../../stores/investor-portal';
import { TextField } from '../ui/TextField';
import { useHydrated } from '../ui/use-hydrated';
import { Button, buttonVariants } from '../ui/Button';
import { ContributeLink } from '../sale/ContributeLink';

const EMPTY = { email: '', username: '', password: '', confirmPassword: '' };

/** Sign-up form and, once accepted, the next step. */
export function InvestorSignupForm() {
  const hydrated = useHydrated();
  const busy = useStore($portalBusy);
  const accepted = useStore($signupAccepted);
  const [fields, setFields] = useState(EMPTY);
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await signupInvestor(fields)) setFields(EMPTY);
  }

  if (accepted) {
    return (
      <div role="status" data-slot="signup-accepted" className="flex flex-col gap-4 rounded-lg border border-cyan-500/40 bg-slate-900 p-5">
        <h2 className="text-lg font-semibold">{SIGNUP_CONFIRM_TITLE}</h2>
        <p className="text-sm text-gray-300">
          {SIGNUP_CONFIRM_TEXT} {SIGNUP_DONE}: dashboard access comes with your contribution. Taking you to the contribution form...
        </p>
        <ContributeLink href={CONTRIBUTE_PATH} className={buttonVariants({ variant: 'accent', className: 'text-center' })}>
          Contribute now
        </ContributeLink>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label="Email" name="email" type="email" autoComplete="email" value={fields.email} onChange={set('email')} />
      <TextField label="Username" name="username" autoComplete="username" value={fields.username} onChange={set('username')} hint="3 to 32 letters, digits, dots, dashes or underscores." />
      <TextField label="Password" name="password" type="password" autoComplete="new-password" value={fields.password} onChange={set('password')} hint={`At least ${INVESTOR_PASSWORD_MIN_LENGTH} characters.`} />
      <TextField label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" value={fields.confirmPassword} onChange={set('confirmPassword')} />
      <Button type="submit" disabled={!hydrated || busy} variant="accent">
        {busy ? 'Signing up...' : 'Sign Up'}
      </Button>
    </form>
  );
}
