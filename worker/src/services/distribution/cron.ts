// The cron's distribution step: one verification pass over the sending batches (within its budget),
// after the watcher. A failure is logged and waits for the next minute; it never stops the watcher.
import { createRpc } from '../chain/solana-rpc';
import { verifyBatches } from './verify-batches';

/** Verifies the sending batches as the watcher does the treasury, every minute. */
export async function verifyDistributionInCron(env: Env): Promise<void> {
  try {
    await verifyBatches(env.DB, createRpc(env), { actor: 'watcher' });
  } catch (error) {
    console.error('Distribution verification failed; the next run retries', error);
  }
}
