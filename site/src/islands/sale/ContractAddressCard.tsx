// The contract address card: the token mint from /api/sale with
// explorer links for the configured cluster and a copy button ("Copied!").
import { TOKEN } from '@core/sale-config';
import { $sale } from '../../stores/sale';
import { toast } from '../../stores/notices';
import { mountNoticeView } from '../../lib/notices/notice-view';
import { explorerAddressUrl, solscanAddressUrl } from '../../lib/solana/explorer';
import { useHydratedStore } from '../ui/use-hydrated';

async function copy(text: string) {
  mountNoticeView();
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied!', description: 'Token contract address copied to clipboard' });
  } catch (error) {
    console.error('Clipboard copy failed:', error);
  }
}

/** The card island (client:visible). */
export function ContractAddressCard() {
  const sale = useHydratedStore($sale, null);
  const mint = sale?.token.mint;
  const solscan = mint && sale ? solscanAddressUrl(mint, sale.cluster) : null;
  return (
    <section aria-labelledby="contract-title" className="rounded-2xl border border-gray-800 bg-gray-950/70 p-6" data-slot="contract-card">
      <h2 id="contract-title" className="text-xl font-bold text-white">{TOKEN.symbol} Token Contract</h2>
      <p className="mt-1 text-sm text-gray-400">
        SPL token · {sale?.token.decimals ?? TOKEN.decimals} decimals{sale ? ` · ${sale.cluster}` : ''}
      </p>
      <div className="mt-4 flex items-center gap-2 rounded-lg border border-gray-800 bg-gray-900 p-3">
        <code className="min-w-0 flex-1 break-all font-mono text-sm text-gray-100" data-slot="contract-address">{mint ?? '—'}</code>
        <button
          type="button"
          disabled={!mint}
          onClick={() => mint && void copy(mint)}
          className="shrink-0 rounded-md bg-violet-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-violet-600 disabled:opacity-60"
        >
          Copy
        </button>
      </div>
      {mint && sale && (
        <ul className="mt-3 flex flex-wrap gap-4 text-sm">
          <li>
            <a href={explorerAddressUrl(mint, sale.cluster)} target="_blank" rel="noopener noreferrer" className="text-violet-300 underline hover:text-violet-200">
              View on Solana Explorer
            </a>
          </li>
          {solscan && (
            <li>
              <a href={solscan} target="_blank" rel="noopener noreferrer" className="text-violet-300 underline hover:text-violet-200">
                View on Solscan
              </a>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
