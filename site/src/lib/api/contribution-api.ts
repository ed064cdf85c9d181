// Typed calls of the contribution flow to the worker (api-contract.md): rates, intents,
// signature submission and intent status. Errors carry the server's own reason.
import type { PhaseName } from '@core/sale-config';
import type { SaleInfo } from '../../stores/sale';
import type { CryptoRates } from '../../stores/rates';
import type { ContributionIntentResponse } from '@core/api/responses';

export type { SaleInfo, CryptoRates };

/** POST /api/contributions/intents request (ContributionIntentRequestSchema). */
export interface IntentRequest {
  email: string;
  walletAddress: string;
  amount: string;
  currency: 'sol';
  newsletterSubscribed: boolean;
  referralCode?: string;
}

/** 201 answer of POST /api/contributions/intents. */
export type ContributionIntent = ContributionIntentResponse;

/** A credited contribution as the server reports it. */
export interface CreditedContribution {
  signature: string;
  sol: string;
  usd: number;
  tokens: string;
  phase: PhaseName;
  creditedAt: string;
  vesting: { date: string; percent: number }[];
}

export type IntentStatus = 'pending' | 'seen' | 'credited' | 'rejected' | 'expired';

/** GET /api/contributions/intents/:id. */
export interface IntentStatusReport {
  status: IntentStatus;
  reason?: string;
  signature?: string;
  contribution?: CreditedContribution;
}

/** A non-OK answer: `reason` is the server's `{ error }` text when it gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`${status}: ${reason}`);
    this.name = 'ApiError';
  }
}

async function requestJson<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // a non-JSON body (proxy error page) falls through to the status text below
  }
  if (!response.ok) {
    const reason = (parsed as { error?: unknown } | null)?.error;
    throw new ApiError(response.status, typeof reason === 'string' ? reason : text || response.statusText);
  }
  return parsed as T;
}

/** Live USD rates; `stale` when the server serves a cached copy. */
export const fetchRates = () => requestJson<CryptoRates>('GET', '/api/crypto-rates');
/** Asks the server for an intent; the server derives lamports, USD and tokens. */
export const createIntent = (request: IntentRequest) => requestJson<ContributionIntent>('POST', '/api/contributions/intents', request);
/** Hands the server the signature of the transfer the wallet sent (idempotent). */
export const submitSignature = (body: { intentId: string; signature: string; newsletterSubscribed?: boolean; referralCode?: string }) =>
  requestJson<IntentStatusReport & { status: 'pending' | 'credited' | 'rejected' }>('POST', '/api/contributions', body);
/** The intent's current state as the server (and its chain watcher) sees it. */
export const fetchIntentStatus = (intentId: string) =>
  requestJson<IntentStatusReport>('GET', `/api/contributions/intents/${encodeURIComponent(intentId)}`);
