// /ledger's refund manifest (GET /api/refunds/manifest): the approved refund plan's lines, a page at a
// time and searched by wallet on the server, so each buyer can find their own refund.
import { refundsApi } from '../lib/api/clients';
import { call } from '../lib/api/request';
import { createPagedManifest } from './paged-manifest';

export const refundManifest = createPagedManifest((query) => call(refundsApi.manifest.$get({ query })), 'The refund manifest could not be loaded. Please try again.');
