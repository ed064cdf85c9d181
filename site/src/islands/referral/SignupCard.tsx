// The referral sign-up card: the session's email, read-only, and the
// button that asks the server for the affiliate's code (POST /api/investor/referrals).
import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { $profile } from '../../stores/session';
import { $referralCreating, createReferralCode } from '../../stores/referral';
import { Button } from '../ui/Button';

/** Shown until the affiliate has a code. */
export function SignupCard() {
  const profile = useStore($profile);
  const creating = useStore($referralCreating);
  const emailId = useId();
  const email = profile?.email ?? '';
  return (
    <section aria-labelledby="referral-signup-title" data-slot="referral-signup" className="rounded-2xl border border-gray-800 bg-gray-900/80 p-6">
      <h2 id="referral-signup-title" className="text-xl font-semibold text-white">Join the referral program</h2>
      <p className="mt-2 text-gray-300">Your code is tied to the email you contributed with.</p>
      <form
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void createReferralCode(email);
        }}
      >
        <div className="flex-1">
          <label htmlFor={emailId} className="text-sm font-medium text-gray-200">Email</label>
          <input id={emailId} type="email" readOnly value={email} className="mt-1 w-full rounded-md border border-gray-700 bg-gray-950 px-3 py-2 text-white" />
        </div>
        <Button type="submit" variant="accent" disabled={creating}>
          {creating ? 'Creating...' : 'Create my referral code'}
        </Button>
      </form>
    </section>
  );
}
