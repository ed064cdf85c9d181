// Reads an intent and what the contributor may see of it: status, reason, and the credited
// contribution with its vesting dates.
import { amountOf, assetDecimal } from '@core/asset-amount';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { IntentStatus, IntentStatusReport } from '@core/api/contributions';
import { centsToUsd, formatLamportsAsSol } from '@core/lamports';
import { formatTokenAmount, vestingSchedule } from '@core/sale-rules';
import { contributionIntents, saleSettings } from '../../db/schema';
import { creditMailSent, hasMailOfKind, type CreditMail } from '../mail/outbox-queries';
import { contributionOfIntent, isFirstContributionOfEmail } from './contribution-queries';
import { SEEN_REASON } from '../settlement/claim-payment';
import type { IntentRow } from '../settlement/credit-contribution';

/** The intent with this id, or null. */
export async function findIntent(db: D1Database, intentId: string): Promise<IntentRow | null> {
  const [row] = await drizzle(db).select().from(contributionIntents).where(eq(contributionIntents.id, intentId)).limit(1);
  return row ?? null;
}

/**
 * The mail this credit sent: the welcome (with the temporary password) only when the credit created the
 * account; a repeat contribution, or one to an account made by sign-up, gets a receipt only. Credits
 * recorded before mails were queued at the credit's time: a welcome to the email's first contribution.
 */
async function mailOfCredit(db: D1Database, row: { id: string; email: string; creditedAt: Date }): Promise<CreditMail> {
  const sent = await creditMailSent(db, row.email, row.creditedAt);
  if (sent) return sent;
  const [first, welcomed] = await Promise.all([isFirstContributionOfEmail(db, row), hasMailOfKind(db, row.email, 'welcome')]);
  return first && welcomed ? 'welcome' : 'receipt';
}

/** What the contributor sees of an intent; 'seen' is a pending intent whose transaction is confirmed, not finalized. */
export async function intentStatusView(db: D1Database, intentId: string): Promise<IntentStatusReport | null> {
  const intent = await findIntent(db, intentId);
  if (!intent) return null;
  if (intent.status !== 'credited') {
    const status: IntentStatus = intent.status === 'pending' && intent.statusReason === SEEN_REASON ? 'seen' : intent.status;
    return {
      status,
      ...(intent.statusReason ? { reason: intent.statusReason } : {}),
      ...(intent.reportedSignature ? { signature: intent.reportedSignature } : {}),
    };
  }

  const contribution = await contributionOfIntent(db, intentId);
  if (!contribution) return { status: 'credited' };
  const [settings] = await drizzle(db).select({ icoEndsAt: saleSettings.icoEndsAt }).from(saleSettings).limit(1);
  const vesting = settings?.icoEndsAt ? vestingSchedule(contribution.phase, settings.icoEndsAt) : [];
  const mail = await mailOfCredit(db, contribution);
  return {
    status: 'credited',
    signature: contribution.signature,
    contribution: {
      signature: contribution.signature,
      sol: formatLamportsAsSol(BigInt(contribution.lamports)),
      asset: contribution.asset,
      amount: assetDecimal(amountOf(contribution)),
      usd: centsToUsd(contribution.usdCents),
      tokens: formatTokenAmount(BigInt(contribution.tokenBaseUnits)),
      bonusTokens: formatTokenAmount(BigInt(contribution.bonusTokenBaseUnits)),
      totalTokens: formatTokenAmount(BigInt(contribution.tokenBaseUnits) + BigInt(contribution.bonusTokenBaseUnits)),
      phase: contribution.phase,
      creditedAt: contribution.creditedAt.toISOString(),
      vesting: vesting.map((unlock) => ({ date: unlock.date.toISOString(), percent: unlock.percent })),
      accountCreated: mail === 'welcome',
      mail,
    },
  };
}
