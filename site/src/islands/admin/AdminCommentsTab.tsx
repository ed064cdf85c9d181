// Admin Comments: moderation of investor comments by status (pending, approved, rejected), paged by
// the server; approve, reject or delete (asked first: it cannot be undone). Comment text is rendered as text, never as HTML.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatDateTimeUtc } from '@core/format/time';
import { commentList, moderateComment } from '../../stores/admin/comments';
import { $adminBusy } from '../../stores/admin/session';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Select, optionsOf } from '../ui/Select';
import { ServerList } from '../ui/ServerList';
import { Table, TableCell, TableRow } from '../ui/Table';
import { Section } from './AdminUi';

const STATUS_LABELS = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;
type CommentStatus = keyof typeof STATUS_LABELS;

export function AdminCommentsTab() {
  const params = useStore(commentList.$params);
  const busy = useStore($adminBusy);
  const [deleting, setDeleting] = useState<{ id: string; email: string } | null>(null);
  useEffect(() => void commentList.load(), []);
  return (
    <Section title="Comments">
      <ServerList
        list={commentList}
        label="Comments"
        loadingText="Loading comments..."
        controls={<Select id="comment-status" label="Status" className="w-48" options={optionsOf(STATUS_LABELS)} value={params.status} onChange={(e) => void commentList.update({ status: e.target.value })} />}
      >
        {(data) => (
          <Table look="framed" caption="Comments" columns={['Posted', 'Investor', 'Comment', 'Status', 'Actions']} empty={data.items.length === 0 ? `No ${params.status} comments` : null}>
            {data.items.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="min-w-[7rem]">{formatDateTimeUtc(row.createdAt)}</TableCell>
                <TableCell className="max-w-[15rem] min-w-[11rem] wrap-anywhere">{row.investorEmail}</TableCell>
                <TableCell>
                  <span className="whitespace-pre-wrap">{row.comment}</span>
                </TableCell>
                <TableCell>{STATUS_LABELS[row.status as CommentStatus] ?? row.status}</TableCell>
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
                    <Button type="button" variant="subtle" size="sm" disabled={busy !== null} aria-label={`Delete the comment of ${row.investorEmail}`} onClick={() => setDeleting({ id: row.id, email: row.investorEmail })}>
                      Delete
                    </Button>
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </Table>
        )}
      </ServerList>
      {deleting && (
        <ConfirmDialog
          title="Delete this comment?"
          description={`The comment of ${deleting.email} is removed for good; rejecting it instead keeps it out of sight and on record.`}
          confirmLabel="Delete comment"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null);
            void moderateComment(deleting.id, 'delete');
          }}
        />
      )}
    </Section>
  );
}
