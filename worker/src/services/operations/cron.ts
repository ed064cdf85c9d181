// The cron's operations step, after the watcher: grades the figures and opens or resolves alert
// incidents (alerts.ts). A failure is logged and the next minute tries again; it never stops the watcher.
import { log } from '../../lib/log';
import type { BackgroundWork } from '../sale/prices';
import { checkAlerts } from './alerts';
import { loadOperations } from './load-operations';

/** Checks the alert conditions once. */
export async function checkOperationsInCron(env: Env, ctx: BackgroundWork): Promise<void> {
  try {
    await checkAlerts(env, await loadOperations(env, ctx));
  } catch (error) {
    log.error('operations.check_failed', error);
  }
}
