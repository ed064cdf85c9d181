// Security headers for every worker response; static pages get the same from site/public/_headers.
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env';

/** API responses are JSON: nothing may run, frame or load from them. */
const apiSecureHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
  },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginResourcePolicy: 'same-origin',
});

/**
 * A Response with the same status, headers and body whose headers can be changed: responses from
 * `fetch` or `env.ASSETS.fetch` have immutable headers ("Can't modify immutable headers").
 */
export function mutableCopy(response: Response): Response {
  return new Response(response.body, response);
}

/**
 * The API's security headers. A handler that returns a fetched response as is (the assets fallback)
 * would make setting them throw, so the response is copied first.
 */
export const securityHeaders = createMiddleware<AppEnv>((c, next) =>
  apiSecureHeaders(c, async () => {
    await next();
    c.res = mutableCopy(c.res);
  }),
);
