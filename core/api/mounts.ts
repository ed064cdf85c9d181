// Where each of the worker's API resources is mounted: worker/src/index.ts mounts every sub-app at its
// path here, and the site's typed clients (site/src/lib/api/clients.ts) call the same path, so the two
// cannot drift apart. Paths inside a resource are typed by its route module (hono/client).

/**
 * GET /api/sale's mount, also alone: the hydration directive (site/src/directives/interaction.ts) is inlined
 * in every page and reads only the demo flag, so it imports this one string rather than a client.
 */
export const SALE_MOUNT = '/api/sale';

/** The mount path of each resource under /api. */
export const API_MOUNTS = {
  health: '/api/health',
  newsletter: '/api/newsletter',
  sale: SALE_MOUNT,
  fundraisingStats: '/api/fundraising-stats',
  cryptoRates: '/api/crypto-rates',
  contributionCheck: '/api/contributions/check',
  contributions: '/api/contributions',
  payments: '/api/payments',
  ledger: '/api/ledger',
  distribution: '/api/distribution',
  refunds: '/api/refunds',
  dev: '/api/dev',
  rpc: '/api/rpc',
  demoWallet: '/api/demo-wallet',
  investor: '/api/investor',
  comments: '/api/comments',
  chat: '/api/chat',
  whitelist: '/api/whitelist',
  admin: '/api/admin',
} as const;

export type ApiMount = keyof typeof API_MOUNTS;
