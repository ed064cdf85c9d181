// The one answer of a route that must read the chain to open or build a payment and cannot: a 503 with
// the words the site shows (PAYMENT_MESSAGES.networkUnavailable), logged under `event`. Every other
// error keeps its way (a D1 error is the worker's own fault, answered by the app's error handler).
import { PAYMENT_MESSAGES } from '@core/schemas/payment';
import { fail } from '../lib/http-error';
import { log } from '../lib/log';
import { RpcError } from '../services/chain/solana-rpc';

/** `work`'s result, or a 503 when it could not read the chain. */
export async function orNetworkUnavailable<T>(event: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof RpcError)) throw error;
    log.error(event, error);
    fail(503, PAYMENT_MESSAGES.networkUnavailable);
  }
}
