// Admin Referrals: top affiliates (credited referrals, rewards, visits) and refused self-referrals.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $referrals, loadReferrals } from '../../stores/admin-console';
import { Cell, Section, Table, short, when } from './AdminUi';

export function AdminReferralsTab() {
  const data = useStore($referrals);
  useEffect(() => void loadReferrals(), []);
  if (!data) return <p role="status">Loading referrals...</p>;
  return (
    <div className="flex flex-col gap-8">
      <Section title="Top affiliates">
        <Table caption="Top affiliates" head={['Email', 'Code', 'Referrals', 'Rewards (MRDX)', 'Visits', 'Refused self-referrals', 'Reward wallet']} empty={data.topAffiliates.length === 0 ? 'No affiliates yet' : null}>
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
      </Section>
      <Section title="Refused self-referrals">
        <Table caption="Refused self-referrals" head={['When', 'Code owner', 'Code', 'Referred email', 'Referred wallet']} empty={data.refusedSelfReferrals.length === 0 ? 'No refused self-referrals' : null}>
          {data.refusedSelfReferrals.map((row) => (
            <tr key={row.id}>
              <Cell>{when(row.createdAt)}</Cell>
              <Cell>{row.referrerEmail}</Cell>
              <Cell mono>{row.referralCode}</Cell>
              <Cell>{row.referredEmail}</Cell>
              <Cell mono>{short(row.referredWallet)}</Cell>
            </tr>
          ))}
        </Table>
      </Section>
    </div>
  );
}
