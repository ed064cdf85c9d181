// /ledger's refund lookup (GET /api/ledger/refunds/:address): what the treasury owes one wallet back and
// what it paid it, for a buyer without an account. The server checks the address and says what is wrong.
import { atom } from 'nanostores';
import type { WalletRefundsLookup } from '@core/api/refunds-wallet';
import { ledgerApi } from '../lib/api/clients';
import { call, errorText } from '../lib/api/request';

export type RefundLookupState =
  | { status: 'idle' }
  | { status: 'loading'; wallet: string }
  | { status: 'ready'; data: WalletRefundsLookup }
  | { status: 'error'; message: string };

export const $refundLookup = atom<RefundLookupState>({ status: 'idle' });

let generation = 0;

/** Looks `wallet` up; a later lookup wins over a slower earlier one. */
export async function lookUpRefunds(wallet: string): Promise<void> {
  const address = wallet.trim();
  const mine = ++generation;
  $refundLookup.set({ status: 'loading', wallet: address });
  try {
    const data = await call(ledgerApi.refunds[':address'].$get({ param: { address } }));
    if (mine === generation) $refundLookup.set({ status: 'ready', data });
  } catch (error) {
    if (mine === generation) $refundLookup.set({ status: 'error', message: errorText(error, 'The lookup failed. Please try again.') });
  }
}
