// What a referral island shows before its first answer: a quiet line, or the failure with a retry.
import { loadReferralDashboard } from '../../stores/referral';
import { Button } from '../ui/Button';

/** Loading, or the load failed. */
export function LoadState({ failed }: { failed: boolean }) {
  if (!failed) return <p className="text-gray-300" role="status">Loading your referral data...</p>;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-rose-200">
      Your referral data could not be loaded.
      <Button variant="subtle" size="sm" onClick={() => void loadReferralDashboard()}>
        Try again
      </Button>
    </div>
  );
}
