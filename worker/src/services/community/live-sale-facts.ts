// The assistant's live sale facts, read from the server's own state when a question arrives: phase and
// dates, caps and money raised (sale_settings, sale_totals), whitelist places, the treasury address and,
// when the question needs it, the SOL price the server prices contributions at.
import { formatLamportsAsSol } from '@core/lamports';
import type { LiveSaleFacts } from '@core/chat-live-facts';
import { loadSaleState } from '../sale/sale-state';
import { placesTaken } from '../sale/whitelist-registration';

const dollars = (cents: bigint) => Number(cents) / 100;

/** The live facts at `now`; `solPrice` reads the SOL price when given (a rates lookup, so only when an answer states it). */
export async function loadLiveSaleFacts(env: Env, now: Date, solPrice: (() => Promise<number | null>) | null): Promise<LiveSaleFacts> {
  const [state, taken, solUsd] = await Promise.all([loadSaleState(env.DB, now), placesTaken(env.DB), solPrice ? solPrice() : Promise.resolve(null)]);
  const { settings, dates } = state;
  return {
    now: now.getTime(),
    initialized: state.initialized,
    phase: state.phase,
    whitelistStartsAt: dates?.whitelistStartsAt.getTime() ?? null,
    whitelistEndsAt: dates?.whitelistEndsAt.getTime() ?? null,
    icoEndsAt: dates?.icoEndsAt.getTime() ?? null,
    accepting: state.accepting,
    solUsd,
    whitelistMaxSol: formatLamportsAsSol(settings.whitelistMaxLamports),
    whitelistPlacesTaken: taken,
    whitelistMaxParticipants: settings.whitelistMaxParticipants,
    raisedUsd: dollars(state.totals.raisedCents),
    softCapUsd: dollars(settings.softCapCents),
    goalUsd: dollars(settings.goalCents),
    hardCapUsd: dollars(settings.hardCapCents),
    treasury: env.TREASURY_ADDRESS,
  };
}
