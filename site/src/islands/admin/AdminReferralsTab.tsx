// Admin Referrals: affiliates (credited referrals, rewards, visits) searched by email or code and paged
// by the server, and the refused self-referrals, paged by the server.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { referralList, refusedReferralList } from '../../stores/admin-console';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { Cell, ErrorLine, Pager, Section, Table, short, when } from './AdminUi';

export function AdminReferralsTab() {
  const { data, loading, error } = useStore(referralList.$list);
  const params = useStore(referralList.$params);
  const refused = useStore(refusedReferralList.$list);
  const [search, setSearch] = useState(params.q ?? '');
  useEffect(() => {
    void referralList.load();
    void refusedReferralList.load();
  }, []);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    void referralList.update({ q: search.trim() });
  };
  return (
    <div className="flex flex-col gap-8">
      <Section title="Top affiliates">
        <form role="search" aria-label="Affiliates" onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
          <TextField label="Search email or referral code" name="q" type="search" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} className="w-72 max-w-full" />
          <Button type="submit" variant="accent" size="sm">
            Search
          </Button>
        </form>
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
