// Random and malformed requests for the fuzz tests, from a seeded generator: every route with broken
// bodies, queries, methods and headers, and writes with bodies to the static site's paths. No workerd
// import, so the same requests run inside workerd (worker/src/api-fuzz.test.ts) and from outside
// against the local server (e2e/api-fuzz.e2e.ts).
import { isWorkerFirstPath } from '../src/middleware/static-assets';

/** mulberry32: a tiny seeded PRNG, so a failure replays exactly with the same seed. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WALLET = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';
const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

/** Values each field never accepts, so a mutated body is always invalid (and must write nothing). */
const INVALID: Record<string, unknown[]> = {
  email: ['', 'no-at', 42, null, `${'a'.repeat(250)}@example.com`, ['a@b.co']],
  walletAddress: ['abc', 123, null, '', `${WALLET}x`, 'O0Il'.repeat(10)],
  amount: [5, '-1', '1e3', 'abc', '', '0', '1.0000000001', '99999999999999999999', null],
  currency: ['btc', 1, null, 'SOL ', 'usdc ', 'USDC', 'pyusd'],
  newsletterSubscribed: ['yes', null, 1, 'true'],
  referralCode: ['a', 'has space', 'x'.repeat(40), 7],
  intentId: ['abc', 7, null, '', `${crypto.randomUUID()}x`],
  signature: ['abc', 7, null, '', SIGNATURE.slice(0, 60), `${SIGNATURE}1`],
  username: ['ab', 'has space', 'at@sign', 7, null, 'x'.repeat(40)],
  password: ['short', 7, null, ''],
  confirmPassword: [7, null, '', 'does-not-match'],
  token: ['abc', 7, null, '', 'short', 'A'.repeat(44), `${'A'.repeat(42)}=`, '!'.repeat(43)],
  address: ['abc', 123, null, '', `${WALLET}x`],
  signedMessage: ['not base64!', 7, null, '', 'QUJ'],
  wallet: ['abc', 123, null, '', `${WALLET}x`],
  reason: ['', 'ab', 7, null, 'x'.repeat(600)],
  platform: ['myspace', '', null, 7, 'TWITTER'],
  comment: ['', ' ', 'x', 'x'.repeat(1001), 7, null, ['hi there']],
  message: ['', '   ', 'x'.repeat(1001), 7, null, {}],
  history: ['x', [{ role: 'system', content: 'x' }], Array(11).fill({ role: 'user', content: 'x' }), [{ role: 'user' }], null],
  termsAccepted: [false, 'true', 1, null],
  mode: ['closed', '', 1, null],
  confirm: [false, 'true', 1, null, {}],
  planHash: ['', 'ab', 7, null, 'g'.repeat(64), 'a'.repeat(65)],
  choice: ['maybe', '', null, 7, 'PAY'],
  unlockAt: ['soon', '', 7, null, 'x'.repeat(50)],
  attemptId: ['abc', 7, null, '', `${crypto.randomUUID()}x`],
  transaction: ['not base64!', 7, null, '', 'A'.repeat(1700)],
  priorityFeeMicroLamports: [-1, '1e3', '10000001', 1.5, null, 'x'],
  label: ['', '   ', 7, null, 'x'.repeat(81)],
  account: ['abc', 7, null, '', `${WALLET}x`, 'O0Il'.repeat(10)],
};

const CREDIT_PATH = `/api/admin/reconciliation/unmatched/${crypto.randomUUID()}/credit`;
const REFUND_PATH = `/api/admin/reconciliation/unmatched/${crypto.randomUUID()}/refund`;
const DISTRIBUTION = '/api/admin/distribution';
const CHOICE_PATH = `${DISTRIBUTION}/plan/recipients/${WALLET}/choice`;
const START_PATH = `${DISTRIBUTION}/batches/${crypto.randomUUID()}/attempts/start`;
const SUBMIT_PATH = `${DISTRIBUTION}/batches/${crypto.randomUUID()}/attempts`;
const REFUNDS = '/api/admin/refunds';
const REFUND_CHOICE_PATH = `${REFUNDS}/plan/lines/1/choice`;
const REFUND_START_PATH = `${REFUNDS}/batches/${crypto.randomUUID()}/attempts/start`;
const REFUND_SUBMIT_PATH = `${REFUNDS}/batches/${crypto.randomUUID()}/attempts`;

// The Solana Action takes its amount and email from the query and the paying account from the body;
// the account is always broken below, so no fuzzed request opens an intent.
const ACTION_PATH = '/api/actions/contribute?amount=1&email=fuzz%40example.com';
const ACTION_INTENT_PATH = `/api/actions/contribute?intent=${crypto.randomUUID()}`;
const ACTION_NEXT_PATH = `/api/actions/contribute/next?intent=${crypto.randomUUID()}`;

const VALID_SHAPES: Record<string, Record<string, unknown>> = {
  [CREDIT_PATH]: { intentId: crypto.randomUUID(), reason: 'fuzzing a credit' },
  [REFUND_PATH]: { reason: 'fuzzing a refund' },
  '/api/contributions/intents': { email: 'fuzz@example.com', walletAddress: WALLET, amount: '1', currency: 'sol', newsletterSubscribed: true },
  '/api/contributions': { intentId: crypto.randomUUID(), signature: SIGNATURE },
  '/api/payments': { email: 'fuzz@example.com', walletAddress: WALLET, amount: '1', currency: 'sol', newsletterSubscribed: true },
  [ACTION_PATH]: { account: WALLET },
  [ACTION_INTENT_PATH]: { account: WALLET },
  [ACTION_NEXT_PATH]: { account: WALLET, signature: SIGNATURE },
  '/api/newsletter': { email: 'fuzz@example.com' },
  '/api/investor/login': { username: 'fuzz@example.com', password: 'fuzz-password' },
  '/api/investor/signup': { email: 'fuzz@example.com', username: 'fuzzer', password: 'fuzz-password', confirmPassword: 'fuzz-password' },
  '/api/investor/signup/verify': { token: 'A'.repeat(43) },
  '/api/investor/password-reset/request': { email: 'fuzz@example.com' },
  '/api/investor/password-reset': { token: 'A'.repeat(43), password: 'fuzz-password', confirmPassword: 'fuzz-password' },
  '/api/investor/siws/verify': { address: WALLET, signedMessage: btoa('fuzz'), signature: btoa('x'.repeat(64)) },
  '/api/investor/username': { username: 'fuzzer' },
  '/api/investor/password': { newPassword: 'fuzz-password', confirmPassword: 'fuzz-password' },
  '/api/admin/reconciliation/refunds': { wallet: WALLET, signature: SIGNATURE },
  '/api/investor/referrals': { email: 'fuzz@example.com' },
  '/api/investor/referrals/shares': { platform: 'twitter', referralCode: 'AB12CD34' },
  '/api/investor/comments': { comment: 'A fuzzed comment' },
  '/api/chat': { message: 'What is the minimum contribution?', history: [] },
  '/api/whitelist/register': { email: 'fuzz@example.com', walletAddress: WALLET, termsAccepted: true },
  '/api/newsletter/confirm': { token: 'A'.repeat(43) },
  '/api/newsletter/unsubscribe': { token: 'A'.repeat(43) },
  '/api/admin/whitelist-mode': { mode: 'registered' },
  '/api/admin/timers/close': { confirm: true },
  [`${DISTRIBUTION}/plan/build`]: { confirm: true },
  [`${DISTRIBUTION}/plan/approve`]: { planHash: 'a'.repeat(64) },
  [CHOICE_PATH]: { choice: 'hold', reason: 'fuzzing a choice' },
  [`${DISTRIBUTION}/unlocks/open`]: { unlockAt: '2027-01-01T00:00:00.000Z' },
  [START_PATH]: { priorityFeeMicroLamports: '1000' },
  [SUBMIT_PATH]: { attemptId: crypto.randomUUID(), transaction: 'AQID' },
  [`${REFUNDS}/plan/build`]: { confirm: true },
  [`${REFUNDS}/plan/approve`]: { planHash: 'a'.repeat(64) },
  [REFUND_CHOICE_PATH]: { choice: 'hold', reason: 'fuzzing a choice' },
  [REFUND_START_PATH]: { priorityFeeMicroLamports: '1000' },
  [REFUND_SUBMIT_PATH]: { attemptId: crypto.randomUUID(), transaction: 'AQID' },
  '/api/admin/treasury/project-wallets': { address: WALLET, label: 'Fuzzed cold wallet' },
  '/api/admin/operations/alert-email': { email: 'fuzz@example.com' },
};

/** The admin console's writes: random bodies are never valid (they lack the required fields' names). */
const ADMIN_POST_PATHS = [
  '/api/admin/fundraising/stats',
  '/api/admin/fundraising/adjustments',
  '/api/admin/investors/regenerate-password',
  '/api/admin/investors/resend-login',
  '/api/admin/mail/test',
  `/api/admin/mail/${crypto.randomUUID()}/retry`,
  '/api/admin/mail/not-a-uuid/retry',
  '/api/admin/reconciliation/refunds',
  CREDIT_PATH,
  REFUND_PATH,
  '/api/admin/whitelist-mode',
  `/api/admin/comments/${crypto.randomUUID()}/approve`,
  `/api/admin/comments/${crypto.randomUUID()}/delete`,
  '/api/admin/timers/close',
  `${DISTRIBUTION}/plan/build`,
  `${DISTRIBUTION}/plan/approve`,
  CHOICE_PATH,
  `${DISTRIBUTION}/unlocks/open`,
  START_PATH,
  SUBMIT_PATH,
  `${DISTRIBUTION}/verify`,
  `${REFUNDS}/plan/build`,
  `${REFUNDS}/plan/approve`,
  REFUND_CHOICE_PATH,
  `${REFUNDS}/plan/lines/not-a-line/choice`,
  REFUND_START_PATH,
  REFUND_SUBMIT_PATH,
  `${REFUNDS}/verify`,
  '/api/admin/treasury/project-wallets',
  `/api/admin/treasury/project-wallets/${WALLET}/remove`,
  '/api/admin/treasury/project-wallets/not-an-address/remove',
  '/api/admin/operations/alert-email',
  '/api/admin/operations/alert-email/remove',
];
const POST_PATHS = [
  '/api/newsletter', '/api/contributions/intents', '/api/contributions', '/api/rpc', '/api/sale', '/api/fundraising-stats',
  '/api/investor/login', '/api/investor/logout', '/api/investor/signup', '/api/investor/signup/verify', '/api/investor/password-reset/request',
  '/api/investor/password-reset', '/api/investor/siws/nonce', '/api/investor/siws/verify', '/api/investor/username', '/api/investor/change-password',
  '/api/investor/password', '/api/investor/referrals', '/api/investor/referrals/shares',
  '/api/investor/comments', '/api/chat', '/api/whitelist/register', '/api/newsletter/confirm', '/api/newsletter/unsubscribe',
  '/api/payments', ACTION_PATH, ACTION_INTENT_PATH, ACTION_NEXT_PATH, '/api/actions/contribute', '/actions.json',
  ...ADMIN_POST_PATHS,
];
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', ''];

/** Methods the static site never accepts: the assets answer them 405, whatever the body. */
export const ASSET_WRITE_METHODS = ['PUT', 'PATCH', 'DELETE', 'POST', 'OPTIONS'] as const;
/** Body sizes of writes to static paths; past ~64 KB an unread body used to cost wrangler dev its connection. */
const ASSET_BODY_BYTES = [0, 1_000, 16_000, 100_000, 200_000];
const BODIES = new Map(ASSET_BODY_BYTES.map((bytes) => [bytes, '{"x":"'.concat('x'.repeat(Math.max(0, bytes - 8)), '"}')]));

/** The client address of request number `i`: each its own, so per-client limits never hide an answer. */
export const fuzzClientAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** A seeded source of fuzz requests to `origin`; the same seed gives the same requests. */
export function createFuzz({ origin, seed }: { origin: string; seed: number }) {
  const random = prng(seed);
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;

  function randomString(max = 40): string {
    const alphabet = Array.from('abcXYZ019 .-_@/?%&#"\'\\<>{}[]é€😀\u0000\n\t');
    return Array.from({ length: int(max) }, () => pick(alphabet)).join('');
  }

  function randomValue(depth = 0): unknown {
    switch (int(depth > 2 ? 7 : 9)) {
      case 0: return null;
      case 1: return random() < 0.5;
      case 2: return pick([0, -1, 1e308, -0, 3.14, Number.MAX_SAFE_INTEGER + 2, 1e-9]);
      case 3: return randomString();
      case 4: return 'x'.repeat(pick([300, 5_000, 20_000]));
      case 5: return pick(['', ' ', '0', '-1', '1e3', 'NaN', 'Infinity', '0x10', '1.0000000001', '__proto__', WALLET, SIGNATURE]);
      // Email-like but never valid: a random body must not subscribe anyone (the tests count rows).
      case 6: return pick([crypto.randomUUID(), 'constructor', 'sol', 'btc', 'admin@example', 'a@b']);
      case 7: return Array.from({ length: int(4) }, () => randomValue(depth + 1));
      default: return Object.fromEntries(Array.from({ length: int(5) }, () => [pick(['email', 'amount', 'intentId', 'signature', 'jsonrpc', 'method', 'params', randomString(8)]), randomValue(depth + 1)]));
    }
  }
  const q = () => encodeURIComponent(String(randomValue()));

  /** A body with one field made invalid (and maybe another dropped), or random JSON, or not JSON at all. */
  function randomBody(path: string): string {
    const shape = VALID_SHAPES[path];
    const roll = random();
    if (shape && roll < 0.5) {
      const body: Record<string, unknown> = { ...shape };
      const fields = Object.keys(body).filter((key) => INVALID[key]);
      const broken = pick(fields);
      body[broken] = pick(INVALID[broken]!);
      if (random() < 0.3) delete body[pick(Object.keys(body))];
      if (random() < 0.2) body[randomString(6)] = randomValue();
      return JSON.stringify(body);
    }
    if (roll < 0.8) return JSON.stringify(randomValue());
    return pick(['{', '{"email":', 'null', '', '[1,2', 'undefined', '\u0000', '{"a":1}{"b":2}', randomString(80), '{'.repeat(2000)]);
  }

  /** The admin console's reads with random parameters: without a session 401, with one never 5xx or a write. */
  const adminGetPaths = () => [
    '/api/admin/overview',
    `/api/admin/operations?${encodeURIComponent(randomString(6))}=${q()}`,
    '/api/admin/operations/alert-email',
    '/api/admin/fundraising/stats',
    `/api/admin/fundraising/adjustments?page=${q()}&pageSize=${q()}`,
    `/api/admin/investors?q=${q()}&sort=${q()}&dir=${q()}&page=${q()}&pageSize=${q()}`,
    `/api/admin/investors?${encodeURIComponent(randomString(8))}=${q()}`,
    `/api/admin/investors/details?email=${q()}`,
    `/api/admin/investors/account?email=${q()}`,
    `/api/admin/mail?to=${q()}&status=${q()}&page=${q()}&pageSize=${q()}`,
    `/api/admin/mail/${q()}`,
    `/api/admin/mail/${crypto.randomUUID()}`,
    `/api/admin/audit?actor=${q()}&action=${q()}&page=${q()}&pageSize=${q()}`,
    `/api/admin/reconciliation/unmatched?q=${q()}&status=${q()}&page=${q()}&pageSize=${q()}`,
    `/api/admin/reconciliation/refunds?q=${q()}&page=${q()}&pageSize=${q()}`,
    `/api/admin/referrals?q=${q()}&page=${q()}&pageSize=${q()}`,
    `/api/admin/referrals/refused?page=${q()}&pageSize=${q()}`,
    `/api/admin/whitelist-registrations?q=${q()}&page=${q()}&limit=${q()}`,
    `${DISTRIBUTION}/plan`,
    `${DISTRIBUTION}/plan/recipients?q=${q()}&filter=${q()}&page=${q()}&pageSize=${q()}`,
    `${DISTRIBUTION}/plan/rows?q=${q()}&unlockAt=${q()}&status=${q()}&page=${q()}&pageSize=${q()}`,
    `${DISTRIBUTION}/plan.csv`,
    `${DISTRIBUTION}/batches?unlockAt=${q()}&status=${q()}&page=${q()}&pageSize=${q()}`,
    `${DISTRIBUTION}/batches/${q()}`,
    `${DISTRIBUTION}/batches/${crypto.randomUUID()}`,
    `${REFUNDS}/plan`,
    `${REFUNDS}/plan/lines?q=${q()}&asset=${q()}&filter=${q()}&status=${q()}&page=${q()}&pageSize=${q()}`,
    `${REFUNDS}/plan.csv`,
    `${REFUNDS}/batches?asset=${q()}&status=${q()}&page=${q()}&pageSize=${q()}`,
    `${REFUNDS}/batches/${q()}`,
    `${REFUNDS}/batches/${crypto.randomUUID()}`,
    `/api/admin/treasury/outflows?kind=${q()}&page=${q()}&pageSize=${q()}`,
    '/api/admin/treasury/project-wallets',
  ];
  const getPaths = () => [
    '/api/health',
    '/api/sale',
    '/api/fundraising-stats',
    '/api/crypto-rates',
    '/api/demo-wallet',
    `/api/ledger?limit=${q()}&before=${q()}`,
    `/api/distribution/manifest?q=${q()}&page=${q()}&pageSize=${q()}`,
    `/api/refunds/manifest?plan=${q()}&wallet=${q()}&q=${q()}&page=${q()}&pageSize=${q()}`,
    `/api/refunds/manifest?wallet=${WALLET}`,
    '/api/ledger/treasury',
    `/api/ledger/refunds/${q()}`,
    `/api/ledger/refunds/${WALLET}`,
    `/api/contributions/check/${q()}`,
    `/api/contributions/intents/${q()}`,
    `/api/contributions/intents/${crypto.randomUUID()}`,
    '/actions.json',
    '/api/actions/contribute',
    `/api/actions/contribute?amount=${q()}&email=${q()}&ref=${q()}`,
    `/api/actions/contribute?amount=${q()}&currency=${q()}&email=${q()}`,
    `/api/actions/contribute?amount=150.0000001&currency=usdc&email=${q()}`,
    `/api/actions/contribute?intent=${q()}`,
    `/api/payments/qr?url=${q()}`,
    `/api/comments?page=${q()}&limit=${q()}`,
    `/api/whitelist/status/${q()}`,
    `/api/whitelist/status/${WALLET}`,
    `/api/newsletter/confirm?token=${q()}`,
    `/api/newsletter/unsubscribe?token=${q()}`,
    `/api/admin/comments?status=${q()}`,
    '/api/admin/whitelist-registrations',
    '/api/admin/whitelist-registrations.csv',
    '/api/admin/whitelist-mode',
    `/api/${encodeURIComponent(randomString(10))}`,
    '/api/investor/profile',
    '/api/investor/dashboard',
    `/api/investor/dashboard?investorId=${q()}`,
    `/api/investor/payments?page=${q()}&pageSize=${q()}`,
    '/api/investor/distribution',
    ...adminGetPaths(),
    '/api/admin/exports/contributions.csv',
    '/api/admin/exports/distribution.csv',
    '/api/admin/reconciliation/refunds.csv',
    '/api/investor/referrals/dashboard',
    '/api/investor/referrals/leaderboard',
    '/api/admin/referrals',
    '/api/admin/referrals/rewards',
    `/r/${encodeURIComponent(randomString(12)) || 'x'}`,
  ];
  /** The static site's paths (none of them in production's run_worker_first list), spelled oddly too. */
  const assetPaths = () => [
    '/null',
    `/?limit=${encodeURIComponent('\u0000')}`,
    '/%7B%7D',
    '/',
    '/whitepaper/',
    '/whitepaper',
    '/favicon.svg',
    '/robots.txt',
    '/admin/login',
    '/mrdx',
    '/no/such/page',
    `/${encodeURIComponent(randomString(12)) || 'x'}`,
    `/?${encodeURIComponent(randomString(8))}=${q()}`,
  ];

  /**
   * Request number `i` to a worker route: a read (sometimes with a write method) or a write with a
   * broken body, from its own client address. `investorCookie` rides along on 30% of them;
   * `adminCookie` on all, which then targets the admin console's routes only.
   */
  function apiRequest(i: number, { investorCookie, adminCookie }: { investorCookie?: string; adminCookie?: string } = {}): Request {
    const headers: Record<string, string> = { 'CF-Connecting-IP': fuzzClientAddress(i) };
    if (adminCookie) headers.Cookie = adminCookie;
    else if (investorCookie && random() < 0.3) headers.Cookie = investorCookie;
    if (random() < 0.3) {
      const path = pick(adminCookie ? adminGetPaths() : getPaths());
      return new Request(`${origin}${path}`, { method: pick(['GET', 'GET', 'HEAD', 'DELETE', 'PUT']), headers, redirect: 'manual' });
    }
    const path = adminCookie
      ? pick(ADMIN_POST_PATHS)
      : random() < 0.05
        ? `/api/newsletter/one-click-unsubscribe?token=${q()}` // a form POST without Origin by design (RFC 8058)
        : pick(POST_PATHS);
    headers['Content-Type'] = random() < 0.8 ? 'application/json' : pick(CONTENT_TYPES);
    if (random() < 0.9) headers.Origin = origin;
    else if (random() < 0.5) headers.Origin = 'https://evil.example';
    return new Request(`${origin}${path}`, { method: random() < 0.9 ? 'POST' : 'PATCH', headers, body: randomBody(path), redirect: 'manual' });
  }

  /** Request number `i` to a static path: a write with a body of up to 200 KB (or a read, one in five). */
  function assetRequest(i: number): Request {
    const headers: Record<string, string> = { 'CF-Connecting-IP': fuzzClientAddress(i), Origin: origin };
    const path = pick(assetPaths());
    if (random() < 0.2) return new Request(`${origin}${path}`, { method: pick(['GET', 'HEAD']), headers, redirect: 'manual' });
    const method = pick(ASSET_WRITE_METHODS);
    const bytes = random() < 0.15 ? null : pick(ASSET_BODY_BYTES);
    if (bytes !== null) headers['Content-Type'] = pick(CONTENT_TYPES) || 'application/json';
    return new Request(`${origin}${path}`, { method, headers, body: bytes === null ? null : BODIES.get(bytes)!, redirect: 'manual' });
  }

  return { apiRequest, assetRequest };
}

/** Whether a request is a write (any method but GET and HEAD) to a static path: the assets answer 405. */
export const isAssetWrite = (request: Request) => !['GET', 'HEAD'].includes(request.method) && !isWorkerFirstPath(new URL(request.url).pathname);
