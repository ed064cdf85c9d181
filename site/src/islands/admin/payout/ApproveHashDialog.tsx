// The approval of a payout plan (token distribution or refunds): a confirm dialog naming the exact hash
// the admin approves and what the plan pays, so the approval cannot be of another plan than the one read.
import { useStore } from '@nanostores/react';
import { $adminBusy } from '../../../stores/admin/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

interface ApproveHashDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** The busy key of the approval (stores/admin/session.ts). */
  busyKey: string;
  planHash: string;
  /** What the plan pays, one sentence ("3 wallets, 4 lines: 2.5 SOL"). */
  size: string;
  /** The hash paragraph's data-slot. */
  hashSlot: string;
  /** Approves `planHash`; resolves true when the server took it. */
  onApprove: (planHash: string) => Promise<boolean>;
  onClose: () => void;
}

export function ApproveHashDialog({ title, description, confirmLabel, busyKey, planHash, size, hashSlot, onApprove, onClose }: ApproveHashDialogProps) {
  const busy = useStore($adminBusy);
  return (
    <ConfirmDialog
      size="regular"
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel="Approving..."
      busy={busy === busyKey}
      disabled={busy !== null}
      onCancel={onClose}
      onConfirm={() => void onApprove(planHash).then((done) => done && onClose())}
    >
      <p className="mt-4 text-sm text-muted">You approve exactly the plan with this hash:</p>
      <p className="mt-1 rounded-md bg-field p-2 font-mono text-sm break-all text-heading" data-slot={hashSlot}>
        {planHash}
      </p>
      <p className="mt-3 text-sm text-muted">{size}.</p>
    </ConfirmDialog>
  );
}
