// GET /r/:code — the referral link. Records the visit for the conversion rate (one per visitor per
// code per day, hashed) and redirects 302 to `/?ref=<code>`, where the site remembers the code.
// An unknown or malformed code redirects to `/` and records nothing. Never an error page: it is a link.
import { Hono } from 'hono';
import { normalizeIssuedReferralCode } from '@core/referral-rules';
import type { AppEnv } from '../app-env';
import { clientKey } from '../middleware/client-key';
import { hitRateLimit } from '../services/accounts/rate-limit-windows';
import { findCodeOwner } from '../services/referrals/referral-codes';
import { isHumanVisitor, recordReferralVisit } from '../services/referrals/referral-visits';

/** Visits recorded per client per minute; beyond it the link still redirects but counts nothing. */
export const VISIT_LIMIT = { limit: 30, windowMs: 60_000 } as const;

const app = new Hono<AppEnv>()
  .get('/:code', clientKey, async (c) => {
    c.header('Cache-Control', 'no-store');
    const code = normalizeIssuedReferralCode(c.req.param('code'));
    if (!code || !(await findCodeOwner(c.env.DB, code))) return c.redirect('/', 302);
    if (c.req.method === 'GET' && isHumanVisitor(c.req.header('User-Agent'))) {
      const key = c.get('clientKey');
      const { allowed } = await hitRateLimit(c.env.DB, `referral-visit:${key}`, VISIT_LIMIT);
      if (allowed) await recordReferralVisit(c.env.DB, code, key);
    }
    return c.redirect(`/?ref=${code}`, 302);
  })

  // Everything else under /r/* (another method, no code, extra segments) reaches the worker too
  // (run_worker_first): it is still a link, so it goes home rather than to an error.
  .all('*', (c) => c.redirect('/', 302));

export default app;
