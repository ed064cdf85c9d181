// /api/admin/comments: the admin's Comments tab. Lists by status and approves, rejects or deletes,
// each change audited in the same batch that makes it.
import { Hono, type Context } from 'hono';
import { COMMENT_MESSAGES, type CommentStatus } from '@core/comments';
import { CommentIdSchema, CommentModerationQuerySchema } from '@core/schemas/community';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { adminActor, auditStatement } from '../../services/accounts/audit';
import { commentsForModeration, deleteCommentStatement, findComment, moderationStatement } from '../../services/community/comments';

const actor = (c: Context<AppEnv>) => adminActor(c.get('admin').username);

/** Sets the status of one comment and audits it; 404 for an unknown id. */
async function moderate(c: Context<AppEnv>, id: string, status: Exclude<CommentStatus, 'pending'>) {
  const db = c.env.DB;
  const comment = await findComment(db, id);
  if (!comment) fail(404, COMMENT_MESSAGES.notFound);
  const now = Date.now();
  await db.batch([
    moderationStatement(db, id, status, actor(c), now),
    auditStatement(db, actor(c), `comment.${status}`, id, { previousStatus: comment.status }, now),
  ]);
  return c.json({ id, status, moderatedAt: new Date(now).toISOString() });
}

const app = new Hono<AppEnv>()
  /**
   * GET /api/admin/comments?status=pending|approved|rejected&page=1&limit=20 — 200 `Page<ModeratedComment>`,
   * newest first (status defaults to pending). Errors: 400 bad status/page/limit; 401 'Admin sign-in required'.
   */
  .get('/', validate('query', CommentModerationQuerySchema), async (c) => {
    const { status, page, limit } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json(await commentsForModeration(c.env.DB, status, page, limit));
  })

  /**
   * POST /api/admin/comments/:id/approve — body `{}`; shows the comment publicly.
   * 200 `{ id, status: 'approved', moderatedAt }`. Errors: 401; 404 'Comment not found'.
   */
  .post('/:id/approve', validate('param', CommentIdSchema), (c) => moderate(c, c.req.valid('param').id, 'approved'))

  /**
   * POST /api/admin/comments/:id/reject — body `{}`; hides the comment (kept for the record).
   * 200 `{ id, status: 'rejected', moderatedAt }`. Errors: 401; 404 'Comment not found'.
   */
  .post('/:id/reject', validate('param', CommentIdSchema), (c) => moderate(c, c.req.valid('param').id, 'rejected'))

  /**
   * POST /api/admin/comments/:id/delete — body `{}`; removes the comment; the audit row keeps its text.
   * 200 `{ id, deleted: true }`. Errors: 401; 404 'Comment not found'.
   */
  .post('/:id/delete', validate('param', CommentIdSchema), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.env.DB;
    const comment = await findComment(db, id);
    if (!comment) fail(404, COMMENT_MESSAGES.notFound);
    await db.batch([
      deleteCommentStatement(db, id),
      auditStatement(db, actor(c), 'comment.deleted', id, { status: comment.status, investorId: comment.investorId, body: comment.body }),
    ]);
    return c.json({ id, deleted: true });
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminCommentsApi = typeof app;

export default app;
