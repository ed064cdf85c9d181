// A transaction signature with a copy button and a link to the block explorer of the sale's cluster.
import type { ComponentProps } from 'react';
import { explorerTxUrl } from '../../lib/solana/explorer';
import { cn } from '../../lib/ui/cn';
import { CopyButton } from './CopyButton';

type SignatureLineProps = ComponentProps<'div'> & { signature: string; cluster: string };

/** Shows `signature` so the visitor can copy it or open it in an explorer. */
export function SignatureLine({ signature, cluster, className, ...props }: SignatureLineProps) {
  return (
    <div data-slot="signature" className={cn('mt-3 rounded-lg bg-overlay/5 p-3 text-sm', className)} {...props}>
      <p className="text-muted">Transaction signature</p>
      <p className="mt-1 font-mono break-all text-fg">{signature}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <CopyButton value={signature} toastDescription="Transaction signature copied to clipboard">
          Copy Signature
        </CopyButton>
        <a href={explorerTxUrl(signature, cluster)} target="_blank" rel="noopener noreferrer" className="text-link underline hover:text-link-hover">
          View on Solana Explorer<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
