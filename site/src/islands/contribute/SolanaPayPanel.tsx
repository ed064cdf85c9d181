// The Solana Pay ways to pay an intent without a connected wallet. First the transaction request
// (`solana:https://…`): the wallet app fetches the transaction the worker builds for this intent, the
// same one the wizard's wallet signs. Below it, the transfer request for wallets that cannot do
// transaction requests (the wallet builds the transfer from the link), and the treasury address.
import { formatAssetDecimal } from '@core/asset-amount';
import { useState } from 'react';
import type { ContributionIntentResponse as ContributionIntent } from '@core/api/contributions';
import { intentTransactionRequestLink, transactionRequestUrl } from '@core/payments/payment-links';
import { CopyButton } from '../ui/CopyButton';
import { SolanaPayQr } from './SolanaPayQr';
import { formatClock, formatDate } from '@core/format/time';

/** A payment link with its copy button and an "open in wallet" link. */
function PaymentLink({ url, name, openLabel }: { url: string; name: string; openLabel: string }) {
  return (
    <div>
      <div className="mt-1 flex items-start gap-2">
        <code className="flex-1 font-mono text-xs break-all text-slate-100">{url}</code>
        <CopyButton value={url} toastDescription={`${name} copied to clipboard`} aria-label={`Copy ${name}`} />
      </div>
      <a href={url} className="mt-2 inline-block text-cyan-300 underline hover:text-cyan-200">
        {openLabel}
      </a>
    </div>
  );
}

type SolanaPayPanelProps = {
  intent: ContributionIntent;
  payer: string;
  /** The connected wallet was already handed this intent's transaction (the panel opened after it). */
  walletTried?: boolean;
};

/** Shows how to pay `intent` from any Solana wallet app. */
export function SolanaPayPanel({ intent, payer, walletTried = false }: SolanaPayPanelProps) {
  const expires = new Date(intent.expiresAt);
  const transactionRequest = transactionRequestUrl(intentTransactionRequestLink(window.location.origin, intent.intentId));
  // The fallback's QR code is drawn once someone opens it: most wallets take the transaction request.
  const [fallbackOpen, setFallbackOpen] = useState(false);
  return (
    <div data-slot="solana-pay" className="space-y-4 text-sm">
      <p className="rounded-lg border border-amber-400/40 bg-amber-950/30 p-3 text-amber-100">
        Pay from the wallet you entered: <span className="font-mono break-all">{payer}</span>. A payment from any other address cannot be credited to
        this contribution.
      </p>
      <section data-slot="transaction-request" aria-labelledby="transaction-request-heading" className="space-y-3">
        <h4 id="transaction-request-heading" className="font-semibold text-white">
          Pay with a wallet app (Solana Pay transaction request)
        </h4>
        <p className="text-slate-200">
          Scan this code with a Solana wallet app, or open the link on this phone. Your wallet fetches the payment we prepared, exactly{' '}
          <strong>{formatAssetDecimal(intent.amount, intent.asset)}</strong> to the treasury with this contribution's reference, and asks you to approve it.
        </p>
        {walletTried && (
          <p className="text-slate-300">
            Your wallet was already given a transaction for this contribution. So that it can never be paid twice, a wallet app gets a new one
            only once that one has expired, about two minutes after Confirm; until then it says the payment was already sent to a wallet.
          </p>
        )}
        <SolanaPayQr url={transactionRequest} label="Solana Pay transaction request QR code for this contribution" />
        <PaymentLink url={transactionRequest} name="transaction request link" openLabel="Open in wallet" />
      </section>
      <details data-slot="transfer-request" className="rounded-lg border border-white/10 p-3" onToggle={(event) => setFallbackOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer font-semibold text-white">Wallet cannot open it? Use the transfer request instead</summary>
        <div className="mt-3 space-y-3">
          <p className="text-slate-200">
            Older wallets only read transfer requests: the link names the recipient, the amount and the reference, and your wallet builds the
            transfer itself.
          </p>
          {fallbackOpen && <SolanaPayQr url={intent.solanaPayUrl} label="Solana Pay transfer request QR code for this contribution" />}
          <PaymentLink url={intent.solanaPayUrl} name="transfer request link" openLabel="Open transfer request in wallet" />
          <div>
            <p className="text-slate-300">Treasury wallet address</p>
            <div className="mt-1 flex items-start gap-2">
              <code className="flex-1 font-mono break-all text-cyan-200">{intent.treasury}</code>
              <CopyButton value={intent.treasury} toastTitle="Address Copied" toastDescription="Treasury wallet address copied to clipboard" aria-label="Copy treasury wallet address" />
            </div>
            <p className="mt-2 text-slate-300">
              Check that your wallet shows this recipient and exactly {formatAssetDecimal(intent.amount, intent.asset)} before you approve. A transfer typed by hand carries no
              reference and cannot be matched to this contribution automatically, so use a QR code or a link.
            </p>
          </div>
        </div>
      </details>
      <p className="text-slate-400">
        This payment request is valid until {formatDate(expires)}, {formatClock(expires)}.
      </p>
    </div>
  );
}
