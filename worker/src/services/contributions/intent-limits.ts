// The database side of the whitelist rules: a wallet's standing in the whitelist (credited
// contributions plus intents still waiting for payment).

/** Whitelist contributions that count: credited ones plus pending intents not yet expired (?1 = now). */
const WHITELIST_LIVE = `
  SELECT wallet_address, lamports FROM contributions WHERE phase = 'WHITELIST'
  UNION ALL
  SELECT wallet_address, lamports FROM contribution_intents
  WHERE phase = 'WHITELIST' AND status = 'pending' AND expires_at > ?1`;

/** How many wallets hold a whitelist place, whether this wallet is one of them and what it already committed. */
export async function whitelistStanding(db: D1Database, wallet: string, now: Date) {
  const row = await db
    .prepare(
      `WITH live AS (${WHITELIST_LIVE})
       SELECT (SELECT COUNT(DISTINCT wallet_address) FROM live) AS participants,
              (SELECT COUNT(*) FROM live WHERE wallet_address = ?2) AS entries,
              (SELECT COALESCE(SUM(lamports), 0) FROM live WHERE wallet_address = ?2) AS lamports`,
    )
    .bind(now.getTime(), wallet)
    .first<{ participants: number; entries: number; lamports: number }>();
  return {
    participants: row?.participants ?? 0,
    isParticipant: (row?.entries ?? 0) > 0,
    lamports: BigInt(row?.lamports ?? 0),
  };
}

/**
 * Inserts an intent (?1..?13 in column order, ?12 = now) only if, in the whitelist, the wallet stays
 * within the per-person cap (?14 lamports) and holds or can take a place (?15 participants). One
 * statement, so concurrent requests cannot jointly overshoot.
 */
export const INSERT_INTENT_WITHIN_WHITELIST_CAPS = `
WITH live AS (${WHITELIST_LIVE.replaceAll('?1', '?12')})
INSERT INTO contribution_intents (id, reference, wallet_address, email, phase, lamports, sol_price_micro_usd, usd_cents,
  token_base_units, newsletter_subscribed, referral_code, status, created_at, expires_at)
SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 'pending', ?12, ?13
WHERE ?5 != 'WHITELIST' OR (
  (SELECT COALESCE(SUM(lamports), 0) FROM live WHERE wallet_address = ?3) + ?6 <= ?14
  AND (EXISTS (SELECT 1 FROM live WHERE wallet_address = ?3) OR (SELECT COUNT(DISTINCT wallet_address) FROM live) < ?15)
)`;
