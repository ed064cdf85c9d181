// Admin Mail: the outbox searched by recipient, filtered by status and paged by the server (attempts,
// last error), with retry of a failed mail. Bodies are not listed, so no temporary password can appear here.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { mailList, retryMail } from '../../stores/admin/mail';
import { $adminBusy } from '../../stores/admin/session';
import { Button } from '../ui/Button';
import { Table, TableCell, TableRow } from '../ui/Table';
import { Pager } from '../ui/Pager';
import { formatDateTimeUtc } from '@core/format/time';
import { ErrorLine, ListSearch, Section } from './AdminUi';
import { formatCount } from '@core/format/numbers';

export function AdminMailTab() {
  const { data, error } = useStore(mailList.$list);
  const params = useStore(mailList.$params);
  const busy = useStore($adminBusy);
  useEffect(() => void mailList.load(), []);
  return (
    <Section title="Mail outbox" actions={<Button type="button" variant="subtle" size="sm" onClick={() => void mailList.load()}>Refresh</Button>}>
      <div className="flex flex-wrap items-end gap-3">
        <ListSearch list="Mail outbox" label="Search recipient" name="to" initial={params.to ?? ''} onSearch={(text) => void mailList.update({ to: text })} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="mail-status" className="text-sm font-medium text-gray-200">
            Status
          </label>
          <select id="mail-status" value={params.status} onChange={(e) => void mailList.update({ status: e.target.value })} className="w-48 rounded-md border border-slate-600 bg-slate-950 px-3 py-2">
            <option value="">All</option>
            <option value="queued">Queued</option>
            <option value="sent">Sent</option>
            <option value="failed">Failed</option>
          </select>
        </div>
      </div>
      <ErrorLine text={error} />
      {!data ? (
        <p role="status">Loading mail...</p>
      ) : (
        <>
          <Table look="framed" caption="Mail outbox" columns={['Created', 'To', 'Subject', 'Status', 'Attempts', 'Last error', 'Actions']} empty={data.items.length === 0 ? (params.to ? 'No mail to this recipient' : 'No mail') : null}>
            {data.items.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="min-w-[7rem]">{formatDateTimeUtc(row.createdAt)}</TableCell>
                <TableCell className="max-w-[15rem] min-w-[11rem] wrap-anywhere">{row.to}</TableCell>
                <TableCell>{row.subject}</TableCell>
                <TableCell>{row.status}</TableCell>
                <TableCell>{formatCount(row.attempts)}</TableCell>
                <TableCell className="wrap-anywhere">{row.lastError ?? '—'}</TableCell>
                <TableCell>
                  {row.status === 'failed' ? (
                    <Button type="button" variant="subtle" size="sm" disabled={busy !== null} aria-label={`Retry mail to ${row.to}`} onClick={() => void retryMail(row.id)}>
                      Retry
                    </Button>
                  ) : (
                    '—'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </Table>
          <Pager label="Mail" page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => void mailList.update({ page: String(page) })} />
        </>
      )}
    </Section>
  );
}
