// Admin Mail: the outbox searched by recipient, filtered by status and paged by the server (attempts,
// last error), with retry of a failed mail. Bodies are not listed, so no temporary password can appear here.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatCount } from '@core/format/numbers';
import { formatDateTimeUtc } from '@core/format/time';
import { mailList, retryMail } from '../../stores/admin/mail';
import { $adminBusy } from '../../stores/admin/session';
import { Button } from '../ui/Button';
import { ListSearch } from '../ui/ListSearch';
import { Select, optionsOf } from '../ui/Select';
import { ServerList } from '../ui/ServerList';
import { Table, TableCell, TableRow } from '../ui/Table';
import { Section } from './AdminUi';
import { MAIL_STATUS_LABELS } from './status-labels';

const STATUS_FILTERS = { '': 'All', ...MAIL_STATUS_LABELS };

export function AdminMailTab() {
  const params = useStore(mailList.$params);
  const busy = useStore($adminBusy);
  useEffect(() => void mailList.load(), []);
  return (
    <Section title="Mail outbox" actions={<Button type="button" variant="subtle" size="sm" onClick={() => void mailList.load()}>Refresh</Button>}>
      <ServerList
        list={mailList}
        label="Mail"
        loadingText="Loading mail..."
        controls={
          <>
            <ListSearch list="Mail outbox" label="Search recipient" name="to" initial={params.to ?? ''} onSearch={(text) => void mailList.update({ to: text })} />
            <Select id="mail-status" label="Status" className="w-48" options={optionsOf(STATUS_FILTERS, ['', 'queued', 'sent', 'failed'])} value={params.status} onChange={(e) => void mailList.update({ status: e.target.value })} />
          </>
        }
      >
        {(data) => (
          <Table look="framed" caption="Mail outbox" columns={['Created', 'To', 'Subject', 'Status', 'Attempts', 'Last error', 'Actions']} empty={data.items.length === 0 ? (params.to ? 'No mail to this recipient' : 'No mail') : null}>
            {data.items.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="min-w-[7rem]">{formatDateTimeUtc(row.createdAt)}</TableCell>
                <TableCell className="max-w-[15rem] min-w-[11rem] wrap-anywhere">{row.to}</TableCell>
                <TableCell>{row.subject}</TableCell>
                <TableCell>{MAIL_STATUS_LABELS[row.status]}</TableCell>
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
        )}
      </ServerList>
    </Section>
  );
}
