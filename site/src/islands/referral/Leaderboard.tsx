// Top affiliates by credited referrals (names masked by the server) and the viewer's own rank.
import type { ReferralLeaderboardResponse } from '@core/api/referral-responses';
import { formatCount } from '@core/format/numbers';
import { formatMrdx, unitsFromMrdx } from '@core/format/tokens';
import { cn } from '../../lib/ui/cn';
import { Table, TableCell, TableRow, type TableColumn } from '../ui/Table';

const COLUMNS: TableColumn[] = ['Rank', 'Affiliate', { label: 'Referrals', align: 'end' }, 'Tier', { label: 'Rewards', align: 'end' }];

/** The leaderboard table, or a line while nobody has a credited referral. */
export function Leaderboard({ board }: { board: ReferralLeaderboardResponse | null }) {
  if (!board) return <p role="status" className="text-gray-300">Loading the leaderboard...</p>;
  return (
    <div data-slot="leaderboard" className="space-y-4">
      <p className="text-gray-200" data-slot="your-rank">
        {board.you.rank === null
          ? 'You are not ranked yet: your first credited referral puts you on the board.'
          : `Your rank: #${board.you.rank} with ${formatCount(board.you.referredCount)} referral${board.you.referredCount === 1 ? '' : 's'}.`}
      </p>
      {board.leaders.length === 0 ? (
        <p className="text-gray-300">No affiliate has a credited referral yet.</p>
      ) : (
        <Table caption="Top affiliates by credited referrals" columns={COLUMNS}>
          {board.leaders.map((leader) => (
            <TableRow key={`${leader.rank}-${leader.name}`} data-slot="leader" data-you={leader.isYou ? 'true' : 'false'} className={cn(leader.isYou && 'bg-cyan-950/50')}>
              <TableCell className="font-semibold">#{formatCount(leader.rank)}</TableCell>
              <TableCell mono>
                {leader.name}
                {leader.isYou && <span className="ml-2 rounded bg-cyan-800 px-1.5 py-0.5 font-sans text-xs text-white">You</span>}
              </TableCell>
              <TableCell align="end">{formatCount(leader.referredCount)}</TableCell>
              <TableCell>{leader.tier ?? '—'}</TableCell>
              <TableCell align="end">{formatMrdx(unitsFromMrdx(leader.totalRewards))}</TableCell>
            </TableRow>
          ))}
        </Table>
      )}
    </div>
  );
}
