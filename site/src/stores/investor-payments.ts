// $investorPayments: the signed-in investor's payments that credited no contribution (GET
// /api/investor/payments), one server page at a time, reloaded with the dashboard.
import { atom } from 'nanostores';
import type { InvestorPayments } from '@core/api/reconciliation';
import { investorApi } from '../lib/api/clients';
import { ApiError, call, errorText } from '../lib/api/request';
import { loadSession } from './session';

export const INVESTOR_PAYMENTS_PAGE_SIZE = 10;

export type InvestorPaymentsState =
  | { status: 'idle' }
  | { status: 'ready'; data: InvestorPayments }
  | { status: 'error'; message: string };

/** The current page; 'ready' keeps the last page while the next one loads. */
export const $investorPayments = atom<InvestorPaymentsState>({ status: 'idle' });

let generation = 0;

/** Loads `page` (default: the page shown, else the first); a later call wins over a slower earlier one. */
export async function loadInvestorPayments(page?: number): Promise<void> {
  const mine = ++generation;
  const current = $investorPayments.get();
  const wanted = page ?? (current.status === 'ready' ? current.data.page : 1);
  try {
    const data = await call(investorApi.payments.$get({ query: { page: String(wanted), pageSize: String(INVESTOR_PAYMENTS_PAGE_SIZE) } }));
    if (mine === generation) $investorPayments.set({ status: 'ready', data });
  } catch (error) {
    if (mine !== generation) return;
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      $investorPayments.set({ status: 'idle' });
      await loadSession();
      return;
    }
    $investorPayments.set({ status: 'error', message: errorText(error, 'Your payments could not be loaded. Please try again.') });
  }
}
