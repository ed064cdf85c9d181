// $whitelistRegistration: the connected wallet's whitelist registration on /whitelist. When a wallet
// connects, its status is read (GET /api/whitelist/status/:wallet); the form then registers it
// (POST /api/whitelist/register) and shows the place it got.
import { atom, onMount } from 'nanostores';
import * as v from 'valibot';
import { WhitelistRegistrationSchema } from '@core/schemas/community';
import { placesTakenText } from '@core/whitelist-places';
import { whitelistApi } from '../lib/api/clients';
import { call, errorText } from '../lib/api/request';
import { $wallet } from './wallet';

export type WhitelistRegistrationState =
  | { status: 'no-wallet' }
  | { status: 'checking'; wallet: string }
  | { status: 'unregistered'; wallet: string; taken: number; limit: number }
  | { status: 'registered'; wallet: string; position: number; taken: number; limit: number }
  | { status: 'unavailable'; wallet: string; message: string };

export const $whitelistRegistration = atom<WhitelistRegistrationState>({ status: 'no-wallet' });
export const $whitelistSubmitting = atom(false);
/** The last refusal of the form, shown under it (cleared on the next try). */
export const $whitelistError = atom<string | null>(null);

/** "You are registered. 54 of 100 places taken" (places: wallets credited in the whitelist phase). */
export const registeredText = (taken: number, limit: number) => `You are registered. ${placesTakenText(taken, limit)}`;

/** Reads `wallet`'s registration; the form shows for an unregistered wallet. */
export async function checkWhitelistStatus(wallet: string): Promise<void> {
  if (!wallet) return $whitelistRegistration.set({ status: 'no-wallet' });
  $whitelistRegistration.set({ status: 'checking', wallet });
  $whitelistError.set(null);
  try {
    const answer = await call(whitelistApi.status[':walletAddress'].$get({ param: { walletAddress: wallet } }));
    if ($wallet.get().connectedWallet !== wallet) return;
    $whitelistRegistration.set(
      answer.registered && answer.position !== null
        ? { status: 'registered', wallet, position: answer.position, taken: answer.taken, limit: answer.limit }
        : { status: 'unregistered', wallet, taken: answer.taken, limit: answer.limit },
    );
  } catch (error) {
    $whitelistRegistration.set({ status: 'unavailable', wallet, message: errorText(error, 'Could not check your registration. Please try again.') });
  }
}

/** Registers the connected wallet with `email`; the server's refusal lands in $whitelistError. */
export async function registerForWhitelist(input: { email: string; termsAccepted: boolean; newsletterSubscribed: boolean }): Promise<void> {
  const wallet = $wallet.get().connectedWallet;
  if (!wallet || $whitelistSubmitting.get()) return;
  const parsed = v.safeParse(WhitelistRegistrationSchema, { ...input, walletAddress: wallet });
  if (!parsed.success) return $whitelistError.set(parsed.issues[0].message);
  $whitelistError.set(null);
  $whitelistSubmitting.set(true);
  try {
    const answer = await call(whitelistApi.register.$post({ json: parsed.output }));
    $whitelistRegistration.set({ status: 'registered', wallet, position: answer.position, taken: answer.taken, limit: answer.limit });
  } catch (error) {
    $whitelistError.set(errorText(error, 'Registration failed. Please try again.'));
  } finally {
    $whitelistSubmitting.set(false);
  }
}

onMount($whitelistRegistration, () =>
  $wallet.subscribe((state) => {
    const current = $whitelistRegistration.get();
    const shown = current.status === 'no-wallet' ? '' : current.wallet;
    if (state.connectedWallet !== shown) void checkWhitelistStatus(state.connectedWallet);
  }),
);
