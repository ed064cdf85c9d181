// Wizard step 1, Personal Information: email, the wallet widget and the sale notice (whitelist or ICO).
import { useId } from 'react';
import { FieldError } from './FieldError';
import { WalletField } from './WalletField';
import { INPUT, LABEL, describedBy } from './ui';
import type { WizardWallet } from './use-wizard-wallet';
import type { WizardErrors, WizardValues } from './wizard-form';

type StepPersonalProps = {
  values: WizardValues;
  errors: WizardErrors;
  wallet: WizardWallet;
  /** The sale notice under the wallet (lib/sale/wizard-notice.ts); none when the sale takes no contributions. */
  notice: string | null;
  onChange: (patch: Partial<WizardValues>) => void;
};

/** Collects the email and the contributing wallet. */
export function StepPersonal({ values, errors, wallet, notice, onChange }: StepPersonalProps) {
  const id = useId();
  return (
    <div className="space-y-5">
      <div>
        <label htmlFor={`${id}-email`} className={LABEL}>
          Email Address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          className={INPUT}
          value={values.email}
          placeholder="you@example.com"
          onChange={(event) => onChange({ email: event.target.value })}
          {...describedBy(`${id}-email-error`, errors.email)}
        />
        <FieldError id={`${id}-email-error`} message={errors.email} />
      </div>
      <WalletField wallet={wallet} walletAddress={values.walletAddress} error={errors.walletAddress} onAddress={(walletAddress) => onChange({ walletAddress })} />
      {notice && (
        <p data-slot="whitelist-notice" className="rounded-lg border border-cyan-400/30 bg-cyan-950/30 p-4 text-sm text-cyan-100">
          {notice}
        </p>
      )}
    </div>
  );
}
