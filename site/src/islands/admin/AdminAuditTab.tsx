// Admin Audit log: every admin action and credit, filtered by actor and action (exact, on the
// server) and paged by the server; each action in words (core/audit-actions.ts) and its details with
// their figures formatted (core/audit-details.ts), never raw JSON or base units.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { auditList } from '../../stores/admin/audit';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { Table, TableCell, TableRow } from '../ui/Table';
import { Pager } from '../ui/Pager';
import { auditActionWords } from '@core/audit-actions';
import { auditDetailLines } from '@core/audit-details';
import { formatDateTimeUtc } from '@core/format/time';
import { ErrorLine } from '../ui/ErrorLine';
import { Section } from './AdminUi';

/** A row's details as a list of labelled figures. */
function AuditDetail({ detail }: { detail: unknown }) {
  const lines = auditDetailLines(detail);
  if (lines.length === 0) return <span>—</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs" data-slot="audit-detail">
      {lines.map((line) => (
        <div key={line.label} className="contents">
          <dt className="text-gray-400">{line.label}</dt>
          <dd className="break-words">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AdminAuditTab() {
  const { data, error } = useStore(auditList.$list);
  const params = useStore(auditList.$params);
  const [filters, setFilters] = useState({ actor: params.actor ?? '', action: params.action ?? '' });
  useEffect(() => void auditList.load(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void auditList.update({ actor: filters.actor.trim(), action: filters.action.trim() });
  };
  return (
    <Section title="Audit log">
      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <TextField label="Actor" name="actor" placeholder="admin:admin" value={filters.actor} onChange={(e) => setFilters({ ...filters, actor: e.target.value })} />
        <TextField label="Action" name="action" placeholder="fundraising.adjusted" value={filters.action} onChange={(e) => setFilters({ ...filters, action: e.target.value })} />
        <Button type="submit" variant="accent" size="sm">
          Filter
        </Button>
      </form>
      <ErrorLine text={error} />
      {!data ? (
        <p role="status">Loading audit log...</p>
      ) : (
        <>
          <Table look="framed" caption="Audit log" columns={['When', 'Actor', 'Action', 'Subject', 'Detail']} empty={data.items.length === 0 ? 'No audit entries' : null}>
            {data.items.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{formatDateTimeUtc(row.createdAt)}</TableCell>
                <TableCell>{row.actor}</TableCell>
                <TableCell>
                  <span className="block">{auditActionWords(row.action)}</span>
                  <span className="block font-mono text-xs text-gray-400">{row.action}</span>
                </TableCell>
                <TableCell mono>{row.subject ?? '—'}</TableCell>
                <TableCell>
                  <AuditDetail detail={row.detail} />
                </TableCell>
              </TableRow>
            ))}
          </Table>
          <Pager label="Audit log" page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => void auditList.update({ page: String(page) })} />
        </>
      )}
    </Section>
  );
}
