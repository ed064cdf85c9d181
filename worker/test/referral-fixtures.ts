// Test helpers for the referral program: an affiliate with a code and a session, and contributions
// credited through the real intent route and credit batch (signatures invented, no chain needed).
import { env } from 'cloudflare:workers';
import { insertInvestor, investorCookie } from './auth-fixtures';
import { createIntent } from './sale-fixtures';
import { TEST_ORIGIN } from './requests';
import { creditContribution } from '../src/services/settlement/credit-contribution';
import { findIntent } from '../src/services/contributions/intent-status';
import { newReference } from '../src/services/contributions/create-intent';
import { issueReferralCode } from '../src/services/referrals/referral-codes';

export const AFFILIATE_PASSWORD = 'affiliate-password-1';

/** A fresh valid Solana address (random 32 bytes). */
export const randomWallet = () => newReference();

let clients = 0;
/** A new client address, so the per-client intent limit never trips across a test's many intents. */
const nextIp = () => {
  clients += 1;
  return `198.51.${(clients >> 8) & 255}.${clients & 255}`;
};

/** An investor who changed their password, with a referral code and a signed-in session cookie. */
export async function affiliate(email: string, walletAddress = randomWallet()) {
  const id = await insertInvestor(email, AFFILIATE_PASSWORD, { mustChange: false });
  await env.DB.prepare('UPDATE investors SET wallet_address = ? WHERE id = ?').bind(walletAddress, id).run();
  const code = await issueReferralCode(env.DB, id);
  return { id, email, walletAddress, code, cookie: await investorCookie(email, AFFILIATE_PASSWORD) };
}

/** Creates an intent (with `referralCode` if given) through the API; returns the stored intent row. */
export async function intentFor(email: string, walletAddress: string, referralCode?: string) {
  const body = await createIntent(walletAddress, '1', { email, referralCode, newsletterSubscribed: false }, nextIp());
  return (await findIntent(env.DB, body.intentId))!;
}

/** Caps wide enough that the referral tests never meet one. */
const OPEN_CAPS = { hardCapCents: 25_000_000n, whitelistMaxLamports: 10_000_000_000n, whitelistMaxParticipants: 100 };

/** Credits an intent as a verified transaction would, in the real credit batch. */
export function credit(intent: NonNullable<Awaited<ReturnType<typeof findIntent>>>, signature = `sig-${crypto.randomUUID()}`) {
  return creditContribution(env.DB, { intent, signature, slot: 1, blockTime: new Date(), actor: 'contributor', origin: TEST_ORIGIN, caps: OPEN_CAPS });
}

/** A contribution by `email` from `walletAddress`, carrying `referralCode`, credited. Returns the contribution id. */
export async function creditedContribution(email: string, walletAddress: string, referralCode?: string): Promise<string> {
  const outcome = await credit(await intentFor(email, walletAddress, referralCode));
  if (outcome.outcome !== 'credited') throw new Error(`credit: ${JSON.stringify(outcome)}`);
  return outcome.contributionId;
}

/** The referral rows, oldest first. */
export async function referralRows() {
  const { results } = await env.DB.prepare('SELECT * FROM referrals ORDER BY credited_at, rowid').all<Record<string, unknown>>();
  return results;
}
