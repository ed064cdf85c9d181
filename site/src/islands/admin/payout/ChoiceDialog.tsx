// The admin's audited choice for a flagged payout (a distribution recipient, a refund line): pay it
// anyway or hold it, with a reason the server keeps in the audit log; made while the plan is a draft.
import { useState, type FormEvent, type ReactNode } from 'react';
import type { RecipientChoice } from '@core/api/distribution';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';

export interface ChoiceDialogProps {
  /** "Pay or hold this recipient". */
  title: string;
  /** Its flags in words. */
  description: string;
  wallet: string;
  /** What it pays and what each choice means. */
  explanation: ReactNode;
  /** The radio labels. */
  payLabel: string;
  holdLabel: string;
  initialChoice: RecipientChoice | null;
  initialReason: string | null;
  /** The save is running; another action is running. */
  saving: boolean;
  disabled: boolean;
  /** Saves the choice; resolves true when the server took it. */
  onSave: (choice: RecipientChoice, reason: string) => Promise<boolean>;
  onClose: () => void;
}

export function ChoiceDialog({ title, description, wallet, explanation, payLabel, holdLabel, initialChoice, initialReason, saving, disabled, onSave, onClose }: ChoiceDialogProps) {
  const [choice, setChoice] = useState<RecipientChoice>(initialChoice ?? 'hold');
  const [reason, setReason] = useState(initialReason ?? '');
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await onSave(choice, reason.trim())) onClose();
  }
  return (
    <Modal title={title} description={description} onClose={onClose}>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <p className="font-mono text-sm break-all text-heading">{wallet}</p>
        <p className="text-sm text-muted">{explanation}</p>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-fg-soft">Choice</legend>
          {(['pay', 'hold'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="payout-choice" value={value} checked={choice === value} onChange={() => setChoice(value)} className="size-4 accent-accent-line" />
              {value === 'pay' ? payLabel : holdLabel}
            </label>
          ))}
        </fieldset>
        <TextField label="Reason" name="choice-reason" required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} hint="3 to 500 characters; kept in the audit log." />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="subtle" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="accent" disabled={disabled}>
            {saving ? 'Saving...' : 'Save choice'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
