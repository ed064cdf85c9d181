// Opens a contribution intent with every rule of POST /api/contributions/intents: a sale that is not
// accepting (or at its hard cap) is refused, then create-intent.ts prices and checks the amount at the
// server's SOL price, or for a stablecoin at $1.00 while its feed price holds the peg, in base units of
// its mint's decimals as the chain has them. Shared by the wizard's payment, the transaction request
// and the Action.
import { STABLECOIN_RATE_KEYS, stablecoinMint } from '@core/payment-assets';
import { phaseWindow } from '@core/sale-rules';
import type { ContributionIntentRequest } from '@core/schemas/contribution';
import { refusal, type Refusal } from '../../lib/refusal';
import { createRpc } from '../chain/solana-rpc';
import { stablecoinDecimals } from '../chain/stablecoin-decimals';
import { createIntent, INTENT_MESSAGES, requestedAsset, type IntentResponse, type IntentSaleContext } from '../contributions/create-intent';
import { loadSaleState, type SaleState } from '../sale/sale-state';
import { currentSolUsd, currentStablecoinFeedPrice } from '../sale/sol-price';

type BackgroundWork = Parameters<typeof currentSolUsd>[1];

/** Why the sale takes no intent now (the messages of POST /api/contributions/intents), or null when it does. */
export function saleClosedReason(state: SaleState): string | null {
  if (state.accepting && state.phase !== 'LISTING') return null;
  if (state.initialized && state.totals.raisedCents >= state.settings.hardCapCents) return INTENT_MESSAGES.hardCap;
  return state.full ? INTENT_MESSAGES.saleFull : INTENT_MESSAGES.notAccepting;
}

/**
 * The stablecoin `request` pays in, as the intent rules need it: null for SOL or a coin this cluster
 * does not take. Reads the mint's decimals (once per mint: chain/stablecoin-decimals.ts) and the feed
 * price; an unreadable chain throws the RPC client's error (the route's 503).
 */
async function requestedStablecoin(env: Env, ctx: BackgroundWork, request: ContributionIntentRequest, now: Date): Promise<IntentSaleContext['stablecoin']> {
  const asset = requestedAsset(request);
  const coin = asset === 'SOL' ? null : stablecoinMint(env.SOLANA_CLUSTER, asset);
  if (!coin) return null;
  const [decimals, feedPrice] = await Promise.all([
    stablecoinDecimals(env, createRpc(env), coin.mint),
    currentStablecoinFeedPrice(env, ctx, now, STABLECOIN_RATE_KEYS[coin.symbol]),
  ]);
  // No mint at the configured address: the production preflight refuses such a deploy; say it plainly here.
  return decimals === null ? null : { symbol: coin.symbol, mint: coin.mint, decimals, feedPrice };
}

/** Creates the intent, or answers the refusal the intent route would (the sale closed, an amount it refuses). */
export async function openIntent(env: Env, ctx: BackgroundWork, request: ContributionIntentRequest, now = new Date()): Promise<IntentResponse | Refusal> {
  const state = await loadSaleState(env.DB, now);
  const closed = saleClosedReason(state);
  if (closed) return refusal('conflict', closed);
  // Already refused above; spelled out so the phase type narrows to the contribution phases.
  if (state.phase === 'LISTING') return refusal('conflict', INTENT_MESSAGES.notAccepting);
  const [solUsd, stablecoin] = await Promise.all([currentSolUsd(env, ctx, now), requestedStablecoin(env, ctx, request, now)]);
  return createIntent(env.DB, request, {
    now,
    phase: state.phase,
    phaseWindow: state.dates ? phaseWindow(state.phase, state.dates) : null,
    treasury: env.TREASURY_ADDRESS,
    whitelistMaxParticipants: state.settings.whitelistMaxParticipants,
    whitelistMaxLamports: state.settings.whitelistMaxLamports,
    hardCapCents: state.settings.hardCapCents,
    raisedCents: state.totals.raisedCents,
    solUsd,
    stablecoin,
  });
}
