// Wizard step 1, Personal Information: email, the wallet widget and the whitelist notice.
import { useId } from 'react';
import { ACCEPTED_CURRENCY } from '@core/sale-config';
import { FieldError } from './FieldError';
import { WalletField } from './WalletField';
import { INPUT, LABEL, describedBy } from './ui';
import type { WizardWallet } from './use-wizard-wallet';
import type { WizardErrors, WizardValues } from './wizard-form';

type StepPersonalProps = {
  values: WizardValues;
  errors: WizardErrors;
  wallet: WizardWallet;
  whitelist: { maxParticipants: number; maxSolPerPerson: number; days: number };
  onChange: (patch: Partial<WizardValues>) => void;
};

/** Collects the email and the contributing wallet. */
export function StepPersonal({ values, errors, wallet, whitelist, onChange }: StepPersonalProps) {
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
      <p data-slot="whitelist-notice" className="rounded-lg border border-cyan-400/30 bg-cyan-950/30 p-4 text-sm text-cyan-100">
        Only {ACCEPTED_CURRENCY.symbol} is accepted. The whitelist is limited to {whitelist.maxParticipants} participants with a maximum of{' '}
        {whitelist.maxSolPerPerson} {ACCEPTED_CURRENCY.symbol} per person, and lasts {whitelist.days} days before the regular ICO continues.
      </p>
    </div>
  );
}
