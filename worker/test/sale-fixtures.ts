// Test helpers for the contribution flow: an open sale in D1, intents and claims through the worker,
// and row counts. Every request may carry its own client address so rate limits stay per test client.
import { env } from 'cloudflare:workers';
import { exports } from 'cloudflare:workers';
import { DEFAULT_CAPS, PHASES } from '@core/sale-config';
import { testClientIp } from './client-address';
import { TEST_ORIGIN } from './requests';
import type { ContributionIntentResponse } from '@core/api/responses';

const DAY_MS = 86_400_000;

/**
 * Stores sale dates that put `now` inside `phase`: the whitelist started a day ago (or ended a day ago
 * for the ICO). `overrides` replace any column (snake_case).
 */
export async function openSale(phase: 'WHITELIST' | 'ICO' | 'LISTING' | 'NOT_INITIALIZED' = 'WHITELIST', overrides: Record<string, number | null> = {}) {
  const now = Date.now();
  const start = { WHITELIST: now - DAY_MS, ICO: now - 11 * DAY_MS, LISTING: now - 50 * DAY_MS, NOT_INITIALIZED: null }[phase];
  const row: Record<string, number | null> = {
    id: 1,
    whitelist_starts_at: start,
    whitelist_ends_at: start === null ? null : start + 10 * DAY_MS,
    ico_ends_at: start === null ? null : start + 40 * DAY_MS,
    soft_cap_cents: DEFAULT_CAPS.softCap * 100,
    goal_cents: DEFAULT_CAPS.goal * 100,
    hard_cap_cents: DEFAULT_CAPS.hardCap * 100,
    whitelist_days: PHASES.WHITELIST.durationDays,
    whitelist_max_participants: PHASES.WHITELIST.maxParticipants,
    whitelist_max_lamports: (PHASES.WHITELIST.maxContributionSOL ?? 0) * 1e9,
    updated_at: now,
    ...overrides,
  };
  const columns = Object.keys(row);
  await env.DB.prepare(`INSERT OR REPLACE INTO sale_settings (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
    .bind(...Object.values(row))
    .run();
}

/** POST JSON as the site does, from client `ip` (by default the test's own address). */
export function post(path: string, body: unknown, ip = testClientIp()) {
  return exports.default.fetch(
    new Request(`${TEST_ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, 'CF-Connecting-IP': ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

/** GET from client `ip`. */
export function get(path: string, ip = testClientIp()) {
  return exports.default.fetch(new Request(`${TEST_ORIGIN}${path}`, { headers: { 'CF-Connecting-IP': ip } }));
}

/** The 201 body of POST /api/contributions/intents, as the site reads it. */
export type IntentBody = ContributionIntentResponse;

/** Creates an intent and returns its body; fails the test on any other answer. */
export async function createIntent(walletAddress: string, amount = '1', extra: Record<string, unknown> = {}, ip?: string): Promise<IntentBody> {
  const response = await post(
    '/api/contributions/intents',
    { email: 'investor@example.com', walletAddress, amount, currency: 'sol', newsletterSubscribed: true, ...extra },
    ip,
  );
  if (response.status !== 201) throw new Error(`intent: ${response.status} ${await response.text()}`);
  return response.json();
}

/** POSTs a claim and returns status and body. */
export async function claim(intentId: string, signature: string, ip?: string) {
  const response = await post('/api/contributions', { intentId, signature }, ip);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Rows in a table. */
export async function count(table: string, where = '1'): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).first<{ n: number }>();
  return row?.n ?? 0;
}
