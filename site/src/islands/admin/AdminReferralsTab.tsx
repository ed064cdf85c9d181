// Admin Referrals: affiliates (credited referrals, rewards, visits) searched by email or code and paged
// by the server, and the refused self-referrals, paged by the server.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatCount } from '@core/format/numbers';
import { formatDateTimeUtc } from '@core/format/time';
import { formatTokens, unitsFromMrdx } from '@core/format/tokens';
import { referralList, refusedReferralList } from '../../stores/admin/referrals';
import { ListSearch } from '../ui/ListSearch';
import { ServerList } from '../ui/ServerList';
import { Table, TableCell, TableRow } from '../ui/Table';
import { Section, short } from './AdminUi';

export function AdminReferralsTab() {
  const params = useStore(referralList.$params);
  useEffect(() => {
    void referralList.load();
    void refusedReferralList.load();
  }, []);
  return (
    <div className="flex flex-col gap-8">
      <Section title="Top affiliates">
        <ServerList
          list={referralList}
          label="Affiliates"
          loadingText="Loading referrals..."
          controls={<ListSearch list="Affiliates" label="Search email or referral code" name="q" initial={params.q ?? ''} onSearch={(text) => void referralList.update({ q: text })} />}
        >
          {(data) => (
            <Table
              look="framed"
              caption="Top affiliates"
              columns={['Email', 'Code', 'Referrals', 'Rewards (MRDX)', 'Visits', 'Refused self-referrals', 'Reward wallet']}
              empty={data.topAffiliates.length === 0 ? (params.q ? 'No affiliates match this search' : 'No affiliates yet') : null}
            >
              {data.topAffiliates.map((row) => (
                <TableRow key={row.investorId}>
                  <TableCell className="max-w-[15rem] min-w-[11rem] wrap-anywhere">{row.email}</TableCell>
                  <TableCell mono>{row.referralCode}</TableCell>
                  <TableCell>{formatCount(row.referredCount)}</TableCell>
                  <TableCell>{formatTokens(unitsFromMrdx(row.totalRewards))}</TableCell>
                  <TableCell>{formatCount(row.visits)}</TableCell>
                  <TableCell>{formatCount(row.refusedSelfReferrals)}</TableCell>
                  <TableCell mono>{row.rewardWallet ? <span title={row.rewardWallet}>{short(row.rewardWallet)}</span> : '—'}</TableCell>
                </TableRow>
              ))}
            </Table>
          )}
        </ServerList>
      </Section>
      <Section title="Refused self-referrals">
        <ServerList list={refusedReferralList} label="Refused self-referrals" loadingText="Loading refused self-referrals...">
          {(data) => (
            <Table look="framed" caption="Refused self-referrals" columns={['When', 'Code owner', 'Code', 'Referred email', 'Referred wallet']} empty={data.items.length === 0 ? 'No refused self-referrals' : null}>
              {data.items.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className="min-w-[7rem]">{formatDateTimeUtc(row.createdAt)}</TableCell>
                  <TableCell className="max-w-[15rem] min-w-[11rem] wrap-anywhere">{row.referrerEmail}</TableCell>
                  <TableCell mono>{row.referralCode}</TableCell>
                  <TableCell className="max-w-[15rem] min-w-[11rem] wrap-anywhere">{row.referredEmail}</TableCell>
                  <TableCell mono>
                    <span title={row.referredWallet}>{short(row.referredWallet)}</span>
                  </TableCell>
                </TableRow>
              ))}
            </Table>
          )}
        </ServerList>
      </Section>
    </div>
  );
}
