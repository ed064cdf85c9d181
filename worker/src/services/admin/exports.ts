// The console's downloads of the sale's records: every credited contribution and the distribution
// report (one row per wallet: MRDX owed per phase in display and base units, each vesting unlock with
// its date, and a TOTAL row that reconciles with the Overview's tokens sold and contributed USD) of the
// Contributions tab, and the whitelist registrations. Every download of the console is named
// `mrdx-<records>-<date>.csv` (csvResponse) and headed in Title Case, as these are.
import { assetDecimal } from '@core/asset-amount';
import { formatLamportsAsSol } from '@core/lamports';
import { usdCentsDecimal } from '@core/format/money';
import { formatIsoUtc } from '@core/format/time';
import { formatTokenAmount, vestingAmounts, vestingSchedule, type VestingUnlock } from '@core/sale-rules';
import type { ContributionPhase } from '@core/phase';
import { contributionsAfter, walletsOwedAfter, type ContributionExportRow, type WalletOwedRow } from '../contributions/contribution-queries';
import { amountOfColumns } from '../../db/money-columns';
import { csvStream } from './csv-stream';
import { referralRewardsPerWallet } from '../referrals/referral-rewards';
import type { WhitelistRegistrationRow } from '@core/api/community';

/** Rows read from D1 per page of a download. */
export const EXPORT_PAGE_SIZE = 500;

// Figures are plain decimals ("1234.50", "724500"), which a spreadsheet reads as numbers in any locale
// (thousands separators would turn them into text); the exact base-unit and lamport columns sit beside them.
// Asset and Amount say what was paid, in that asset ("USDC", "150"); SOL and Lamports are the SOL paid,
// 0 for a stablecoin contribution; USD is the credited value whatever the asset. Terms Version and Terms
// Accepted At are what the buyer accepted on opening the intent (core/generated/terms-version.ts), empty
// for a contribution whose intent predates them.
export const CONTRIBUTIONS_CSV_HEADER = [
  'Credited At', 'Email', 'Wallet Address', 'Phase', 'Asset', 'Amount', 'SOL', 'Lamports', 'USD', 'MRDX', 'MRDX Base Units',
  'Bonus MRDX', 'Bonus MRDX Base Units', 'Signature', 'Intent ID', 'Slot', 'Block Time', 'Terms Version', 'Terms Accepted At',
] as const;

/** Every credited contribution in credit order, streamed by keyset pages. */
export function contributionsCsv(db: D1Database): ReadableStream<Uint8Array> {
  return csvStream<{ creditedAt: number; id: string }>(CONTRIBUTIONS_CSV_HEADER, async (cursor) => {
    const { results } = await contributionsAfter(db, cursor, EXPORT_PAGE_SIZE).all<ContributionExportRow>();
    const last = results.at(-1);
    if (!last) return null;
    return {
      cursor: { creditedAt: last.credited_at, id: last.id },
      rows: results.map((row) => [
        formatIsoUtc(row.credited_at), row.email, row.wallet_address, row.phase,
        row.asset, assetDecimal(amountOfColumns(row)),
        formatLamportsAsSol(BigInt(row.lamports)), String(row.lamports), usdCentsDecimal(row.usd_cents),
        formatTokenAmount(BigInt(row.token_base_units)), row.token_base_units,
        formatTokenAmount(BigInt(row.bonus_token_base_units)), row.bonus_token_base_units, row.signature, row.intent_id,
        row.slot, formatIsoUtc(row.block_time), row.terms_version ?? '', formatIsoUtc(row.terms_accepted_at),
      ]),
    };
  });
}

const PHASE_LABEL: Record<ContributionPhase, string> = { WHITELIST: 'Whitelist', ICO: 'ICO' };
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The header of the distribution report for a sale whose ICO ends at `icoEndsAt`. */
export function distributionHeader(icoEndsAt: Date): string[] {
  const unlockColumns = (phase: ContributionPhase) =>
    vestingSchedule(phase, icoEndsAt).map((unlock, index) => `${PHASE_LABEL[phase]} Unlock ${index + 1} ${day(unlock.date)} (${unlock.percent}%) MRDX`);
  return [
    'Wallet Address', 'Emails', 'USD', 'MRDX', 'MRDX Base Units',
    'Whitelist MRDX', 'Whitelist MRDX Base Units', 'ICO MRDX', 'ICO MRDX Base Units',
    ...unlockColumns('WHITELIST'), ...unlockColumns('ICO'),
    'Referral Rewards MRDX', 'Referral Rewards MRDX Base Units',
  ];
}

/** The distribution report, one row per wallet in address order, then a TOTAL row. */
export function distributionCsv(db: D1Database, icoEndsAt: Date): ReadableStream<Uint8Array> {
  const schedules: Record<ContributionPhase, VestingUnlock[]> = {
    WHITELIST: vestingSchedule('WHITELIST', icoEndsAt),
    ICO: vestingSchedule('ICO', icoEndsAt),
  };
  const totals = { usdCents: 0n, WHITELIST: schedules.WHITELIST.map(() => 0n), ICO: schedules.ICO.map(() => 0n) };
  const sum = (parts: bigint[]) => parts.reduce((a, b) => a + b, 0n);
  // Referral rewards are owed apart from purchased tokens (unvested), to the referrer's paying wallet.
  let rewards: Promise<Map<string, bigint>> | null = null;
  let rewardsTotal = 0n;

  return csvStream<string>(
    distributionHeader(icoEndsAt),
    async (afterWallet) => {
      rewards ??= referralRewardsPerWallet(db).then((owed) => new Map(owed.map((entry) => [entry.walletAddress, entry.rewardBaseUnits])));
      const rewardOf = await rewards;
      const { results } = await walletsOwedAfter(db, afterWallet, EXPORT_PAGE_SIZE).all<WalletOwedRow>();
      const last = results.at(-1);
      if (!last) return null;
      const rows = results.map((row) => {
        const whitelist = vestingAmounts(BigInt(row.whitelist_base_units), schedules.WHITELIST);
        const ico = vestingAmounts(BigInt(row.ico_base_units), schedules.ICO);
        whitelist.forEach((part, index) => (totals.WHITELIST[index]! += part));
        ico.forEach((part, index) => (totals.ICO[index]! += part));
        totals.usdCents += BigInt(row.usd_cents);
        const all = BigInt(row.whitelist_base_units) + BigInt(row.ico_base_units);
        const reward = rewardOf.get(row.wallet_address) ?? 0n;
        rewardsTotal += reward;
        return [
          row.wallet_address, row.emails.split(',').join(' '), usdCentsDecimal(row.usd_cents), formatTokenAmount(all), all.toString(),
          formatTokenAmount(BigInt(row.whitelist_base_units)), row.whitelist_base_units,
          formatTokenAmount(BigInt(row.ico_base_units)), row.ico_base_units,
          ...whitelist.map(formatTokenAmount), ...ico.map(formatTokenAmount),
          formatTokenAmount(reward), reward.toString(),
        ];
      });
      return { rows, cursor: last.wallet_address };
    },
    () => {
      const whitelist = sum(totals.WHITELIST);
      const ico = sum(totals.ICO);
      return [[
        'TOTAL', '', usdCentsDecimal(totals.usdCents), formatTokenAmount(whitelist + ico), (whitelist + ico).toString(),
        formatTokenAmount(whitelist), whitelist.toString(), formatTokenAmount(ico), ico.toString(),
        ...totals.WHITELIST.map(formatTokenAmount), ...totals.ICO.map(formatTokenAmount),
        formatTokenAmount(rewardsTotal), rewardsTotal.toString(),
      ]];
    },
  );
}

export const WHITELIST_REGISTRATIONS_CSV_HEADER = ['Position', 'Wallet Address', 'Email', 'Registered At'] as const;

/** The whitelist registrations in registration order (at most the whitelist's places: one page). */
export function whitelistRegistrationsCsv(rows: WhitelistRegistrationRow[]): ReadableStream<Uint8Array> {
  return csvStream<true>(WHITELIST_REGISTRATIONS_CSV_HEADER, async (done) =>
    done ? null : { rows: rows.map((row) => [row.position, row.walletAddress, row.email, row.createdAt]), cursor: true },
  );
}
