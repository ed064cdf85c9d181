// Top affiliates by credited referrals (names masked by the server) and the viewer's own rank.
import type { ReferralLeaderboardResponse } from '@core/api/referral-responses';
import { formatCount, formatMrdx } from './format';

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
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Top affiliates by credited referrals</caption>
            <thead className="text-gray-300">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">Rank</th>
                <th scope="col" className="py-2 pr-4 font-medium">Affiliate</th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">Referrals</th>
                <th scope="col" className="py-2 pr-4 font-medium">Tier</th>
                <th scope="col" className="py-2 text-right font-medium">Rewards</th>
              </tr>
            </thead>
            <tbody className="text-gray-100">
              {board.leaders.map((leader) => (
                <tr key={`${leader.rank}-${leader.name}`} data-slot="leader" data-you={leader.isYou ? 'true' : 'false'} className={`border-t border-gray-800 ${leader.isYou ? 'bg-cyan-950/50' : ''}`}>
                  <td className="py-2 pr-4 font-semibold">#{leader.rank}</td>
                  <td className="py-2 pr-4 font-mono">
                    {leader.name}
                    {leader.isYou && <span className="ml-2 rounded bg-cyan-800 px-1.5 py-0.5 font-sans text-xs text-white">You</span>}
                  </td>
                  <td className="py-2 pr-4 text-right">{formatCount(leader.referredCount)}</td>
                  <td className="py-2 pr-4">{leader.tier ?? '—'}</td>
                  <td className="py-2 text-right">{formatMrdx(leader.totalRewards)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
