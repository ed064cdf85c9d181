// Signing one run of a payout in the console (an opened unlock of the distribution, one asset of the
// refund plan): connect the paying wallet (the site's wallet store and picker, Wallet Standard), then
// sign and send the batches the server allows, several per approval; what the run is doing is
// announced, and every batch it could not sign or send is listed with why.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { PayoutSigning } from '../../../stores/admin/payout-signing';
import { $adminBusy } from '../../../stores/admin/session';
import { $wallet, disconnectWallet, restoreLastWallet } from '../../../stores/wallet';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { WalletDialog } from '../../wallet/WalletDialog';

export interface SignerPanelProps {
  /** The payout's signing run (payout-signing.ts). */
  signing: PayoutSigning;
  /** The run this panel signs (an unlock's date, an asset). */
  runKey: string;
  /** "Sign with the distribution wallet". */
  title: string;
  /** The button that signs ("Sign and send", "Pay USDC refunds"). */
  actionLabel: string;
  /** Whether the run has batches to sign or sending. */
  signable: boolean;
  /** Verify now: the busy key it sets while running, and the call. */
  verifyBusyKey: string;
  onVerify: () => void;
}

/** The wallet and the signing of one run. */
export function SignerPanel({ signing, runKey, title, actionLabel, signable, verifyBusyKey, onVerify }: SignerPanelProps) {
  const wallet = useStore($wallet);
  const run = useStore(signing.$run);
  const busy = useStore($adminBusy);
  const [picker, setPicker] = useState(false);
  const [fee, setFee] = useState('0');
  const titleId = useId();
  // A reload keeps the wallet the admin connected (when the wallet allows a silent reconnect).
  useEffect(() => restoreLastWallet(), []);

  const connected = wallet.connectedWallet;
  const refusal = connected ? signing.signerRefusal(connected) : null;
  const running = run.status === 'running';
  // The server refuses a fee above its ceiling with its own message; here only the shape is checked.
  const feeValid = /^\d{1,8}$/.test(fee);
  const ownRun = run.runKey === runKey;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-lg border border-line p-4" data-slot="signer-panel">
      <h3 id={titleId} className="font-semibold text-heading">
        {title}
      </h3>
      <p className="text-sm text-muted">
        Each batch is one transaction the wallet signs (Wallet Standard signTransaction) and the server records before broadcasting it. A batch is signed again only once its last attempt can no longer land, so
        closing this tab or pressing again never pays anyone twice.
      </p>
      <div className="flex flex-wrap items-center gap-3 text-sm" data-slot="signer-wallet">
        {connected ? (
          <>
            <span className="text-muted">Connected:</span>
            <span className="font-mono break-all text-heading">{connected}</span>
            <span className="text-muted">({wallet.connectedWalletName})</span>
            <Button size="sm" variant="subtle" disabled={running} onClick={() => void disconnectWallet()}>
              Disconnect
            </Button>
          </>
        ) : (
          <Button size="sm" variant="accent" disabled={wallet.status === 'connecting'} onClick={() => setPicker(true)}>
            {wallet.status === 'connecting' ? 'Connecting...' : 'Connect wallet'}
          </Button>
        )}
      </div>
      {refusal && (
        <p role="alert" className="rounded-md border border-danger-line/60 bg-danger-surface/40 p-3 text-sm text-danger-strong" data-slot="signer-refusal">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Priority fee (micro-lamports per compute unit)"
          name="priority-fee"
          inputMode="numeric"
          value={fee}
          onChange={(e) => setFee(e.target.value.trim())}
          hint="0 unless the network is busy; it adds to each transaction's fee."
          className="w-80 max-w-full"
          aria-invalid={!feeValid}
        />
        <Button variant="accent" disabled={!connected || refusal !== null || running || !signable || !feeValid || busy !== null} onClick={() => void signing.signAndSend(runKey, connected, fee)}>
          {running && ownRun ? 'Signing...' : actionLabel}
        </Button>
        {running && (
          <Button variant="subtle" onClick={signing.stopSigning}>
            Stop
          </Button>
        )}
        <Button variant="subtle" disabled={busy !== null || running} onClick={onVerify}>
          {busy === verifyBusyKey ? 'Verifying...' : 'Verify now'}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="flex min-h-5 items-center gap-2 text-sm text-fg-soft" data-slot="signing-step" data-status={ownRun ? run.status : 'idle'}>
        {running && ownRun && <Spinner className="text-link" />}
        {ownRun ? run.step : ''}
      </p>
      {ownRun && run.problems.length > 0 && (
        <div className="text-sm text-warning-strong" data-slot="signing-problems">
          <p className="font-semibold">Not signed or not sent in this run</p>
          <ul className="mt-1 list-disc pl-5">
            {run.problems.map((text, index) => <li key={`${index}-${text}`}>{text}</li>)}
          </ul>
        </div>
      )}
      <WalletDialog open={picker} onClose={() => setPicker(false)} />
    </section>
  );
}
