// A question that needs a yes before something happens for everyone (reset the timers, close the
// sale, approve a plan): the one Modal, narrow, with Cancel focused first so Enter never confirms by
// accident, and the confirming button that says what it does.
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

type ConfirmDialogProps = {
  /** Shown while true (default: while mounted). */
  open?: boolean;
  title: string;
  description?: ReactNode;
  /** What the confirming button does: "Reset Timers". */
  confirmLabel: string;
  /** Shown on the confirming button while `busy`: "Approving...". */
  busyLabel?: string;
  /** The action is running: the confirming button shows `busyLabel`. */
  busy?: boolean;
  /** Another action is running: the confirming button waits. */
  disabled?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape. */
  onCancel: () => void;
  /** Wider than a short question, for a dialog that lists figures. */
  size?: 'narrow' | 'regular';
  /** What the person confirms, between the description and the buttons. */
  children?: ReactNode;
};

/** A modal yes/no question; the owner closes it (in `onConfirm` or once the action is done). */
export function ConfirmDialog({ open = true, title, description, confirmLabel, busyLabel, busy = false, disabled = false, onConfirm, onCancel, size = 'narrow', children }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} closeButton={false} title={title} description={description} narrow={size === 'narrow'}>
      {children}
      <div data-slot="confirm-actions" className="mt-5 flex flex-wrap justify-end gap-3">
        <Button type="button" variant="subtle" autoFocus onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" variant="accent" disabled={busy || disabled} onClick={onConfirm}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
