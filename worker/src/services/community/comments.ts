// Investor comments in D1: posting (pending, rate limited per investor), the public list and the
// admin's moderation reads and writes.
import { COMMENT_LIMITS, COMMENT_MESSAGES, commentAuthor, commentSentiment, type CommentSentiment, type CommentStatus } from '@core/comments';
import type { ModeratedComment, Page, PublicComment } from '@core/api/community';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { comments } from '../../db/schema';
import { refusal, type Refusal } from '../../lib/refusal';
import { findInvestorById } from '../accounts/investor-accounts';
import { emailHasCreditedContribution } from '../contributions/contribution-queries';

interface CommentRow {
  id: string;
  body: string;
  sentiment: CommentSentiment;
  status: CommentStatus;
  created_at: number;
  moderated_at: number | null;
  moderated_by: string | null;
  email: string;
  username: string | null;
}

const SELECT_COMMENTS = `SELECT c.id, c.body, c.sentiment, c.status, c.created_at, c.moderated_at, c.moderated_by, i.email, i.username
  FROM comments c JOIN investors i ON i.id = c.investor_id`;

function publicView(row: CommentRow): PublicComment {
  return {
    id: row.id,
    author: commentAuthor(row.email, row.username),
    comment: row.body,
    sentiment: row.sentiment,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

async function listByStatus(db: D1Database, status: CommentStatus, page: number, limit: number) {
  const [rows, total] = await db.batch([
    db.prepare(`${SELECT_COMMENTS} WHERE c.status = ? ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`).bind(status, limit, (page - 1) * limit),
    db.prepare('SELECT COUNT(*) AS n FROM comments WHERE status = ?').bind(status),
  ]);
  return { rows: (rows?.results ?? []) as CommentRow[], total: (total?.results[0] as { n: number } | undefined)?.n ?? 0 };
}

/** Approved comments, newest first. */
export async function approvedComments(db: D1Database, page: number, limit: number): Promise<Page<PublicComment>> {
  const { rows, total } = await listByStatus(db, 'approved', page, limit);
  return { items: rows.map(publicView), page, limit, total };
}

/** Comments of one status for the admin, newest first, with the investor's email. */
export async function commentsForModeration(db: D1Database, status: CommentStatus, page: number, limit: number): Promise<Page<ModeratedComment>> {
  const { rows, total } = await listByStatus(db, status, page, limit);
  const items = rows.map((row) => ({
    ...publicView(row),
    status: row.status,
    investorEmail: row.email,
    moderatedAt: row.moderated_at === null ? null : new Date(row.moderated_at).toISOString(),
    moderatedBy: row.moderated_by,
  }));
  return { items, page, limit, total };
}

/**
 * Stores a pending comment by `investorId`. Refused (forbidden) unless the investor has a credited
 * contribution, and (too many, with when to retry) once they posted the limit within the window. The limit is checked inside the INSERT itself, so
 * concurrent posts cannot exceed it.
 */
export async function postComment(db: D1Database, investorId: string, text: string, now = Date.now()): Promise<{ id: string; sentiment: ReturnType<typeof commentSentiment> } | Refusal> {
  const investor = await findInvestorById(db, investorId);
  if (!investor || !(await emailHasCreditedContribution(db, investor.email))) return refusal('forbidden', COMMENT_MESSAGES.accessDenied);

  const id = crypto.randomUUID();
  const sentiment = commentSentiment(text);
  const since = now - COMMENT_LIMITS.windowMs;
  const { meta } = await db
    .prepare(
      `INSERT INTO comments (id, investor_id, body, sentiment, status, created_at)
       SELECT ?1, ?2, ?3, ?4, 'pending', ?5
       WHERE (SELECT COUNT(*) FROM comments WHERE investor_id = ?2 AND created_at > ?6) < ?7`,
    )
    .bind(id, investorId, text, sentiment, now, since, COMMENT_LIMITS.postsPerWindow)
    .run();
  if (meta.changes !== 1) {
    const oldest = await db
      .prepare('SELECT MIN(created_at) AS t FROM comments WHERE investor_id = ? AND created_at > ?')
      .bind(investorId, since)
      .first<{ t: number | null }>();
    const retryAfter = Math.max(1, Math.ceil(((oldest?.t ?? now) + COMMENT_LIMITS.windowMs - now) / 1000));
    return refusal('too many', COMMENT_MESSAGES.tooMany, retryAfter);
  }
  return { id, sentiment };
}

/** One comment as moderation needs it (its audit row keeps the text of a deleted one), or undefined. */
export function findComment(db: D1Database, id: string) {
  return drizzle(db)
    .select({ id: comments.id, investorId: comments.investorId, status: comments.status, body: comments.body })
    .from(comments)
    .where(eq(comments.id, id))
    .get();
}

/** The admin's moderation of one comment, to run in the batch with its audit row. */
export function moderationStatement(db: D1Database, id: string, status: Exclude<CommentStatus, 'pending'>, actor: string, now: number) {
  return db.prepare('UPDATE comments SET status = ?, moderated_at = ?, moderated_by = ? WHERE id = ?').bind(status, now, actor, id);
}

/** Removes one comment, to run in the batch with its audit row. */
export function deleteCommentStatement(db: D1Database, id: string) {
  return db.prepare('DELETE FROM comments WHERE id = ?').bind(id);
}
