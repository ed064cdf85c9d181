// Admin Contributions: the investor wallets table, searched, sorted and paged by the
// server, with the Details and Resend dialogs, the two CSV downloads and the test email.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { INVESTOR_SORTS } from '@core/schemas/admin-lists';
import { CONTRIBUTIONS_CSV_HREF, DISTRIBUTION_CSV_HREF, investors } from '../../stores/admin/contributions';
import { sendTestEmail } from '../../stores/admin/mail';
import { $adminBusy } from '../../stores/admin/session';
import { CopyButton } from '../ui/CopyButton';
import { Button, buttonVariants } from '../ui/Button';
import { ListSearch } from '../ui/ListSearch';
import { Select, optionsOf } from '../ui/Select';
import { ServerList } from '../ui/ServerList';
import { TextField } from '../ui/TextField';
import { Table, TableCell, TableRow } from '../ui/Table';
import { formatUsd } from '@core/format/money';
import { formatCount } from '@core/format/numbers';
import { formatMrdx, formatTokens, unitsFromBaseUnits } from '@core/format/tokens';
import { formatDateTimeUtc } from '@core/format/time';
import { Section, short } from './AdminUi';
import { InvestorDetailsDialog } from './InvestorDetailsDialog';
import { ResendLoginDialog } from './ResendLoginDialog';

const SORT_LABELS: Record<(typeof INVESTOR_SORTS)[number], string> = {
  email: 'Email',
  wallet: 'Wallet Address',
  totalUsd: 'Total Investment',
  tokens: 'MRDX Tokens',
  access: 'Dashboard Access',
  newsletter: 'Newsletter',
  latestAt: 'Investment Date',
};
const ORDER_LABELS = { desc: 'Descending', asc: 'Ascending' } as const;

export function AdminContributionsTab() {
  const { data } = useStore(investors.$list);
  const params = useStore(investors.$params);
  const busy = useStore($adminBusy);
  const [testTo, setTestTo] = useState('');
  const [dialog, setDialog] = useState<{ kind: 'details' | 'resend'; email: string } | null>(null);
  useEffect(() => void investors.load(), []);

  const onTest = async (event: FormEvent) => {
    event.preventDefault();
    if (await sendTestEmail(testTo.trim())) setTestTo('');
  };

  return (
    <div className="flex flex-col gap-8">
      <Section
        title="Investor wallets"
        actions={
          <>
            <a className={buttonVariants({ variant: 'subtle', size: 'sm' })} href={CONTRIBUTIONS_CSV_HREF} download>
              Export CSV
            </a>
            <a className={buttonVariants({ variant: 'subtle', size: 'sm' })} href={DISTRIBUTION_CSV_HREF} download>
              Generate Distribution Report
            </a>
          </>
        }
      >
        {data && (
          <p className="text-sm text-muted">
            Total MRDX (bonus included): <strong className="text-heading">{formatMrdx(unitsFromBaseUnits(data.summary.totalTokenBaseUnits))}</strong> · Unique investors: <strong className="text-heading">{formatCount(data.summary.uniqueInvestors)}</strong>
          </p>
        )}
        <ServerList
          list={investors}
          label="Investors"
          loadingText="Loading investors..."
          controls={
            <>
              <ListSearch list="Investor wallets" label="Search email, wallet or signature" name="q" initial={params.q ?? ''} onSearch={(text) => void investors.update({ q: text })} />
              <Select id="investor-sort" label="Sort by" options={optionsOf(SORT_LABELS, INVESTOR_SORTS)} value={params.sort} onChange={(e) => void investors.update({ sort: e.target.value })} />
              <Select id="investor-dir" label="Order" options={optionsOf(ORDER_LABELS)} value={params.dir} onChange={(e) => void investors.update({ dir: e.target.value })} />
            </>
          }
        >
          {(data) => (
            <Table
              look="framed"
              caption="Investor wallets"
              columns={['Email', 'Wallet Address', 'Total Investment (USD)', 'MRDX Tokens', 'Dashboard Access', 'Newsletter', 'Investment Date', 'Actions']}
              empty={data.items.length === 0 ? (params.q ? 'No investors match this search' : 'No investors registered yet') : null}
            >
              {data.items.map((row) => (
                <TableRow key={row.email}>
                  <TableCell className="max-w-[14rem] min-w-[11rem] wrap-anywhere">{row.email}</TableCell>
                  <TableCell mono>
                    {row.wallets.map((wallet) => (
                      <span key={wallet} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <span title={wallet} className="whitespace-nowrap">{short(wallet)}</span>
                        <CopyButton value={wallet} toastDescription="Wallet address copied." aria-label={`Copy wallet ${wallet}`} size="xs" />
                      </span>
                    ))}
                  </TableCell>
                  <TableCell>{formatUsd(row.totalUsd)}</TableCell>
                  <TableCell>{formatTokens(unitsFromBaseUnits(row.tokenBaseUnits))}</TableCell>
                  <TableCell>{row.access}</TableCell>
                  <TableCell>{row.newsletter}</TableCell>
                  <TableCell className="min-w-[7rem]">{formatDateTimeUtc(row.latestAt)}</TableCell>
                  <TableCell>
                    <span className="flex flex-col gap-2">
                      <Button type="button" variant="subtle" size="sm" aria-label={`Details of ${row.email}`} onClick={() => setDialog({ kind: 'details', email: row.email })}>
                        Details
                      </Button>
                      <Button type="button" variant="subtle" size="sm" aria-label={`Resend login of ${row.email}`} onClick={() => setDialog({ kind: 'resend', email: row.email })}>
                        Resend
                      </Button>
                    </span>
                  </TableCell>
                </TableRow>
              ))}
            </Table>
          )}
        </ServerList>
      </Section>
      <Section title="Send Test Email">
        <form onSubmit={onTest} noValidate className="flex flex-wrap items-end gap-2">
          <TextField label="Test email address" name="to" type="email" autoComplete="off" value={testTo} onChange={(e) => setTestTo(e.target.value)} className="w-72 max-w-full" />
          <Button type="submit" variant="accent" size="sm" disabled={busy !== null}>
            {busy === 'test-mail' ? 'Sending...' : 'Send Test Email'}
          </Button>
        </form>
      </Section>
      {dialog?.kind === 'details' && <InvestorDetailsDialog email={dialog.email} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'resend' && <ResendLoginDialog email={dialog.email} onClose={() => setDialog(null)} />}
    </div>
  );
}
