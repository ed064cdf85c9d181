// The cron's refund step: one verification pass over the sending refund batches (within its budget),
// after the watcher, as services/distribution/cron.ts does for token payouts. A failure is logged and
// waits for the next minute; it never stops the watcher.
import { log } from '../../lib/log';
import { createRpc } from '../chain/solana-rpc';
import { verifyRefunds } from './verify-refunds';

/** Verifies the sending refund batches every minute. */
export async function verifyRefundsInCron(env: Env): Promise<void> {
  try {
    await verifyRefunds(env.DB, createRpc(env), { cluster: env.SOLANA_CLUSTER, rpcUrl: env.SOLANA_RPC_URL, origin: env.PUBLIC_ORIGIN }, { actor: 'watcher' });
  } catch (error) {
    log.error('refunds.verify_failed', error, { retry: 'next cron run' });
  }
}
