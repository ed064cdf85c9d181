// Opens a contribution intent with every rule of POST /api/contributions/intents: a sale that is not
// accepting (or at its hard cap) is refused, then create-intent.ts prices and checks the amount at the
// server's SOL price. Shared by the wizard's payment, the transaction request and the Action.
import { phaseWindow } from '@core/sale-rules';
import type { ContributionIntentRequest } from '@core/schemas/contribution';
import { refusal, type Refusal } from '../../lib/refusal';
import { createIntent, INTENT_MESSAGES, type IntentResponse } from '../contributions/create-intent';
import { loadSaleState, type SaleState } from '../sale/sale-state';
import { currentSolUsd } from '../sale/sol-price';

type BackgroundWork = Parameters<typeof currentSolUsd>[1];

/** Why the sale takes no intent now (the messages of POST /api/contributions/intents), or null when it does. */
export function saleClosedReason(state: SaleState): string | null {
  if (state.accepting && state.phase !== 'LISTING') return null;
  if (state.initialized && state.totals.raisedCents >= state.settings.hardCapCents) return INTENT_MESSAGES.hardCap;
  return state.full ? INTENT_MESSAGES.saleFull : INTENT_MESSAGES.notAccepting;
}

/** Creates the intent, or answers the refusal the intent route would (the sale closed, an amount it refuses). */
export async function openIntent(env: Env, ctx: BackgroundWork, request: ContributionIntentRequest, now = new Date()): Promise<IntentResponse | Refusal> {
  const state = await loadSaleState(env.DB, now);
  const closed = saleClosedReason(state);
  if (closed) return refusal('conflict', closed);
  // Already refused above; spelled out so the phase type narrows to the contribution phases.
  if (state.phase === 'LISTING') return refusal('conflict', INTENT_MESSAGES.notAccepting);
  return createIntent(env.DB, request, {
    now,
    phase: state.phase,
    phaseWindow: state.dates ? phaseWindow(state.phase, state.dates) : null,
    treasury: env.TREASURY_ADDRESS,
    whitelistMaxParticipants: state.settings.whitelistMaxParticipants,
    whitelistMaxLamports: state.settings.whitelistMaxLamports,
    hardCapCents: state.settings.hardCapCents,
    raisedCents: state.totals.raisedCents,
    solUsd: await currentSolUsd(env, ctx, now),
  });
}
