// /ledger's payout manifest (GET /api/distribution/manifest): the approved distribution plan's payouts,
// a page at a time and searched by wallet on the server, so each investor can find their own line.
import { distributionApi } from '../lib/api/clients';
import { call } from '../lib/api/request';
import { createPagedManifest } from './paged-manifest';

export { MANIFEST_PAGE_SIZE } from './paged-manifest';

const manifest = createPagedManifest((query) => call(distributionApi.manifest.$get({ query })), 'The payout manifest could not be loaded. Please try again.');

export const $manifest = manifest.$state;
export const loadManifest = manifest.load;
export const searchManifest = manifest.search;
