// The batches of the unlock in view, paged and filtered by the server: each with its status, transfers,
// tokens, fee and rent, the transaction that paid it (signature, copy, explorer link), the history of
// its attempts (expired ones signed again) and its failure or mismatch in words.
import { useStore } from '@nanostores/react';
import type { AttemptView, BatchView } from '@core/api/distribution';
import { formatSol } from '@core/format/money';
import { formatCount, formatCountOf } from '@core/format/numbers';
import { formatDateTimeUtc } from '@core/format/time';
import { formatTokenAmount } from '@core/format/tokens';
import { actorName, ATTEMPT_STATUS_LABELS, BATCH_STATUS_LABELS, BATCH_STATUSES } from '../../../lib/distribution/labels';
import { batchList } from '../../../stores/admin/distribution';
import { Select, optionsOf } from '../../ui/Select';
import { ServerList } from '../../ui/ServerList';
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

/** Batches of the unlock selected in the Unlocks section. */
export function BatchesList({ cluster }: { cluster: string }) {
  const params = useStore(batchList.$params);
  return (
    <section aria-labelledby="batches-title" className="flex flex-col gap-3">
      <h3 id="batches-title" className="font-semibold text-heading">
        Batches
      </h3>
      <ServerList
        list={batchList}
        label="Batches"
        loadingText="Loading batches..."
        controls={<Select id="batch-status" label="Status" className="w-48" options={[{ value: '', label: 'All' }, ...optionsOf(BATCH_STATUS_LABELS, BATCH_STATUSES)]} value={params.status} onChange={(e) => void batchList.update({ status: e.target.value })} />}
      >
        {(data) => (
          <Table look="framed" caption="Batches" columns={['Batch', 'Status', { label: 'Transfers', align: 'end' }, { label: 'MRDX', align: 'end' }, 'Fee and rent (SOL)', 'Transaction', 'Attempts']} empty={data.items.length === 0 ? (params.status ? 'No batch with this status' : 'No batches: open the unlock to form them') : null} className="min-w-[52rem]">
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
                <TableCell align="end">{formatTokenAmount(batch.amount, { unit: false })}</TableCell>
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
