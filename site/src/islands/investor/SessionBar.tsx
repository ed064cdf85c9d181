// The investor's sign-in on the gated pages, from $session: who is signed in, a reminder to replace a
// temporary password (the form is right below, in the gate), and Log out. Renders nothing for a visitor who is not signed in.
import { logoutInvestor, $session } from '../../stores/session';
import { Button } from '../ui/Button';
import { useHydratedStore } from '../ui/use-hydrated';
import { BreakableText } from './BreakableText';

/** A one-line bar above the gated page's content. */
export function SessionBar() {
  const session = useHydratedStore($session, { status: 'unknown' });
  if (session.status !== 'signed-in') return null;
  const { profile } = session;
  return (
    <div data-slot="session-bar" className="mx-auto flex max-w-4xl flex-wrap items-center gap-3 px-4 pt-6 text-sm text-gray-300">
      <p className="min-w-0">
        Signed in as <BreakableText className="font-semibold text-white" text={profile.username} />
      </p>
      {profile.mustChangePassword && <p className="text-amber-300">Choose a new password below to finish signing in.</p>}
      <Button variant="outline" size="sm" className="ml-auto" onClick={() => void logoutInvestor()}>
        Log out
      </Button>
    </div>
  );
}
