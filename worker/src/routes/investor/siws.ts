// /api/investor/siws: Sign-In With Solana for a wallet that paid a credited contribution. The server
// issues the sign-in input, then rebuilds the message from what it stored and verifies the signature.
import { Hono } from 'hono';
import type { InvestorSession, SiwsSignInInput } from '@core/api/investor';
import { SiwsNonceSchema, SiwsVerifySchema } from '@core/schemas/siws';
import type { AppEnv } from '../../app-env';
import { fail, failWith } from '../../lib/http-error';
import { isRefusal } from '../../lib/refusal';
import { validate } from '../../lib/validate';
import { rateLimit } from '../../middleware/rate-limit';
import { findInvestorById, sessionAnswer } from '../../services/accounts/investor-accounts';
import { INVESTOR_EVENTS, investorEventStatement } from '../../services/accounts/investor-events';
import { throttleAttempt } from '../../services/accounts/login-throttle';
import { revokeSessionsBefore, startSession } from '../../services/accounts/sessions';
import { revokeTemporaryPassword } from '../../services/accounts/temporary-password-revocation';
import { checkSignedSignIn, issueSignInInput, SIWS_REFUSALS, type SiwsRefusal } from '../../services/accounts/siws';
import { investorOfWalletsFirstContribution } from '../../services/contributions/contribution-queries';

function refuse(refusal: SiwsRefusal): never {
  const [status, message] = SIWS_REFUSALS[refusal];
  fail(status, message);
}

const base64Bytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

const app = new Hono<AppEnv>()
  /**
   * POST /api/investor/siws/nonce — body `{}`.
   * 200 {@link SiwsSignInInput}: pass it to the wallet's `solana:signIn` as is (or sign the
   * `createSignInMessageText` of it plus the address with `solana:signMessage`). Domain and URI are the
   * page's origin, chainId the configured cluster's; single use, expires in 10 minutes.
   * Errors: 429 over 20 per minute per client.
   */
  .post('/nonce', rateLimit('SIWS_NONCE_RATE_LIMITER'), validate('json', SiwsNonceSchema), async (c) => {
    // guardMutations let the request through only with our own Origin: the page the wallet signs for.
    const origin = c.req.header('Origin') ?? new URL(c.req.url).origin;
    c.header('Cache-Control', 'no-store');
    return c.json((await issueSignInInput(c.env.DB, origin, c.env.SOLANA_CLUSTER)) satisfies SiwsSignInInput);
  })

  /**
   * POST /api/investor/siws/verify — body `{ address, signedMessage, signature }` (base64 bytes, from
   * the wallet's output). 200 {@link InvestorSession} and a rotated session cookie for the investor who
   * owns the wallet's credited contributions. A whole sign-in: a still-unchanged mailed temporary password
   * is revoked (`revokeTemporaryPassword`: it stops working, the outbox copy loses it, audited as
   * `investor.temporary-password-revoked`) and the investor's other sessions end; the answer then has
   * `mustChangePassword: false, hasPassword: false` and the dashboard offers "Set a password".
   * Errors (each its own message, SIWS_REFUSALS): 400 not a SIWS message, unknown nonce, expired, another
   * domain, URI, chain or wallet, or text that differs from the stored request; 409 nonce already used;
   * 401 bad signature; 403 wallet without a credited contribution; 429 throttled per wallet and client.
   */
  .post('/verify', validate('json', SiwsVerifySchema), async (c) => {
    const { address, signedMessage, signature } = c.req.valid('json');
    const attempt = await throttleAttempt(c, 'investor-siws', address);
    if (isRefusal(attempt)) failWith(attempt);
    const origin = c.req.header('Origin') ?? new URL(c.req.url).origin;
    const refusal = await checkSignedSignIn(c.env.DB, {
      address,
      signedMessage: base64Bytes(signedMessage),
      signature: base64Bytes(signature),
      origin,
    });
    if (refusal) refuse(refusal);
    const investorId = await investorOfWalletsFirstContribution(c.env.DB, address);
    const found = investorId ? await findInvestorById(c.env.DB, investorId) : null;
    if (!found) refuse('noContribution');
    await attempt.succeeded();
    // A wallet sign-in is a whole sign-in: the mailed temporary password, if still unchanged, dies now,
    // and so does any session opened with it (it was waiting for the change and would pass the guard now).
    const now = Date.now();
    const revocation = await revokeTemporaryPassword(c.env.DB, found, address, now);
    if (revocation.revoked) await revokeSessionsBefore(c, 'investor', found.id, now);
    const investor = revocation.revoked ? ((await findInvestorById(c.env.DB, found.id)) ?? found) : found;
    await startSession(c, 'investor', investor.id);
    await investorEventStatement(c.env.DB, investor.id, INVESTOR_EVENTS.signedIn, { method: 'wallet', wallet: address }).run();
    return c.json(sessionAnswer(investor) satisfies InvestorSession);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type InvestorSiwsApi = typeof app;

export default app;
