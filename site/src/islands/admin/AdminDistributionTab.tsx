// Admin Distribution (issue 21): the token distribution plan (build, review, choose for flagged
// recipients, approve its hash, export), its recipients, and each unlock paid from the distribution
// wallet with the admin's browser wallet, with progress polled and verified on chain while visible.
// Loaded on demand by the console (its signing code loads later still, when the admin signs).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { pollWhileVisible } from '../../lib/api/poll-while-visible';
import { $distribution, $distributionError, refreshDistribution } from '../../stores/admin/distribution';
import { distributionSigning } from '../../stores/admin/distribution-signing';
import { $sale } from '../../stores/sale';
import { Button } from '../ui/Button';
import { PlanOverview } from './distribution/PlanOverview';
import { RecipientsSection } from './distribution/RecipientsSection';
import { UnlocksSection } from './distribution/UnlocksSection';
import { ErrorLine } from '../ui/ErrorLine';

/** How often the tab verifies batches that are sending (only while one is, and the tab is visible). */
const POLL_MS = 4_000;

export function AdminDistributionTab() {
  const answer = useStore($distribution);
  const error = useStore($distributionError);
  const sale = useStore($sale);
  useEffect(() => void refreshDistribution(), []);
  useEffect(() => pollWhileVisible(() => distributionSigning.pollPayouts(), POLL_MS), []);

  if (!answer) {
    return error ? (
      <div className="flex flex-col items-start gap-3">
        <ErrorLine text={error} />
        <Button variant="subtle" onClick={() => void refreshDistribution()}>
          Try again
        </Button>
      </div>
    ) : (
      <p role="status">Loading the distribution plan...</p>
    );
  }
  const cluster = sale?.cluster ?? 'localnet';
  return (
    <div className="flex flex-col gap-8" data-slot="distribution-tab">
      <ErrorLine text={error} />
      <PlanOverview answer={answer} cluster={cluster} />
      {answer.plan && <UnlocksSection plan={answer.plan} cluster={cluster} />}
      {answer.plan && <RecipientsSection plan={answer.plan} />}
    </div>
  );
}
