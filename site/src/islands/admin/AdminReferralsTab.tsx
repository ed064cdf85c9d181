// Admin Referrals: affiliates (credited referrals, rewards, visits) searched by email or code and paged
// by the server, and the refused self-referrals, paged by the server.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { referralList, refusedReferralList } from '../../stores/admin/referrals';
import { Table, TableCell, TableRow } from '../ui/Table';
import { Pager } from '../ui/Pager';
import { formatDateTimeUtc } from '@core/format/time';
import { ErrorLine, ListSearch, Section, short } from './AdminUi';
import { formatCount } from '@core/format/numbers';
import { formatTokens, unitsFromMrdx } from '@core/format/tokens';

export function AdminReferralsTab() {
  const { data, loading, error } = useStore(referralList.$list);
  const params = useStore(referralList.$params);
  const refused = useStore(refusedReferralList.$list);
  useEffect(() => {
    void referralList.load();
    void refusedReferralList.load();
  }, []);
  return (
    <div className="flex flex-col gap-8">
      <Section title="Top affiliates">
        <ListSearch list="Affiliates" label="Search email or referral code" name="q" initial={params.q ?? ''} onSearch={(text) => void referralList.update({ q: text })} />
        <ErrorLine text={error} />
        {!data ? (
          <p role="status">{loading ? 'Loading referrals...' : ''}</p>
        ) : (
          <>
            <Table
              look="framed"
              caption="Top affiliates"
              columns={['Email', 'Code', 'Referrals', 'Rewards (MRDX)', 'Visits', 'Refused self-referrals', 'Reward wallet']}
              empty={data.topAffiliates.length === 0 ? (params.q ? 'No affiliates match this search' : 'No affiliates yet') : null}
            >
              {data.topAffiliates.map((row) => (
                <TableRow key={row.investorId}>
                  <TableCell>{row.email}</TableCell>
                  <TableCell mono>{row.referralCode}</TableCell>
                  <TableCell>{formatCount(row.referredCount)}</TableCell>
                  <TableCell>{formatTokens(unitsFromMrdx(row.totalRewards))}</TableCell>
                  <TableCell>{formatCount(row.visits)}</TableCell>
                  <TableCell>{formatCount(row.refusedSelfReferrals)}</TableCell>
                  <TableCell mono>{row.rewardWallet ? short(row.rewardWallet) : '—'}</TableCell>
                </TableRow>
              ))}
            </Table>
            <Pager label="Affiliates" page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => void referralList.update({ page: String(page) })} />
          </>
        )}
      </Section>
      <Section title="Refused self-referrals">
        <ErrorLine text={refused.error} />
        {!refused.data ? (
          <p role="status">{refused.loading ? 'Loading refused self-referrals...' : ''}</p>
        ) : (
          <>
            <Table look="framed" caption="Refused self-referrals" columns={['When', 'Code owner', 'Code', 'Referred email', 'Referred wallet']} empty={refused.data.items.length === 0 ? 'No refused self-referrals' : null}>
              {refused.data.items.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{formatDateTimeUtc(row.createdAt)}</TableCell>
                  <TableCell>{row.referrerEmail}</TableCell>
                  <TableCell mono>{row.referralCode}</TableCell>
                  <TableCell>{row.referredEmail}</TableCell>
                  <TableCell mono>{short(row.referredWallet)}</TableCell>
                </TableRow>
              ))}
            </Table>
            <Pager label="Refused self-referrals" page={refused.data.page} pageSize={refused.data.pageSize} total={refused.data.total} onPage={(page) => void refusedReferralList.update({ page: String(page) })} />
          </>
        )}
      </Section>
    </div>
  );
}
