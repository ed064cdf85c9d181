// /api/comments: the landing page's investor comments, approved only, for everyone. Posting one needs an
// investor session, so it lives under /api/investor (investor/comments.ts).
import { Hono } from 'hono';
import { PageQuerySchema } from '@core/schemas/community';
import type { AppEnv } from '../app-env';
import { validate } from '../lib/validate';
import { rateLimit } from '../middleware/rate-limit';
import { approvedComments } from '../services/community/comments';

/** Per client: the list is polled every 30 s by each open page; posting is limited per investor as well. */
export const COMMENT_RATE_LIMITS = { list: 'COMMENTS_LIST_RATE_LIMITER', post: 'COMMENTS_POST_RATE_LIMITER' } as const;

const app = new Hono<AppEnv>()
  /**
   * GET /api/comments?page=1&limit=20 — approved comments, newest first: 200 `Page<PublicComment>`.
   * `comment` is plain text exactly as posted (render it as text, never as HTML); `author` is the
   * username or the part of the email before the @. Errors: 400 bad page/limit; 429.
   */
  .get('/', rateLimit(COMMENT_RATE_LIMITS.list), validate('query', PageQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json(await approvedComments(c.env.DB, page, limit));
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type CommentsApi = typeof app;

export default app;
