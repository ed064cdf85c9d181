// A transaction signature with a copy button and a link to the block explorer of the sale's cluster.
import { explorerTxUrl } from '../../lib/solana/explorer';
import { CopyButton } from './CopyButton';

/** Shows `signature` so the visitor can copy it or open it in an explorer. */
export function SignatureLine({ signature, cluster }: { signature: string; cluster: string }) {
  return (
    <div data-slot="signature" className="mt-3 rounded-lg bg-white/5 p-3 text-sm">
      <p className="text-slate-300">Transaction signature</p>
      <p className="mt-1 font-mono break-all text-slate-100">{signature}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <CopyButton value={signature} toastDescription="Transaction signature copied to clipboard">
          Copy Signature
        </CopyButton>
        <a href={explorerTxUrl(signature, cluster)} target="_blank" rel="noopener noreferrer" className="text-cyan-300 underline hover:text-cyan-200">
          View on Solana Explorer<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
