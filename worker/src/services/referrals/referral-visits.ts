// Counting visits of referral links for the conversion rate: one per visitor per code per UTC day,
// identified only by a salted hash whose salt changes daily and is deleted after the next day.

/** The UTC day of `now`, YYYY-MM-DD. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Crawlers and link-preview fetchers (a shared link is fetched by the chat app itself: TelegramBot,
 * Twitterbot, Discordbot, `WhatsApp/2.x`, facebookexternalhit) are not visitors. The chat apps' in-app
 * browsers (e.g. "Telegram-Android" in a browser UA) are people and do count.
 */
const NOT_A_VISITOR = /bot\b|bot\/|crawler|spider|preview|facebookexternalhit|^WhatsApp\/|Slack-ImgProxy|embedly|^curl\/|^Wget\//i;

export function isHumanVisitor(userAgent: string | undefined): boolean {
  return !!userAgent && !NOT_A_VISITOR.test(userAgent);
}

/** Today's salt, created on the first visit of the day; salts older than yesterday are dropped. */
async function saltOf(db: D1Database, day: string, now: Date): Promise<string> {
  const fresh = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
  const yesterday = utcDay(new Date(now.getTime() - 86_400_000));
  const [upsert] = await db.batch<{ salt: string }>([
    db
      .prepare('INSERT INTO referral_visit_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET salt = referral_visit_salts.salt RETURNING salt')
      .bind(day, fresh),
    db.prepare('DELETE FROM referral_visit_salts WHERE day < ?').bind(yesterday),
  ]);
  return upsert!.results[0]!.salt;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Records a visit of `code` (which must exist) by the client `clientKey`; true when it was the
 * visitor's first of the day for that code. No address is stored: only SHA-256(salt, day, key).
 */
export async function recordReferralVisit(db: D1Database, code: string, clientKey: string, now = new Date()): Promise<boolean> {
  const day = utcDay(now);
  const visitorHash = await sha256Hex(`${await saltOf(db, day, now)}:${day}:${clientKey}`);
  const { meta } = await db
    .prepare(
      `INSERT INTO referral_visits (code, day, visitor_hash, created_at)
       SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM referral_codes WHERE code = ?1)
       ON CONFLICT DO NOTHING`,
    )
    .bind(code, day, visitorHash, now.getTime())
    .run();
  return meta.changes === 1;
}
