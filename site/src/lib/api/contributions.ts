// The contribution flow's calls to the worker: intents, the server-built payment, signature claims and intent status.
import type { ClaimReport, ContributionIntentResponse, IntentStatusReport } from '@core/api/contributions';
import type { PreparedPayment } from '@core/api/payments';
import type { ContributionIntentRequest } from '@core/schemas/contribution';
import { getJson, postJson } from './request';

/** Asks the server for an intent; the server derives lamports, USD and tokens. */
export const createIntent = (request: ContributionIntentRequest) => postJson<ContributionIntentResponse>('/api/contributions/intents', request);

/** Asks the server for an intent and the transaction that pays it from `request.walletAddress`. */
export const preparePayment = (request: ContributionIntentRequest) => postJson<PreparedPayment>('/api/payments', request);

/** Hands the server the signature of the transfer the wallet sent (idempotent). */
export const submitSignature = (body: { intentId: string; signature: string }) => postJson<ClaimReport>('/api/contributions', body);

/** The intent's current state as the server (and its chain watcher) sees it. */
export const fetchIntentStatus = (intentId: string) => getJson<IntentStatusReport>(`/api/contributions/intents/${encodeURIComponent(intentId)}`);
