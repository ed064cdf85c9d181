// /api/comments: the landing page's investor comments. Reading is public (approved only); posting
// needs an investor session whose investor has a credited contribution, and waits for moderation.
import { Hono } from 'hono';
import { COMMENT_MESSAGES } from '@core/comments';
import type { CommentSubmitted } from '@core/api/community';
import { CommentSubmissionSchema, PageQuerySchema } from '@core/schemas/community';
import type { AppEnv } from '../app-env';
import { failWith } from '../lib/http-error';
import { isRefusal } from '../lib/refusal';
import { validate } from '../lib/validate';
import { rateLimit } from '../middleware/rate-limit';
import { requireInvestor, requirePasswordChanged } from '../middleware/require-session';
import { approvedComments, postComment } from '../services/community/comments';

/** Per client: the list is polled every 30 s by each open page; posting is limited per investor as well. */
export const COMMENT_RATE_LIMITS = { list: 'COMMENTS_LIST_RATE_LIMITER', post: 'COMMENTS_POST_RATE_LIMITER' } as const;

const app = new Hono<AppEnv>();

/**
 * GET /api/comments?page=1&limit=20 — approved comments, newest first: 200 `Page<PublicComment>`.
 * `comment` is plain text exactly as posted (render it as text, never as HTML); `author` is the
 * username or the part of the email before the @. Errors: 400 bad page/limit; 429.
 */
app.get('/', rateLimit(COMMENT_RATE_LIMITS.list), validate('query', PageQuerySchema), async (c) => {
  const { page, limit } = c.req.valid('query');
  c.header('Cache-Control', 'no-store');
  return c.json(await approvedComments(c.env.DB, page, limit));
});

/**
 * POST /api/comments — body `{ comment }` (2–1,000 characters after trimming), investor session cookie.
 * 201 `CommentSubmitted` (status 'pending'; sentiment derived by the server with core/comments.ts).
 * Errors: 400 'Please enter your email and comment' (empty) or the length message; 401 'Please sign in
 * first'; 403 'Please choose a new password first' (temporary password) or 'Only investors can post
 * comments' (no credited contribution); 429 more than 3 posts in 10 minutes (Retry-After).
 */
app.post('/', rateLimit(COMMENT_RATE_LIMITS.post), requireInvestor, requirePasswordChanged, validate('json', CommentSubmissionSchema), async (c) => {
  const { comment } = c.req.valid('json');
  const posted = await postComment(c.env.DB, c.get('investorId'), comment);
  if (isRefusal(posted)) failWith(posted);
  const { id, sentiment } = posted;
  return c.json({ id, status: 'pending', sentiment, message: COMMENT_MESSAGES.submitted } satisfies CommentSubmitted, 201);
});

export default app;
