// The mails a credited contribution sends: the welcome with dashboard login details on the first
// credit for an email, and a receipt for every later one.
import { formatAssetAmount, withUsdValue, type AssetAmount } from '@core/asset-amount';
import { formatPercent } from '@core/format/numbers';
import { formatMrdx } from '@core/format/tokens';
import { PHASES, TOKEN } from '@core/sale-config';
import type { ContributionPhase } from '@core/sale-rules';
import { TEMP_PASSWORD_LINE, type OutgoingMail } from './mail';

/** What the mails say about the contribution. */
export interface CreditedSummary {
  email: string;
  /** What was paid, in its asset. */
  amount: AssetAmount;
  usdCents: bigint;
  tokenBaseUnits: bigint;
  /** Bonus tokens of the phase, credited apart from the base tokens. */
  bonusTokenBaseUnits: bigint;
  phase: ContributionPhase;
  signature: string;
}

function contributionLines(summary: CreditedSummary): string[] {
  return [
    `Amount: ${withUsdValue(formatAssetAmount(summary.amount), summary.usdCents)}`,
    `Tokens: ${formatMrdx(summary.tokenBaseUnits)}`,
    ...(summary.bonusTokenBaseUnits > 0n
      ? [
          `${PHASES[summary.phase].label} bonus (${formatPercent(PHASES[summary.phase].bonusPercent)}): ${formatMrdx(summary.bonusTokenBaseUnits)}`,
          `Total tokens: ${formatMrdx(summary.tokenBaseUnits + summary.bonusTokenBaseUnits)}`,
        ]
      : []),
    `Transaction: ${summary.signature}`,
    '',
    `Tokens are distributed to your wallet after the ICO concludes, following the vesting schedule shown on your dashboard.`,
  ];
}

/** First credit for an email: the investor dashboard login with a server-generated temporary password. */
export function welcomeMail(summary: CreditedSummary, temporaryPassword: string, origin: string): OutgoingMail {
  return {
    to: summary.email,
    kind: 'welcome',
    subject: `Your ${TOKEN.symbol} contribution is confirmed: dashboard access`,
    bodyText: [
      `Thank you for contributing to the ${TOKEN.symbol} pre-sale. Your contribution is confirmed on chain.`,
      '',
      ...contributionLines(summary),
      '',
      'Your investor dashboard:',
      `Sign in at ${new URL('/mrdx', origin).toString()}`,
      `Username: ${summary.email}`,
      `${TEMP_PASSWORD_LINE}${temporaryPassword}`,
      'You will be asked to choose a new password when you first sign in.',
      '',
      `Or sign in at ${new URL('/dashboard', origin).toString()} with the wallet that paid: one signature, no password.`,
      'That closes sign-in with the temporary password; you can set a password of your own on the dashboard.',
    ].join('\n'),
  };
}

/** Any later credit: a receipt, without login details (the password is never regenerated here). */
export function receiptMail(summary: CreditedSummary, origin: string): OutgoingMail {
  return {
    to: summary.email,
    kind: 'contribution-received',
    subject: `Your ${TOKEN.symbol} contribution is confirmed`,
    bodyText: [
      `Thank you for contributing to the ${TOKEN.symbol} pre-sale. Your contribution is confirmed on chain.`,
      '',
      ...contributionLines(summary),
      '',
      `Your dashboard: ${new URL('/mrdx', origin).toString()}`,
    ].join('\n'),
  };
}
