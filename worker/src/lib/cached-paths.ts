// The cache key paths of the public answers kept in the edge cache: the routes that answer them and
// the middleware that purges them after an admin write both read them here (no module imports a route).
import { API_MOUNTS } from '@core/api/mounts';

/** GET /api/sale's cache key path (the query string is ignored, so it cannot bypass the cache). */
export const SALE_CACHE_PATH = API_MOUNTS.sale;
/** GET /api/fundraising-stats's cache key path. */
export const STATS_CACHE_PATH = API_MOUNTS.fundraisingStats;
/** GET /api/crypto-rates's cache key path. */
export const RATES_CACHE_PATH = API_MOUNTS.cryptoRates;

/** The cached answers that depend on the sale settings, purged after an admin changes them. */
export const SALE_CACHE_PATHS = [SALE_CACHE_PATH, STATS_CACHE_PATH, RATES_CACHE_PATH] as const;
