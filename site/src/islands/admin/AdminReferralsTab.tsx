// Admin Referrals: affiliates (credited referrals, rewards, visits) searched by email or code and paged
// by the server, and the refused self-referrals, paged by the server.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { referralList, refusedReferralList } from '../../stores/admin-console';
import { Cell, ErrorLine, ListSearch, Pager, Section, Table, short, when } from './AdminUi';

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
              caption="Top affiliates"
              head={['Email', 'Code', 'Referrals', 'Rewards (MRDX)', 'Visits', 'Refused self-referrals', 'Reward wallet']}
              empty={data.topAffiliates.length === 0 ? (params.q ? 'No affiliates match this search' : 'No affiliates yet') : null}
            >
              {data.topAffiliates.map((row) => (
                <tr key={row.investorId}>
                  <Cell>{row.email}</Cell>
                  <Cell mono>{row.referralCode}</Cell>
                  <Cell>{row.referredCount}</Cell>
                  <Cell>{row.totalRewards}</Cell>
                  <Cell>{row.visits}</Cell>
                  <Cell>{row.refusedSelfReferrals}</Cell>
                  <Cell mono>{row.rewardWallet ? short(row.rewardWallet) : '—'}</Cell>
                </tr>
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
            <Table caption="Refused self-referrals" head={['When', 'Code owner', 'Code', 'Referred email', 'Referred wallet']} empty={refused.data.items.length === 0 ? 'No refused self-referrals' : null}>
              {refused.data.items.map((row) => (
                <tr key={row.id}>
                  <Cell>{when(row.createdAt)}</Cell>
                  <Cell>{row.referrerEmail}</Cell>
                  <Cell mono>{row.referralCode}</Cell>
                  <Cell>{row.referredEmail}</Cell>
                  <Cell mono>{short(row.referredWallet)}</Cell>
                </tr>
              ))}
            </Table>
            <Pager label="Refused self-referrals" page={refused.data.page} pageSize={refused.data.pageSize} total={refused.data.total} onPage={(page) => void refusedReferralList.update({ page: String(page) })} />
          </>
        )}
      </Section>
    </div>
  );
}
