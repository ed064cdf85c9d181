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
import { TextField } from '../ui/TextField';
import { Table, TableCell, TableRow } from '../ui/Table';
import { Pager } from '../ui/Pager';
import { formatUsd } from '@core/format/money';
import { formatCount } from '@core/format/numbers';
import { formatMrdx, formatTokens, unitsFromBaseUnits } from '@core/format/tokens';
import { formatDateTimeUtc } from '@core/format/time';
import { ErrorLine, ListSearch, Section, short } from './AdminUi';
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

export function AdminContributionsTab() {
  const { data, loading, error } = useStore(investors.$list);
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
          <p className="text-sm text-gray-300">
            Total MRDX (bonus included): <strong className="text-white">{formatMrdx(unitsFromBaseUnits(data.summary.totalTokenBaseUnits))}</strong> · Unique investors: <strong className="text-white">{formatCount(data.summary.uniqueInvestors)}</strong>
          </p>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <ListSearch list="Investor wallets" label="Search email, wallet or signature" name="q" initial={params.q ?? ''} onSearch={(text) => void investors.update({ q: text })} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="investor-sort" className="text-sm font-medium text-gray-200">
              Sort by
            </label>
            <select id="investor-sort" value={params.sort} onChange={(e) => void investors.update({ sort: e.target.value })} className="rounded-md border border-slate-600 bg-slate-950 px-3 py-2">
              {INVESTOR_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="investor-dir" className="text-sm font-medium text-gray-200">
              Order
            </label>
            <select id="investor-dir" value={params.dir} onChange={(e) => void investors.update({ dir: e.target.value })} className="rounded-md border border-slate-600 bg-slate-950 px-3 py-2">
              <option value="desc">Descending</option>
              <option value="asc">Ascending</option>
            </select>
          </div>
        </div>
        <ErrorLine text={error} />
        {!data ? (
          <p role="status">{loading ? 'Loading investors...' : ''}</p>
        ) : (
          <>
            <Table
              look="framed"
              caption="Investor wallets"
              columns={['Email', 'Wallet Address', 'Total Investment (USD)', 'MRDX Tokens', 'Dashboard Access', 'Newsletter', 'Investment Date', 'Actions']}
              empty={data.items.length === 0 ? (params.q ? 'No investors match this search' : 'No investors registered yet') : null}
            >
              {data.items.map((row) => (
                <TableRow key={row.email}>
                  <TableCell className="max-w-[14rem] min-w-[10rem] wrap-anywhere">{row.email}</TableCell>
                  <TableCell mono className="whitespace-nowrap">
                    {row.wallets.map((wallet) => (
                      <span key={wallet} className="flex items-center gap-2">
                        <span title={wallet}>{short(wallet)}</span>
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
            <Pager label="Investors" page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => void investors.update({ page: String(page) })} />
          </>
        )}
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
