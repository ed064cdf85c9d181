// The JavaScript budgets of DEVELOPERS.md as one table, and the list of built routes the bench loads.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const KB = 1024;

/**
 * Gzip bytes of JavaScript a route may load before any interaction. Content pages ship none, except the
 * landing page (newsletter, drawer); every other page is interactive. Mirrors DEVELOPERS.md.
 */
export const CONTENT_BUDGETS = {
  '/': 60 * KB,
  '/whitepaper': 0,
  '/privacy': 0,
  '/terms': 0,
  '/cookies': 0,
  '/404': 0,
  '/MoonRunnaDx-Whitepaper.html': 0,
};
export const INTERACTIVE_BUDGET = 120 * KB;

/**
 * The contribution flow (/checkout): opened, then through connect and Confirm and with the Solana Pay
 * QR code, all within this (scripts/bench-contribution-js.mjs). Mirrors DEVELOPERS.md.
 */
export const FLOW_BUDGET = 100 * KB;

/** Pages the worker guards (they redirect without a session), left out of the Lighthouse run. */
export const NON_PUBLIC_PREFIXES = ['/admin', '/dashboard', '/referrals', '/referral'];

/** The byte budget of `route`. */
export function budgetFor(route) {
  return Object.hasOwn(CONTENT_BUDGETS, route) ? CONTENT_BUDGETS[route] : INTERACTIVE_BUDGET;
}

/** True when Lighthouse should score `route` (public, not behind a session). */
export function isPublicRoute(route) {
  return !NON_PUBLIC_PREFIXES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));
}

/**
 * Every route built into `distDir`: one per `index.html`, plus `/404` when 404.html exists and the
 * printable whitepaper. Sorted, `/` first.
 */
export function routesFromDist(distDir) {
  const routes = [];
  const walk = (dir, prefix) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== '_astro') walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      } else if (entry.name === 'index.html') {
        routes.push(prefix || '/');
      }
    }
  };
  walk(distDir, '');
  if (existsSync(path.join(distDir, '404.html'))) routes.push('/404');
  if (existsSync(path.join(distDir, 'MoonRunnaDx-Whitepaper.html'))) routes.push('/MoonRunnaDx-Whitepaper.html');
  return routes.sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}
