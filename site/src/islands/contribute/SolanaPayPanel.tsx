// The Solana Pay way to pay an intent: QR code, the payment URL and the treasury address to copy.
import type { ContributionIntentResponse as ContributionIntent } from '@core/api/contributions';
import { CopyButton } from '../ui/CopyButton';
import { SolanaPayQr } from './SolanaPayQr';
import { formatSol } from '@core/format/money';
import { formatClock, formatDate } from '@core/format/time';

/** Shows how to pay `intent` from any Solana wallet. */
export function SolanaPayPanel({ intent, payer }: { intent: ContributionIntent; payer: string }) {
  const expires = new Date(intent.expiresAt);
  return (
    <div data-slot="solana-pay" className="space-y-4 text-sm">
      <p className="text-slate-200">
        Scan this code with a Solana wallet app, or open the payment link in a wallet. It pays exactly{' '}
        <strong>{formatSol(intent.amountSol)} SOL</strong> to the treasury with this contribution's reference.
      </p>
      <p className="rounded-lg border border-amber-400/40 bg-amber-950/30 p-3 text-amber-100">
        Pay from the wallet you entered: <span className="font-mono break-all">{payer}</span>. A payment from any other address cannot be credited to
        this contribution.
      </p>
      <SolanaPayQr url={intent.solanaPayUrl} />
      <div>
        <p className="text-slate-300">Solana Pay link</p>
        <div className="mt-1 flex items-start gap-2">
          <code className="flex-1 font-mono text-xs break-all text-slate-100">{intent.solanaPayUrl}</code>
          <CopyButton value={intent.solanaPayUrl} toastDescription="Solana Pay link copied to clipboard" aria-label="Copy Solana Pay link" />
        </div>
        <a href={intent.solanaPayUrl} className="mt-2 inline-block text-cyan-300 underline hover:text-cyan-200">
          Open in wallet
        </a>
      </div>
      <div>
        <p className="text-slate-300">Treasury wallet address</p>
        <div className="mt-1 flex items-start gap-2">
          <code className="flex-1 font-mono break-all text-cyan-200">{intent.treasury}</code>
          <CopyButton value={intent.treasury} toastTitle="Address Copied" toastDescription="Treasury wallet address copied to clipboard" aria-label="Copy treasury wallet address" />
        </div>
        <p className="mt-2 text-slate-300">
          Check that your wallet shows this recipient and exactly {formatSol(intent.amountSol)} SOL before you approve. A transfer typed by hand carries no
          reference and cannot be matched to this contribution automatically, so use the QR code or the link.
        </p>
      </div>
      <p className="text-slate-400">
        This payment request is valid until {formatDate(expires)}, {formatClock(expires)}.
      </p>
    </div>
  );
}
