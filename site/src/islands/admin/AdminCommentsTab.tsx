// Admin Comments: moderation of investor comments by status (pending, approved, rejected), paged by
// the server; approve, reject or delete. Comment text is rendered as text, never as HTML.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { commentList, moderateComment } from '../../stores/admin/comments';
import { $adminBusy } from '../../stores/admin/session';
import { Button } from '../ui/Button';
import { Table, TableCell, TableRow } from '../ui/Table';
import { Pager } from '../ui/Pager';
import { formatDateTimeUtc } from '@core/format/time';
import { ErrorLine, Section } from './AdminUi';

export function AdminCommentsTab() {
  const { data, error } = useStore(commentList.$list);
  const params = useStore(commentList.$params);
  const busy = useStore($adminBusy);
  useEffect(() => void commentList.load(), []);
  return (
    <Section title="Comments">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="comment-status" className="text-sm font-medium text-gray-200">
          Status
        </label>
        <select id="comment-status" value={params.status} onChange={(e) => void commentList.update({ status: e.target.value })} className="w-48 rounded-md border border-slate-600 bg-slate-950 px-3 py-2">
          <option value="pending">Pending</option>
          <option value="approved">Approved</option>
          <option value="rejected">Rejected</option>
        </select>
      </div>
      <ErrorLine text={error} />
      {!data ? (
        <p role="status">Loading comments...</p>
      ) : (
        <>
          <Table look="framed" caption="Comments" columns={['Posted', 'Investor', 'Comment', 'Status', 'Actions']} empty={data.items.length === 0 ? `No ${params.status} comments` : null}>
            {data.items.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{formatDateTimeUtc(row.createdAt)}</TableCell>
                <TableCell>{row.investorEmail}</TableCell>
                <TableCell>
                  <span className="whitespace-pre-wrap">{row.comment}</span>
                </TableCell>
                <TableCell>{row.status}</TableCell>
                <TableCell>
                  <span className="flex flex-wrap gap-2">
                    {row.status !== 'approved' && (
                      <Button type="button" variant="subtle" size="sm" disabled={busy !== null} onClick={() => void moderateComment(row.id, 'approve')}>
                        Approve
                      </Button>
                    )}
                    {row.status !== 'rejected' && (
                      <Button type="button" variant="subtle" size="sm" disabled={busy !== null} onClick={() => void moderateComment(row.id, 'reject')}>
                        Reject
                      </Button>
                    )}
                    <Button type="button" variant="subtle" size="sm" disabled={busy !== null} onClick={() => void moderateComment(row.id, 'delete')}>
                      Delete
                    </Button>
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </Table>
          <Pager label="Comments" page={data.page} pageSize={data.limit} total={data.total} onPage={(page) => void commentList.update({ page: String(page) })} />
        </>
      )}
    </Section>
  );
}
