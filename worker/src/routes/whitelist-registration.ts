// /api/whitelist: registration from /whitelist after a wallet connects (once per wallet and per email,
// confirmation mailed through the outbox) and a wallet's registration status.
import { Hono } from 'hono';
import { TOKEN } from '@core/sale-config';
import type { WhitelistRegistrationResponse, WhitelistStatusResponse } from '@core/api/community';
import { WHITELIST_REGISTRATION_MESSAGES, WhitelistRegistrationSchema, WhitelistWalletParamSchema } from '@core/schemas/community';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/http-error';
import { validate } from '../lib/validate';
import { rateLimit } from '../middleware/rate-limit';
import { enqueueMail } from '../services/mail/mail';
import { newsletterSignupStatements } from '../services/community/newsletter';
import { loadSaleState } from '../services/sale/sale-state';
import { isUniqueViolation } from '../db/is-unique-violation';
import { loadWhitelistMode } from '../services/sale/sale-settings-queries';
import {
  findRegistration,
  isEmailRegistered,
  placesTaken,
  registrationInserted,
  registrationInsertStatement,
} from '../services/sale/whitelist-registration';

/** Per client and minute: `[[ratelimits]]` bindings of wrangler.toml. */
export const WHITELIST_RATE_LIMITS = { register: 'WHITELIST_REGISTER_RATE_LIMITER', status: 'WHITELIST_STATUS_RATE_LIMITER' } as const;

/** The registration mail. */
function registeredMail(email: string, walletAddress: string, origin: string) {
  return {
    to: email,
    kind: 'whitelist-registered' as const,
    subject: `You are registered for the ${TOKEN.symbol} whitelist`,
    bodyText: [
      `Your wallet ${walletAddress} is registered for the ${TOKEN.symbol} whitelist.`,
      '',
      `Contribute from this wallet during the whitelist phase: ${new URL('/whitelist', origin).toString()}`,
      '',
      'If you did not register, ignore this mail.',
    ].join('\n'),
  };
}

const app = new Hono<AppEnv>()
  /**
   * POST /api/whitelist/register — body `{ email, walletAddress, termsAccepted: true, newsletterSubscribed? }`.
   * 201 `WhitelistRegistrationResponse` for a new registration ("You are registered. {taken} of {limit}
   * places taken": places are wallets credited in the whitelist phase, core/whitelist-places.ts), 200 with
   * the same shape when this wallet is already registered with this email.
   * Errors: 400 invalid email/wallet or 'Please accept the terms to register'; 409 'This wallet is already
   * registered for the whitelist' (other email), 'This email is already registered with another wallet',
   * 'The whitelist is full' (every place taken by a credited wallet), 'Whitelist registration is closed' (the whitelist phase is over); 403/415; 429.
   */
  .post('/register', rateLimit(WHITELIST_RATE_LIMITS.register), validate('json', WhitelistRegistrationSchema), async (c) => {
    const { email, walletAddress, newsletterSubscribed } = c.req.valid('json');
    const db = c.env.DB;
    const now = Date.now();
    const [state, mode] = await Promise.all([loadSaleState(db, new Date(now)), loadWhitelistMode(db)]);
    const limit = state.settings.whitelistMaxParticipants;
    if (state.dates && now >= state.dates.whitelistEndsAt.getTime()) fail(409, WHITELIST_REGISTRATION_MESSAGES.closed);

    const answer = async (status: 200 | 201) => {
      const mine = await findRegistration(db, walletAddress);
      const body: WhitelistRegistrationResponse = { registered: true, walletAddress, position: mine!.position, taken: await placesTaken(db), limit, mode };
      return c.json(body, status);
    };
    const existing = await findRegistration(db, walletAddress);
    if (existing) {
      if (existing.email !== email) fail(409, WHITELIST_REGISTRATION_MESSAGES.walletTaken);
      return answer(200);
    }
    if (await isEmailRegistered(db, email)) fail(409, WHITELIST_REGISTRATION_MESSAGES.emailTaken);

    // The place limit is checked inside the INSERT, so concurrent registrations cannot exceed it; the mail
    // is queued only if this very insert happened.
    const statements = [
      registrationInsertStatement(db, walletAddress, email, now, limit),
      enqueueMail(db, registeredMail(email, walletAddress, c.env.PUBLIC_ORIGIN), { now: new Date(now), onlyIf: registrationInserted(walletAddress, now) }),
    ];
    let result: D1Result[];
    try {
      result = await db.batch(statements);
    } catch (error) {
      // A concurrent registration of the same wallet or email won the UNIQUE index: answer as if it had come first.
      if (!isUniqueViolation(error)) throw error;
      const winner = await findRegistration(db, walletAddress);
      if (winner?.email === email) return answer(200);
      fail(409, winner ? WHITELIST_REGISTRATION_MESSAGES.walletTaken : WHITELIST_REGISTRATION_MESSAGES.emailTaken);
    }
    if (result[0]?.meta.changes !== 1) fail(409, WHITELIST_REGISTRATION_MESSAGES.full);
    // Only a registration that happened subscribes (a refused one writes nothing).
    if (newsletterSubscribed) await db.batch(await newsletterSignupStatements(db, { email, source: 'whitelist', origin: c.env.PUBLIC_ORIGIN, now }));
    return answer(201);
  })

  /**
   * GET /api/whitelist/status/:walletAddress — 200 `WhitelistStatusResponse` (registered, place, places
   * taken, limit, mode); no email is revealed. Errors: 400 invalid wallet; 429.
   */
  .get('/status/:walletAddress', rateLimit(WHITELIST_RATE_LIMITS.status), validate('param', WhitelistWalletParamSchema), async (c) => {
    const db = c.env.DB;
    const { walletAddress } = c.req.valid('param');
    const [mine, taken, mode, state] = await Promise.all([findRegistration(db, walletAddress), placesTaken(db), loadWhitelistMode(db), loadSaleState(db, new Date())]);
    c.header('Cache-Control', 'no-store');
    const body: WhitelistStatusResponse = { registered: mine !== null, position: mine?.position ?? null, taken, limit: state.settings.whitelistMaxParticipants, mode };
    return c.json(body);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type WhitelistRegistrationApi = typeof app;

export default app;
