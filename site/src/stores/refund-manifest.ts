// /ledger's refund manifest (GET /api/refunds/manifest): an approved refund plan's lines, a page at a
// time and searched by wallet on the server, so each buyer can find their own refund. The newest plan by
// default; a failed sale that needed a second plan (held lines, payments marked later) can show an
// earlier one.
import { atom } from 'nanostores';
import { refundsApi } from '../lib/api/clients';
import { call } from '../lib/api/request';
import { createPagedManifest } from './paged-manifest';

/** The plan asked for; null for the newest. */
const $chosenPlan = atom<string | null>(null);

export const refundManifest = createPagedManifest((query) => {
  const plan = $chosenPlan.get();
  return call(refundsApi.manifest.$get({ query: plan ? { ...query, plan } : query }));
}, 'The refund manifest could not be loaded. Please try again.');

/** Shows approved plan `id` from its first page, keeping the wallet searched for. */
export function showRefundPlan(id: string): Promise<void> {
  $chosenPlan.set(id);
  return refundManifest.load({ page: 1 });
}
