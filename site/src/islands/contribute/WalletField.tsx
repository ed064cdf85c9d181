// The wallet widget of step 1: Wallet Connected with Disconnect, a connect button,
// or a manually entered address with Use This Address and Back.
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { isSolanaAddress } from '@core/address';
import { CONTRIBUTION_MESSAGES } from '@core/schemas/contribution';
import { FieldError } from './FieldError';
import { Spinner } from '../ui/Spinner';
import { INPUT, LABEL, describedBy } from './ui';
import type { WizardWallet } from './use-wizard-wallet';
import { Button } from '../ui/Button';

// The picker is loaded the first time it is needed (most visitors connect directly or type an address).
const WalletDialog = lazy(() => import('../wallet/WalletDialog').then((module) => ({ default: module.WalletDialog })));

type WalletFieldProps = {
  wallet: WizardWallet;
  /** The address the form holds (connected or manual). */
  walletAddress: string;
  /** The step's validation message for walletAddress. */
  error: string | undefined;
  onAddress: (address: string) => void;
};

/** Lets the visitor provide the contributing wallet. */
export function WalletField({ wallet, walletAddress, error, onAddress }: WalletFieldProps) {
  const id = useId();
  const [manual, setManual] = useState(false);
  const [draft, setDraft] = useState('');
  const [manualError, setManualError] = useState<string | undefined>();
  const errorId = `${id}-error`;
  // Once opened the picker stays mounted, so closing it returns focus to the button that opened it.
  const [pickerLoaded, setPickerLoaded] = useState(false);
  useEffect(() => {
    if (wallet.pickerOpen) setPickerLoaded(true);
  }, [wallet.pickerOpen]);
  const connected = wallet.address;

  if (connected) {
    return (
      <div data-slot="wallet-field" className="rounded-lg border border-emerald-400/40 bg-emerald-950/30 p-4">
        <p className="font-semibold text-emerald-300">Wallet Connected</p>
        <p className="mt-1 font-mono text-sm break-all text-slate-100">{connected}</p>
        <Button type="button" variant="outline" className="mt-3" onClick={() => void wallet.disconnect()}>
          Disconnect
        </Button>
      </div>
    );
  }

  if (manual) {
    const use = () => {
      const address = draft.trim();
      if (address.length < 32 || !isSolanaAddress(address)) return setManualError(CONTRIBUTION_MESSAGES.walletInvalid);
      setManualError(undefined);
      setManual(false);
      onAddress(address);
    };
    return (
      <div data-slot="wallet-field" className="rounded-lg border border-white/15 p-4">
        <label htmlFor={`${id}-manual`} className={LABEL}>
          Wallet Address
        </label>
        <input
          id={`${id}-manual`}
          className={`${INPUT} font-mono`}
          value={draft}
          autoComplete="off"
          spellCheck={false}
          placeholder="Your Solana wallet address"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              use();
            }
          }}
          {...describedBy(errorId, manualError ?? error)}
        />
        <FieldError id={errorId} message={manualError ?? error} />
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="button" variant="primary" onClick={use}>
            Use This Address
          </Button>
          <Button type="button" variant="outline" onClick={() => { setManual(false); setManualError(undefined); }}>
            Back
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div data-slot="wallet-field" className="rounded-lg border border-white/15 p-4">
      <p className={LABEL} id={`${id}-label`}>
        Wallet Address
      </p>
      {walletAddress ? (
        <p className="mt-1 font-mono text-sm break-all text-slate-100" aria-labelledby={`${id}-label`}>
          {walletAddress}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-300">Connect your wallet to pay from it, or enter the address you will pay from.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2" aria-describedby={error ? errorId : undefined}>
        <Button type="button" variant="primary" disabled={wallet.connecting} onClick={() => void wallet.connect()}>
          {wallet.connecting && <Spinner />}
          {wallet.connectLabel}
        </Button>
        <Button type="button" variant="outline" onClick={() => { setDraft(walletAddress); setManual(true); }}>
          {walletAddress ? 'Change Address' : 'Enter Wallet Address Manually'}
        </Button>
      </div>
      <FieldError id={errorId} message={error} />
      {pickerLoaded && (
        <Suspense fallback={null}>
          <WalletDialog
            open={wallet.pickerOpen}
            onClose={wallet.closePicker}
            onPayWithWalletApp={() => {
              wallet.closePicker();
              setDraft(walletAddress);
              setManual(true);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
