// /whitelist registration: before a wallet connects, the connect button in place; after, 'Complete Your
// Whitelist Registration' (email, prefilled from an investor session, the connected wallet, consent to the
// terms), then the registration and the places taken (by credited wallets, core/whitelist-places.ts).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { $profile } from '../../stores/session';
import {
  $whitelistError,
  $whitelistRegistration,
  $whitelistSubmitting,
  checkWhitelistStatus,
  registerForWhitelist,
  registeredText,
} from '../../stores/whitelist-registration';
import { placesTakenText, WHITELIST_PLACE_RULE } from '@core/whitelist-places';
import { useHydrated, useHydratedStore } from '../ui/use-hydrated';
import { Button } from '../ui/Button';
import { WalletButton } from '../wallet/WalletButton';

const FIELD = 'min-h-11 w-full rounded-md border border-white/20 bg-space-800 px-3 py-2 text-gray-100 placeholder:text-gray-400';

/** The registration card; before a wallet connects it only says what to do. */
export function WhitelistRegistration() {
  const state = useHydratedStore($whitelistRegistration, { status: 'no-wallet' });
  const error = useHydratedStore($whitelistError, null);
  const submitting = useHydratedStore($whitelistSubmitting, false);
  const profile = useHydratedStore($profile, null);
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [terms, setTerms] = useState(false);
  const [newsletter, setNewsletter] = useState(false);
  const id = useId();

  useEffect(() => {
    if (profile?.email) setEmail((typed) => typed || profile.email);
  }, [profile?.email]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void registerForWhitelist({ email, termsAccepted: terms, newsletterSubscribed: newsletter });
  };

  return (
    <div data-slot="whitelist-registration" className="card mx-auto min-h-40 max-w-xl text-left" aria-live="polite">
      {state.status === 'no-wallet' && (
        <>
          <h2 className="text-xl font-bold text-white">Register for the whitelist</h2>
          <p className="mt-2 text-gray-300">Connect the Solana wallet you will contribute from to register it.</p>
          <WalletButton className="mt-4" />
        </>
      )}
      {state.status === 'checking' && <p className="text-gray-300">Checking your whitelist registration…</p>}
      {state.status === 'unavailable' && (
        <>
          <p role="alert" className="text-red-300">{state.message}</p>
          <Button variant="outline" className="mt-3" onClick={() => void checkWhitelistStatus(state.wallet)}>Try again</Button>
        </>
      )}
      {state.status === 'registered' && (
        <>
          <h2 className="text-xl font-bold text-white">You're on the whitelist</h2>
          <p data-slot="whitelist-place" className="mt-2 text-emerald-300">{registeredText(state.taken, state.limit)}.</p>
          <p className="mt-1 text-sm text-gray-300">{WHITELIST_PLACE_RULE} Contribute from this wallet during the whitelist to take yours.</p>
          <p className="mt-1 text-sm text-gray-300">Registration #{state.position} · wallet <span className="font-mono break-all">{state.wallet}</span></p>
        </>
      )}
      {state.status === 'unregistered' && (
        <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
          <h2 className="text-xl font-bold text-white">Complete Your Whitelist Registration</h2>
          <p className="text-sm text-gray-300" data-slot="whitelist-places">{placesTakenText(state.taken, state.limit)}. {WHITELIST_PLACE_RULE}</p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-email`} className="text-sm font-medium text-gray-200">Email</label>
            <input id={`${id}-email`} type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} className={FIELD} placeholder="you@example.com" />
          </div>
          <div className="flex flex-col gap-1.5">
            <span id={`${id}-wallet-label`} className="text-sm font-medium text-gray-200">Wallet</span>
            <p aria-labelledby={`${id}-wallet-label`} data-slot="whitelist-wallet" className="rounded-md bg-white/5 px-3 py-2 font-mono text-sm break-all text-gray-100">{state.wallet}</p>
          </div>
          <label className="flex items-start gap-2 text-sm text-gray-200">
            <input type="checkbox" checked={terms} onChange={(event) => setTerms(event.target.checked)} className="mt-1 h-4 w-4" />
            <span>I agree to the <a href="/terms" target="_blank" rel="noopener" className="link">terms and conditions</a><span className="sr-only"> (opens in a new tab)</span></span>
          </label>
          <label className="flex items-start gap-2 text-sm text-gray-200">
            <input type="checkbox" checked={newsletter} onChange={(event) => setNewsletter(event.target.checked)} className="mt-1 h-4 w-4" />
            <span>Also send me the MRDX newsletter (we mail a confirmation link)</span>
          </label>
          {error && <p role="alert" data-slot="whitelist-error" className="text-red-300">{error}</p>}
          <Button type="submit" variant="primary" className="self-start" disabled={!hydrated || submitting}>
            {submitting ? 'Registering...' : 'Register for the whitelist'}
          </Button>
        </form>
      )}
    </div>
  );
}
