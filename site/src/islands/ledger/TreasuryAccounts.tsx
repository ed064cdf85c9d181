// The /ledger treasury section: every lamport in and out of the treasury as the records hold it
// (received = credited + not credited + top-ups from the project's own wallets; left = refunds + sweeps
// + fees + unexplained), the balance they add up to beside the balance on chain, and any difference
// shown as what it is. Each line lists its latest transactions with explorer links.
import type { LedgerLine, LedgerMovement, TreasuryAccounting } from '@core/api/ledger';
import { formatSol } from '@core/format/money';
import { formatCount } from '@core/format/numbers';
import { formatDateTime } from '@core/format/time';
import { explorerAddressUrl, explorerTxUrl } from '../../lib/solana/explorer';
import { compareWithRecords } from './ledger-view';

const NEW_TAB = ' (Solana Explorer, opens in a new tab)';

function Figure({ label, value, slot, tone }: { label: string; value: string; slot: string; tone?: 'warn' }) {
  return (
    <div className={`rounded-xl border p-4 ${tone === 'warn' ? 'border-amber-400 bg-amber-950/40' : 'border-gray-800 bg-gray-900/80'}`}>
      <dt className="text-sm text-gray-300">{label}</dt>
      <dd className="mt-1 min-h-8 text-2xl font-bold break-all text-white" data-slot={slot}>{value}</dd>
    </div>
  );
}

function Movement({ item, cluster, direction }: { item: LedgerMovement; cluster: string; direction: 'from' | 'to' }) {
  return (
    <li className="flex flex-wrap gap-x-2 text-sm text-gray-300" data-slot="ledger-movement" data-signature={item.signature}>
      <span className="font-mono text-white">{formatSol(item.sol)} SOL</span>
      {item.address && (
        <span>
          {direction}{' '}
          <a className="link font-mono" href={explorerAddressUrl(item.address, cluster)} target="_blank" rel="noopener noreferrer">
            {item.label ? `${item.label} (${item.wallet})` : item.wallet}<span className="sr-only">{NEW_TAB}</span>
          </a>
        </span>
      )}
      <span>{formatDateTime(item.time)}</span>
      <a className="link font-mono" href={explorerTxUrl(item.signature, cluster)} target="_blank" rel="noopener noreferrer" data-slot="ledger-line-tx">
        {item.signature.slice(0, 8)}…<span className="sr-only"> transaction{NEW_TAB}</span>
      </a>
    </li>
  );
}

function Line({ label, line, slot, cluster, direction, note, flag }: {
  label: string; line: LedgerLine; slot: string; cluster: string; direction: 'from' | 'to'; note?: string; flag?: boolean;
}) {
  const flagged = flag && line.transactions > 0;
  return (
    <li className={`border-t border-gray-800 py-3 pl-4 ${flagged ? 'border-l-2 border-l-amber-400' : ''}`} data-slot={slot}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <span className="text-gray-200">
          {label} <span className="text-sm text-gray-400">({formatCount(line.transactions)} transaction{line.transactions === 1 ? '' : 's'})</span>
          {flagged && <strong className="ml-2 rounded bg-amber-400 px-1.5 py-0.5 text-xs text-gray-950">Not explained</strong>}
        </span>
        <span className="font-mono text-white" data-slot={`${slot}-sol`}>{formatSol(line.sol)} SOL</span>
      </div>
      {note && <p className="mt-1 text-sm text-gray-400">{note}</p>}
      {line.latest.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm text-violet-300">
            {line.transactions > line.latest.length ? `The latest ${line.latest.length}` : 'The transactions'}
          </summary>
          <ul className="mt-2 space-y-1">
            {line.latest.map((item) => (
              <Movement key={`${item.signature}-${item.address ?? ''}`} item={item} cluster={cluster} direction={direction} />
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

function Total({ label, sol, slot }: { label: string; sol: string; slot: string }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-gray-700 py-3 font-semibold text-white">
      <span>{label}</span>
      <span className="font-mono" data-slot={slot}>{formatSol(sol)} SOL</span>
    </li>
  );
}

/** The treasury's accounting beside its balance on chain (null while either loads, 'unavailable' when unreadable). */
export function TreasuryAccounts({ accounting, balance, cluster }: { accounting: TreasuryAccounting | null; balance: bigint | null | 'unavailable'; cluster: string }) {
  const comparison = accounting && typeof balance === 'bigint' ? compareWithRecords(balance, BigInt(accounting.recorded.lamports)) : null;
  const { received, left, opening } = accounting ?? {};
  return (
    <section aria-labelledby="treasury-title" className="rounded-2xl border border-gray-800 bg-gray-950/70 p-4 sm:p-6">
      <h2 id="treasury-title" className="text-xl font-semibold text-white">Treasury</h2>
      <p className="mt-2 min-h-6 text-sm break-all text-gray-300">
        {accounting ? (
          <a className="link font-mono" href={explorerAddressUrl(accounting.treasury, cluster)} target="_blank" rel="noopener noreferrer" data-slot="treasury-link">
            {accounting.treasury}<span className="sr-only">{NEW_TAB}</span>
          </a>
        ) : '\u00a0'}
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <Figure label="Balance on chain (SOL)" value={balance === 'unavailable' ? 'Unavailable' : balance === null ? '—' : formatSol(balance)} slot="treasury-balance" />
        <Figure label="By the records (SOL)" value={accounting ? formatSol(accounting.recorded.sol) : '—'} slot="recorded-sol" />
        <Figure label="Not explained by the records (SOL)" value={comparison ? comparison.difference : '—'} slot="balance-difference" tone={comparison && !comparison.matches ? 'warn' : undefined} />
      </dl>
      <p className="mt-3 min-h-10 text-sm text-gray-300" data-slot="balance-explanation">{comparison ? comparison.explanation : '\u00a0'}</p>

      {accounting && received && left && (
        <ul className="mt-4" aria-label="The treasury's accounts">
          {opening && (
            <li className="flex flex-wrap items-baseline justify-between gap-x-4 py-3 text-gray-200" data-slot="ledger-opening">
              <span>
                Opening balance, held before the first recorded transaction{' '}
                <a className="link font-mono text-sm" href={explorerTxUrl(opening.signature, cluster)} target="_blank" rel="noopener noreferrer">
                  {opening.signature.slice(0, 8)}…<span className="sr-only"> transaction{NEW_TAB}</span>
                </a>
              </span>
              <span className="font-mono text-white" data-slot="ledger-opening-sol">{formatSol(opening.sol)} SOL</span>
            </li>
          )}
          <Total label="Received" sol={received.sol} slot="ledger-received-sol" />
          <Line label="Credited contributions" line={received.credited} slot="ledger-credited" cluster={cluster} direction="from" note="Each one is listed below with its transaction." />
          <Line label="Payments not credited (owed back or under review)" line={received.unmatched} slot="ledger-unmatched" cluster={cluster} direction="from" />
          <Line label="From the project's own wallets (top-ups)" line={received.funding} slot="ledger-funding" cluster={cluster} direction="from" />
          <Total label="Left the treasury" sol={left.sol} slot="ledger-left-sol" />
          <Line label="Refunds" line={left.refunds} slot="ledger-refunds" cluster={cluster} direction="to" />
          <Line label="Sent to the project's own wallets" line={left.sweeps} slot="ledger-sweeps" cluster={cluster} direction="to" />
          <Line label="Network fees paid by the treasury" line={left.fees} slot="ledger-fees" cluster={cluster} direction="to" />
          <Line label="Outflows not yet explained" line={left.unexplained} slot="ledger-unexplained" cluster={cluster} direction="to" flag />
          <Total label={opening ? 'Opening + received − left' : 'Received − left'} sol={accounting.recorded.sol} slot="ledger-recorded-sol" />
        </ul>
      )}
      <p className="mt-2 text-xs text-gray-400" data-slot="ledger-recorded-at">
        {accounting?.recordedAt ? `Recorded from the chain up to ${formatDateTime(accounting.recordedAt)}.` : accounting ? 'Nothing has been recorded from the chain yet.' : '\u00a0'}
      </p>
    </section>
  );
}
