// The refund plan in the console's Payments tab (below what is owed, AdminRefundsSection.tsx): the plan
// (build, review, choose for flagged lines, approve its hash, export), its assets each paid from the
// treasury with the admin's browser wallet, and its lines; progress polled and verified on chain while
// a batch is sending and the tab is visible. The signing code loads only when the admin pays.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { pollWhileVisible } from '../../../lib/api/poll-while-visible';
import { $refundPlan, $refundPlanError, refreshRefundPlan } from '../../../stores/admin/refund-plan';
import { refundSigning } from '../../../stores/admin/refund-signing';
import { Button } from '../../ui/Button';
import { ErrorLine } from '../../ui/ErrorLine';
import { RefundAssetsSection } from './RefundAssetsSection';
import { RefundLinesSection } from './RefundLinesSection';
import { RefundPlanOverview } from './RefundPlanOverview';

/** How often the section verifies batches that are sending (only while one is, and the tab is visible). */
const POLL_MS = 4_000;

export function RefundPlanSection({ cluster }: { cluster: string }) {
  const answer = useStore($refundPlan);
  const error = useStore($refundPlanError);
  useEffect(() => void refreshRefundPlan(), []);
  useEffect(() => pollWhileVisible(() => refundSigning.pollPayouts(), POLL_MS), []);

  if (!answer) {
    return error ? (
      <div className="flex flex-col items-start gap-3">
        <ErrorLine text={error} />
        <Button variant="subtle" onClick={() => void refreshRefundPlan()}>
          Try again
        </Button>
      </div>
    ) : (
      <p role="status">Loading the refund plan...</p>
    );
  }
  return (
    <div className="flex flex-col gap-8" data-slot="refund-plan">
      <ErrorLine text={error} />
      <RefundPlanOverview answer={answer} cluster={cluster} />
      {answer.plan && <RefundAssetsSection plan={answer.plan} cluster={cluster} />}
      {answer.plan && <RefundLinesSection plan={answer.plan} />}
    </div>
  );
}
