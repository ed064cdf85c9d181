// /api/investor/comments: an investor posts a comment for the landing page. Behind the investor data guards
// (index.ts); the investor needs a credited contribution, and the comment waits for moderation.
import { Hono } from 'hono';
import { COMMENT_MESSAGES } from '@core/comments';
import type { CommentSubmitted } from '@core/api/community';
import { CommentSubmissionSchema } from '@core/schemas/community';
import type { AppEnv } from '../../app-env';
import { failWith } from '../../lib/http-error';
import { isRefusal } from '../../lib/refusal';
import { validate } from '../../lib/validate';
import { rateLimit } from '../../middleware/rate-limit';
import { postComment } from '../../services/community/comments';
import { COMMENT_RATE_LIMITS } from '../comments';

const app = new Hono<AppEnv>()
  /**
   * POST /api/investor/comments — body `{ comment }` (2–1,000 characters after trimming), investor session cookie.
   * 201 `CommentSubmitted` (status 'pending'; sentiment derived by the server with core/comments.ts).
   * Errors: 400 'Please enter your email and comment' (empty) or the length message; 401 'Please sign in
   * first'; 403 'Please choose a new password first' (temporary password) or 'Only investors can post
   * comments' (no credited contribution); 429 more than 3 posts in 10 minutes (Retry-After).
   */
  .post('/', rateLimit(COMMENT_RATE_LIMITS.post), validate('json', CommentSubmissionSchema), async (c) => {
    const { comment } = c.req.valid('json');
    const posted = await postComment(c.env.DB, c.get('investorId'), comment);
    if (isRefusal(posted)) failWith(posted);
    const { id, sentiment } = posted;
    return c.json({ id, status: 'pending', sentiment, message: COMMENT_MESSAGES.submitted } satisfies CommentSubmitted, 201);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type InvestorCommentsApi = typeof app;

export default app;
