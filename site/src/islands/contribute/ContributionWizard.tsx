// The contribution wizard island (#contribute): three validated steps, then the payment flow
// (wallet signature or Solana Pay) until the server credits the contribution.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { parseSolToLamports } from '@core/lamports';
import { CONTRIBUTION_MESSAGES, type ContributionIntentRequest } from '@core/schemas/contribution';
import { useStablecoinRules } from './use-stablecoin-rules';
import { canBuyIn } from '@core/sale-stage';
import { wizardSaleNotice } from '../../lib/sale/wizard-notice';
import { LazySaleStageNotice as SaleStageNotice } from '../sale/LazySaleStageNotice';
import { canSignAndSend } from '../../lib/wallets/wallet-capabilities';
import { captureReferralFromUrl, storedReferralCode } from '../../lib/sale/referral-capture';
import { PaymentPanel } from './PaymentPanel';
import { Spinner } from '../ui/Spinner';
import { STEP_TITLES, StepIndicator } from './StepIndicator';
import { StepPayment } from './StepPayment';
import { StepPersonal } from './StepPersonal';
import { StepReview } from './StepReview';
import { isBusy } from '../../lib/sale/payment-flow';
import { useSaleFacts } from './use-sale-facts';
import { useWizardWallet } from './use-wizard-wallet';
import { $payment, resetPayment, showQrPayment, startPayment } from '../../stores/payment';
import { INITIAL_VALUES, firstInvalidStep, validateStep, type WizardErrors, type WizardStep, type WizardValues } from './wizard-form';
import { Button } from '../ui/Button';

type ContributionWizardProps = {
  /** Amount to prefill (the /checkout hand-off), in `initialCurrency` (SOL when absent). */
  initialAmount?: string;
  initialCurrency?: string;
};

/** The whole contribution flow in one island. */
export function ContributionWizard({ initialAmount = '', initialCurrency }: ContributionWizardProps) {
  const { sale, saleError, rates } = useSaleFacts();
  const wallet = useWizardWallet();
  const [step, setStep] = useState<WizardStep>(1);
  const [values, setValues] = useState<WizardValues>({ ...INITIAL_VALUES, amount: initialAmount, currency: initialCurrency ?? INITIAL_VALUES.currency });
  const stablecoinRules = useStablecoinRules(values.currency !== 'sol');
  const [errors, setErrors] = useState<WizardErrors>({});
  const [focusTarget, setFocusTarget] = useState<{ kind: 'heading' | 'error'; at: number } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const connected = wallet.address;
  const lastConnected = useRef<string | null>(null);
  const payer = useRef('');

  const payment = useStore($payment);

  // A credited contribution starts the form over, keeping the connected wallet.
  useEffect(() => {
    if (payment.kind !== 'credited') return;
    setValues({ ...INITIAL_VALUES, walletAddress: lastConnected.current ?? '' });
    setErrors({});
    setStep(1);
  }, [payment.kind]);

  // Pages that carry the wizard remember ?ref= themselves too, whatever the layout does.
  useEffect(() => void captureReferralFromUrl(), []);

  // The connected wallet is the contributing wallet; disconnecting clears the address it filled in.
  useEffect(() => {
    const previous = lastConnected.current;
    lastConnected.current = connected;
    if (connected) setValues((current) => ({ ...current, walletAddress: connected }));
    else if (previous) setValues((current) => (current.walletAddress === previous ? { ...current, walletAddress: '' } : current));
  }, [connected]);

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.kind === 'heading') heading.current?.focus();
    else form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTarget]);

  if (!sale) {
    return (
      <div data-slot="contribution-wizard" className="rounded-2xl border border-white/10 bg-slate-900/70 p-6">
        {saleError ? (
          <p role="alert" className="text-red-200">The sale information could not be loaded ({saleError}). Please reload the page.</p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-slate-200"><Spinner /> Loading the contribution form…</p>
        )}
      </div>
    );
  }

  const solUsd = rates?.rates.sol ?? null;
  const maxLamportsPerPerson = parseSolToLamports(String(sale.whitelist.maxSolPerPerson));
  // Until a chosen stablecoin's rules have loaded (a moment), its amount cannot be judged: say so.
  const otherCurrencyIssue = stablecoinRules
    ? stablecoinRules.stablecoinIssueFor(sale.assets, sale.phase, { solUsd, maxLamportsPerPerson })
    : () => CONTRIBUTION_MESSAGES.amountUnvalidated;
  const ctx = { solUsd, phase: sale.phase, maxLamportsPerPerson, otherCurrencyIssue };
  const change = (patch: Partial<WizardValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof WizardValues];
      return next;
    });
  };
  const goTo = (next: WizardStep) => {
    setStep(next);
    setFocusTarget({ kind: 'heading', at: Date.now() });
  };
  const showErrors = (found: WizardErrors) => {
    setErrors(found);
    setFocusTarget({ kind: 'error', at: Date.now() });
  };

  const confirm = (mode: 'wallet' | 'qr') => {
    const invalid = firstInvalidStep(values, ctx);
    if (invalid) {
      if (invalid.step !== step) setStep(invalid.step);
      return showErrors(invalid.errors);
    }
    const walletAddress = values.walletAddress.trim();
    payer.current = walletAddress;
    const signer =
      mode === 'wallet' && wallet.wallet && wallet.account?.address === walletAddress && canSignAndSend(wallet.wallet)
        ? { wallet: wallet.wallet, account: wallet.account }
        : null;
    void startPayment(
      {
        email: values.email.trim(),
        walletAddress,
        amount: values.amount.trim(),
        currency: values.currency as ContributionIntentRequest['currency'],
        newsletterSubscribed: values.newsletterSubscribed,
        referralCode: storedReferralCode() ?? undefined,
      },
      signer,
      sale.cluster,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 3) return confirm('wallet');
    const found = validateStep(step, values, ctx);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    goTo((step + 1) as WizardStep);
  };

  const busy = isBusy(payment);
  // A sale that takes no contributions offers no form (a payment already under way still finishes).
  if (!canBuyIn(sale.stage) && payment.kind === 'idle') {
    return (
      <div data-slot="contribution-wizard" className="rounded-2xl border border-white/10 bg-slate-900/70 p-6">
        <SaleStageNotice stage={sale.stage} />
      </div>
    );
  }
  return (
    <div data-slot="contribution-wizard" className="rounded-2xl border border-white/10 bg-slate-900/70 p-6 shadow-xl backdrop-blur">
      {payment.kind !== 'idle' && payment.kind !== 'creating' ? (
        <PaymentPanel
          state={payment}
          cluster={sale.cluster}
          walletName={wallet.wallet?.name ?? null}
          payer={payer.current}
          onShowQr={showQrPayment}
          onBack={() => {
            resetPayment();
            setFocusTarget({ kind: 'heading', at: Date.now() });
          }}
        />
      ) : (
        <form ref={form} noValidate onSubmit={submit} aria-labelledby="contribution-step-heading">
          <StepIndicator current={step} />
          <h3 id="contribution-step-heading" ref={heading} tabIndex={-1} className="mb-4 text-xl font-semibold text-white outline-none">
            Step {step} of 3: {STEP_TITLES[step]}
          </h3>
          {step === 1 && <StepPersonal values={values} errors={errors} wallet={wallet} notice={wizardSaleNotice(sale)} onChange={change} />}
          {step === 2 && <StepPayment values={values} errors={errors} sale={sale} rates={rates} stablecoinRules={stablecoinRules} onChange={change} />}
          {step === 3 && <StepReview values={values} errors={errors} sale={sale} rates={rates} stablecoinRules={stablecoinRules} onChange={change} />}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            {step > 1 ? (
              <Button type="button" variant="outline" disabled={busy} onClick={() => { setErrors({}); goTo((step - 1) as WizardStep); }}>
                Back
              </Button>
            ) : (
              <span />
            )}
            <div className="flex flex-wrap gap-2">
              {step === 3 && connected && (
                <Button type="button" variant="outline" disabled={busy} onClick={() => confirm('qr')}>
                  Pay with another wallet / QR
                </Button>
              )}
              <Button type="submit" variant="primary" disabled={busy}>
                {step < 3 ? 'Next' : busy ? (<><Spinner /> Processing...</>) : 'Confirm Contribution'}
              </Button>
            </div>
          </div>
        </form>
      )}
    </div>
  );
}
