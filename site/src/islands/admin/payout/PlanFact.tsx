// Two small parts of both payout plans' overviews (distribution, refunds): a labelled fact in a card,
// and an address linked to Solana Explorer.
import type { ReactNode } from 'react';
import { explorerAddressUrl } from '../../../lib/solana/explorer';

/** One labelled figure of a plan. */
export function Fact({ label, children, slot }: { label: string; children: ReactNode; slot?: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-line p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 font-semibold break-words text-heading" data-slot={slot}>
        {children}
      </dd>
    </div>
  );
}

/** An address in full, opening on Solana Explorer. */
export function AddressLink({ address, cluster }: { address: string; cluster: string }) {
  return (
    <a href={explorerAddressUrl(address, cluster)} target="_blank" rel="noopener noreferrer" className="font-mono text-sm break-all text-link underline">
      {address}
      <span className="sr-only"> (opens Solana Explorer in a new tab)</span>
    </a>
  );
}
