// The connected wallet's credited contributions (public ledger data from GET /api/ledger?wallet=),
// each with an explorer link to its transaction.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { LedgerEntry, LedgerPage } from '@core/api/ledger';
import { getJson } from '../../lib/api/request';
import { explorerTxUrl } from '../../lib/solana/explorer';
import { $sale } from '../../stores/sale';

/** Whole MRDX (base plus bonus) with thousands separators: "1,035,000". */
const mrdx = (entry: LedgerEntry) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 9 }).format(Number(entry.tokens) + Number(entry.bonusTokens ?? 0));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The table of credited contributions for `wallet`. */
export function MyContributions({ wallet }: { wallet: string }) {
  const sale = useStore($sale);
  const [entries, setEntries] = useState<LedgerEntry[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    getJson<LedgerPage>(`/api/ledger?wallet=${encodeURIComponent(wallet)}&limit=50`)
      .then((result) => live && setEntries(result.entries))
      .catch((error) => {
        console.warn('Failed to load contributions:', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [wallet]);

  return (
    <section aria-labelledby="my-contributions-title" className="mt-6 rounded-2xl border border-gray-800 bg-gray-900/80 p-6">
      <h2 id="my-contributions-title" className="text-xl font-semibold text-white">Your contributions</h2>
      {failed && <p role="alert" className="mt-3 text-rose-300">Your contributions could not be loaded. Please reload the page.</p>}
      {entries && entries.length === 0 && <p className="mt-3 text-gray-300">No credited contributions for this wallet yet.</p>}
      {entries && entries.length > 0 && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-gray-400">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">Date</th>
                <th scope="col" className="py-2 pr-4 font-medium">Phase</th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">SOL</th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">USD</th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">MRDX</th>
                <th scope="col" className="py-2 font-medium">Transaction</th>
              </tr>
            </thead>
            <tbody className="text-gray-100">
              {entries.map((entry) => (
                <tr key={entry.signature} className="border-t border-gray-800" data-slot="my-contribution">
                  <td className="py-2 pr-4">{new Date(entry.time).toLocaleString()}</td>
                  <td className="py-2 pr-4">{entry.phase}</td>
                  <td className="py-2 pr-4 text-right font-mono">{entry.sol}</td>
                  <td className="py-2 pr-4 text-right">{usd.format(entry.usd)}</td>
                  <td className="py-2 pr-4 text-right font-mono">{mrdx(entry)}</td>
                  <td className="py-2">
                    {sale ? (
                      <a href={explorerTxUrl(entry.signature, sale.cluster)} target="_blank" rel="noopener noreferrer" className="font-mono text-violet-300 underline hover:text-violet-200">
                        {entry.signature.slice(0, 8)}…<span className="sr-only"> (view on Solana Explorer)</span>
                      </a>
                    ) : (
                      <span className="font-mono">{entry.signature.slice(0, 8)}…</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
