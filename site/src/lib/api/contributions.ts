// The contribution flow's calls to the worker: intents, the server-built payment, signature claims and intent status.
import type { ContributionIntentRequest } from '@core/schemas/contribution';
import { contributionsApi, paymentsApi } from './clients';
import { call } from './request';

/** Asks the server for an intent; the server derives lamports, USD and tokens. */
export const createIntent = (request: ContributionIntentRequest) => call(contributionsApi.intents.$post({ json: request }));

/** Asks the server for an intent and the transaction that pays it from `request.walletAddress`. */
export const preparePayment = (request: ContributionIntentRequest) => call(paymentsApi.index.$post({ json: request }));

/** Hands the server the signature of the transfer the wallet sent (idempotent). */
export const submitSignature = (body: { intentId: string; signature: string }) => call(contributionsApi.index.$post({ json: body }));

/** The intent's current state as the server (and its chain watcher) sees it. */
export const fetchIntentStatus = (intentId: string) => call(contributionsApi.intents[':intentId'].$get({ param: { intentId } }));
