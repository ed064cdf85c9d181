// The connected wallet's credited contributions (public ledger data from GET /api/ledger?wallet=),
// each with an explorer link to its transaction.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { LedgerEntry } from '@core/api/ledger';
import { formatAssetDecimal } from '@core/asset-amount';
import { ledgerApi } from '../../lib/api/clients';
import { call } from '../../lib/api/request';
import { explorerTxUrl } from '../../lib/solana/explorer';
import { $sale } from '../../stores/sale';
import { formatUsd } from '@core/format/money';
import { formatDateTime } from '@core/format/time';
import { unitsFromMrdx } from '@core/format/tokens';
import { Table, TableCell, TableRow, type TableColumn } from '../ui/Table';
import { TokenBreakdown } from '../ui/TokenBreakdown';

const COLUMNS: TableColumn[] = ['Date', 'Phase', { label: 'Paid', align: 'end' }, { label: 'USD', align: 'end' }, { label: 'MRDX', align: 'end' }, 'Transaction'];

/** The table of credited contributions for `wallet`. */
export function MyContributions({ wallet }: { wallet: string }) {
  const sale = useStore($sale);
  const [entries, setEntries] = useState<LedgerEntry[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    call(ledgerApi.index.$get({ query: { wallet, limit: '50' } }))
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
        <Table caption="Your contributions" columns={COLUMNS} className="mt-4">
          {entries.map((entry) => (
            <TableRow key={entry.signature} data-slot="my-contribution">
              <TableCell>{formatDateTime(entry.time)}</TableCell>
              <TableCell>{entry.phase}</TableCell>
              <TableCell align="end" mono>{formatAssetDecimal(entry.amount, entry.asset)}</TableCell>
              <TableCell align="end">{formatUsd(entry.usd)}</TableCell>
              <TableCell align="end"><TokenBreakdown base={unitsFromMrdx(entry.tokens)} bonus={unitsFromMrdx(entry.bonusTokens)} unit={false} stacked /></TableCell>
              <TableCell>
                {sale ? (
                  <a href={explorerTxUrl(entry.signature, sale.cluster)} target="_blank" rel="noopener noreferrer" className="font-mono text-violet-300 underline hover:text-violet-200">
                    {entry.signature.slice(0, 8)}…<span className="sr-only"> (view on Solana Explorer)</span>
                  </a>
                ) : (
                  <span className="font-mono">{entry.signature.slice(0, 8)}…</span>
                )}
              </TableCell>
            </TableRow>
          ))}
        </Table>
      )}
    </section>
  );
}
