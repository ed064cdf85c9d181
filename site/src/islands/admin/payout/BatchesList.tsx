// The batches of one payout run in view (an unlock's, an asset's refunds), paged and filtered by the
// server: each with its status, transfers, amount, fee and rent, the transaction that paid it
// (signature, copy, explorer link), the history of its attempts (expired ones signed again) and its
// failure or mismatch in words.
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { ReadableAtom } from 'nanostores';
import type { AttemptView, BatchView } from '@core/api/distribution';
import type { Page } from '@core/api/admin';
import { formatSol } from '@core/format/money';
import { formatCount, formatCountOf } from '@core/format/numbers';
import { formatDateTimeUtc } from '@core/format/time';
import { actorName, ATTEMPT_STATUS_LABELS, BATCH_STATUS_LABELS, BATCH_STATUSES } from '../../../lib/distribution/labels';
import { Select, optionsOf } from '../../ui/Select';
import { ServerList, type ServerListSource } from '../../ui/ServerList';
import { SignatureLine } from '../../ui/SignatureLine';
import { Table, TableCell, TableRow } from '../../ui/Table';
import { short } from '../AdminUi';

const STATUS_TONES: Record<BatchView['status'], string> = {
  ready: 'text-fg-soft',
  sending: 'text-link-hover',
  failed: 'text-warning',
  paid: 'text-success',
  mismatch: 'text-danger',
};

function Attempt({ attempt, resigned }: { attempt: AttemptView; resigned: boolean }) {
  return (
    <li data-attempt={attempt.number} data-status={attempt.status}>
      <span className="text-fg-soft">
        {attempt.number}. {ATTEMPT_STATUS_LABELS[attempt.status]}
        {resigned && ', signed again'}
      </span>{' '}
      {attempt.signature && attempt.explorerUrl ? (
        <a href={attempt.explorerUrl} target="_blank" rel="noopener noreferrer" className="font-mono text-link underline" title={attempt.signature}>
          {short(attempt.signature)}
          <span className="sr-only"> (attempt {attempt.number} on Solana Explorer, opens in a new tab)</span>
        </a>
      ) : null}
      <span className="block text-xs text-muted">
        started {formatDateTimeUtc(attempt.startedAt)} by {actorName(attempt.startedBy)}, valid until block {attempt.lastValidBlockHeight}
        {attempt.priorityFeeMicroLamports !== '0' && `, priority fee ${attempt.priorityFeeMicroLamports} µlamports/CU`}
      </span>
      {attempt.error && <span className="block text-xs text-warning">{attempt.error}</span>}
    </li>
  );
}

/** A batch as both payouts list it (the amount is drawn by the caller). */
export type ListedBatchView = Omit<BatchView, 'unlockAt' | 'amount'>;

export interface BatchesListProps<B extends ListedBatchView> {
  /** The server list of the run's batches (its params carry `status`). */
  list: ServerListSource<Page<B>> & { $params: ReadableAtom<Record<string, string>> };
  cluster: string;
  /** The amount column's heading ("MRDX", "USDC") and cell. */
  amountLabel: string;
  amountOf: (batch: B) => string;
  /** Shown when the run has no batches at all. */
  noBatches: string;
}

/** Batches of the run in view. */
export function BatchesList<B extends ListedBatchView>({ list, cluster, amountLabel, amountOf, noBatches }: BatchesListProps<B>) {
  const params = useStore(list.$params);
  const idPrefix = useId();
  return (
    <section aria-labelledby="batches-title" className="flex flex-col gap-3">
      <h3 id="batches-title" className="font-semibold text-heading">
        Batches
      </h3>
      <ServerList
        list={list}
        label="Batches"
        loadingText="Loading batches..."
        controls={<Select id={`${idPrefix}-batch-status`} label="Status" className="w-48" options={[{ value: '', label: 'All' }, ...optionsOf(BATCH_STATUS_LABELS, BATCH_STATUSES)]} value={params.status} onChange={(e) => void list.update({ status: e.target.value })} />}
      >
        {(data) => (
          <Table look="framed" caption="Batches" columns={['Batch', 'Status', { label: 'Transfers', align: 'end' }, { label: amountLabel, align: 'end' }, 'Fee and rent (SOL)', 'Transaction', 'Attempts']} empty={data.items.length === 0 ? (params.status ? 'No batch with this status' : noBatches) : null} className="min-w-[52rem]">
            {data.items.map((batch) => (
              <TableRow key={batch.id} data-batch={batch.sequence} data-status={batch.status}>
                <TableCell>
                  {batch.sequence}
                  <span className="block font-mono text-xs text-muted" title={batch.reference}>
                    ref {short(batch.reference)}
                  </span>
                </TableCell>
                <TableCell className={STATUS_TONES[batch.status]}>
                  {BATCH_STATUS_LABELS[batch.status]}
                  {batch.error && <span className="mt-1 block max-w-[12rem] text-xs">{batch.error}</span>}
                </TableCell>
                <TableCell align="end">
                  {formatCount(batch.transfers)}
                  {batch.accountsToCreate > 0 && <span className="block text-xs text-muted">{formatCountOf(batch.accountsToCreate, 'new account')}</span>}
                </TableCell>
                <TableCell align="end">{amountOf(batch)}</TableCell>
                <TableCell>
                  {formatSol(batch.fee.sol)} + {formatSol(batch.rent.sol)}
                </TableCell>
                {/* The signature box sits level with the row (its own top margin spaces it in a card). */}
                <TableCell className="min-w-[13rem] [&>[data-slot=signature]]:mt-0">
                  {batch.paidSignature ? <SignatureLine signature={batch.paidSignature} cluster={cluster} /> : <span className="text-muted">Not paid yet</span>}
                  {batch.paidAt && <span className="mt-1 block text-xs text-muted">verified {formatDateTimeUtc(batch.paidAt)}</span>}
                </TableCell>
                <TableCell className="min-w-[13rem]">
                  {batch.attempts.length === 0 ? (
                    <span className="text-muted">None yet</span>
                  ) : (
                    <ol className="flex flex-col gap-1.5">
                      {batch.attempts.map((attempt, index) => <Attempt key={attempt.id} attempt={attempt} resigned={index < batch.attempts.length - 1} />)}
                    </ol>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </Table>
        )}
      </ServerList>
    </section>
  );
}
