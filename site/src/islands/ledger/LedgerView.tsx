// The /ledger island: the totals as the tracker shows them, the treasury's accounts (every lamport in
// and out, GET /api/ledger/treasury) beside its balance on chain, and every credited contribution,
// newest first, a page at a time (GET /api/ledger keyset pages), each with its transaction on the explorer.
import { formatAssetDecimal } from '@core/asset-amount';
import { StablecoinAccounts } from './StablecoinAccounts';
import { useCallback, useEffect, useState } from 'react';
import type { LedgerEntry, LedgerTotals, TreasuryAccounting } from '@core/api/ledger';
import { ledgerApi } from '../../lib/api/clients';
import { call } from '../../lib/api/request';
import { rpcCall } from '../../lib/solana/rpc';
import { explorerTxUrl } from '../../lib/solana/explorer';
import { $stats } from '../../stores/stats';
import { $sale, loadSale } from '../../stores/sale';
import { formatUsd } from '@core/format/money';
import { formatCount } from '@core/format/numbers';
import { formatDateTime } from '@core/format/time';
import { formatTokens, unitsFromMrdx } from '@core/format/tokens';
import { Table, TableCell, TableRow, type TableColumn } from '../ui/Table';
import { useHydratedStore } from '../ui/use-hydrated';
import { Button } from '../ui/Button';
import { TreasuryAccounts } from './TreasuryAccounts';
import { keepHashTargetInView } from '../../lib/ui/hash-anchor';

const PAGE_SIZE = 25;
const COLUMNS: TableColumn[] = ['Time', 'Wallet', { label: 'Paid', align: 'end' }, { label: 'USD', align: 'end' }, { label: 'MRDX (with bonus)', align: 'end' }, 'Transaction'];

function Figure({ label, value, slot }: { label: string; value: string; slot: string }) {
  return (
    <div className="rounded-xl border border-gray-800 bg-gray-900/80 p-4">
      <dt className="text-sm text-gray-300">{label}</dt>
      <dd className="mt-1 min-h-8 text-2xl font-bold break-all text-white" data-slot={slot}>{value}</dd>
    </div>
  );
}

/** The ledger island (client:load). */
export function LedgerView() {
  const stats = useHydratedStore($stats, null);
  const sale = useHydratedStore($sale, null);
  const [entries, setEntries] = useState<LedgerEntry[]>([]);
  const [totals, setTotals] = useState<LedgerTotals | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [balance, setBalance] = useState<bigint | null | 'unavailable'>(null);
  const [accounting, setAccounting] = useState<TreasuryAccounting | null>(null);

  const loadPage = useCallback(async (before: string | null) => {
    setLoading(true);
    setFailed(false);
    try {
      const page = await call(ledgerApi.index.$get({ query: { limit: String(PAGE_SIZE), ...(before ? { before } : {}) } }));
      setEntries((shown) => (before ? [...shown, ...page.entries] : page.entries));
      if (page.totals) setTotals(page.totals);
      setCursor(page.nextCursor);
    } catch (error) {
      console.warn('Failed to load the ledger:', error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void loadPage(null);
    void loadSale();
  }, [loadPage]);

  // /ledger#distribution lands on its heading though the figures and rows above arrive later.
  useEffect(() => keepHashTargetInView(), []);

  useEffect(() => {
    call(ledgerApi.treasury.$get())
      .then(setAccounting)
      .catch((error) => console.warn('Failed to load the treasury accounts:', error));
  }, []);

  useEffect(() => {
    if (!sale) return;
    // Finalized, like the records: a transfer only confirmed is in neither yet.
    rpcCall<{ value: number }>('getBalance', [sale.treasury, { commitment: 'finalized' }])
      .then((result) => setBalance(BigInt(result.value)))
      .catch((error) => {
        console.warn('Failed to read the treasury balance:', error);
        setBalance('unavailable');
      });
  }, [sale]);

  const adjustments = stats && totals ? Math.round((stats.currentAmount - totals.usd) * 100) / 100 : 0;
  return (
    <div className="space-y-8">
      <section aria-labelledby="ledger-totals-title">
        <h2 id="ledger-totals-title" className="text-xl font-semibold text-white">Totals, as on the tracker</h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Figure label="Raised" value={stats ? formatUsd(stats.currentAmount) : '—'} slot="ledger-raised" />
          <Figure label="Contributors" value={stats ? formatCount(stats.totalContributors) : '—'} slot="ledger-contributors" />
          <Figure label="MRDX credited" value={stats ? formatTokens(unitsFromMrdx(stats.tokensSold)) : '—'} slot="ledger-tokens" />
          <Figure label="Bonus MRDX" value={stats ? formatTokens(unitsFromMrdx(stats.bonusTokens)) : '—'} slot="ledger-bonus" />
        </dl>
        <p className="mt-2 min-h-5 text-sm text-gray-400" data-slot="ledger-adjustments">
          {adjustments !== 0 ? `The raised amount includes ${formatUsd(adjustments)} of offline contributions recorded by the team, which are not in the list below.` : '\u00a0'}
        </p>
      </section>

      <TreasuryAccounts accounting={accounting} balance={balance} cluster={sale?.cluster ?? ''} />
      {accounting && <StablecoinAccounts stablecoins={accounting.stablecoins ?? []} cluster={sale?.cluster ?? ''} />}

      <section aria-labelledby="entries-title">
        <h2 id="entries-title" className="text-xl font-semibold text-white">Credited contributions, newest first</h2>
        {failed && <p role="alert" className="mt-3 text-rose-300">The ledger could not be loaded. Please try again.</p>}
        {!loading && !failed && entries.length === 0 && <p className="mt-3 text-gray-300">No contribution has been credited yet.</p>}
        {/* Column heads over nothing say nothing: the table shows while loading and once there are rows. */}
        <div className="mt-4" hidden={!loading && !failed && entries.length === 0}>
          {/* A card per row on phones: whole dates and wallets, no sideways scroll. */}
          <Table caption="Credited contributions" columns={COLUMNS} stackOnPhones>
            {entries.map((entry) => (
              <TableRow key={entry.signature} data-slot="ledger-entry" data-signature={entry.signature}>
                <TableCell>{formatDateTime(entry.time)}</TableCell>
                <TableCell mono className="break-all">{entry.wallet}</TableCell>
                <TableCell align="end" mono>{formatAssetDecimal(entry.amount, entry.asset)}</TableCell>
                <TableCell align="end">{formatUsd(entry.usd)}</TableCell>
                <TableCell align="end" mono>
                  {formatTokens(unitsFromMrdx(entry.tokens))}
                  {entry.bonusTokens !== '0' && <span className="block text-xs text-emerald-300">+{formatTokens(unitsFromMrdx(entry.bonusTokens))} bonus</span>}
                </TableCell>
                <TableCell>
                  <a
                    href={explorerTxUrl(entry.signature, sale?.cluster ?? '')}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-mono text-violet-300 underline hover:text-violet-200"
                    data-slot="ledger-tx-link"
                  >
                    {entry.signature.slice(0, 8)}…<span className="sr-only"> (view the transaction on Solana Explorer, opens in a new tab)</span>
                  </a>
                </TableCell>
              </TableRow>
            ))}
          </Table>
        </div>
        <div className="mt-4 min-h-11">
          {cursor && (
            <Button type="button" variant="outline" disabled={loading} onClick={() => void loadPage(cursor)}>
              {loading ? 'Loading…' : 'Show older contributions'}
            </Button>
          )}
          {loading && !cursor && <p role="status" className="text-sm text-gray-400">Loading the ledger…</p>}
        </div>
      </section>
    </div>
  );
}
