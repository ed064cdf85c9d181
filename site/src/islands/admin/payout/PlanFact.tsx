// Small parts of both payout plans' overviews (distribution, refunds): a labelled fact in a card, an
// address linked to Solana Explorer, the plan's warnings and its hash with a copy button.
import type { ReactNode } from 'react';
import { explorerAddressUrl } from '../../../lib/solana/explorer';
import { CopyButton } from '../../ui/CopyButton';

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

/** What the plan's checks found, under `title`; nothing when they found nothing. */
export function PlanWarnings({ warnings, title, slot }: { warnings: readonly string[]; title: string; slot: string }) {
  if (warnings.length === 0) return null;
  return (
    <div className="rounded-md border border-warning-line/60 bg-warning-surface/40 p-3 text-sm text-warning-strong" data-slot={slot}>
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {warnings.map((warning) => <li key={warning}>{warning}</li>)}
      </ul>
    </div>
  );
}

/** The plan's hash in full, with a button that copies it (`copyLabel` names the button). */
export function PlanHash({ hash, slot, copyLabel }: { hash: string; slot: string; copyLabel: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span className="text-muted">Plan hash</span>
      <code className="min-w-0 font-mono break-all text-heading" data-slot={slot}>{hash}</code>
      <CopyButton value={hash} toastDescription="Plan hash copied to clipboard" aria-label={copyLabel} />
    </div>
  );
}
