// Starts what every wallet-aware page needs, once, from whichever island hydrates first: the notice
// view, confetti, silent reconnect of the last wallet and, in demo mode only, the demo auto-connect.
import { TIMINGS } from '@core/sale-config';
import { loadSale } from '../../stores/sale';
import { restoreLastWallet, scheduleDemoAutoConnect } from '../../stores/wallet';
import { watchConfetti } from '../notices/confetti';
import { mountNoticeView } from '../notices/notice-view';

let booted = false;

/** Idempotent page start for wallet islands. */
export function bootWalletPage(): void {
  if (booted) return;
  booted = true;
  mountNoticeView();
  watchConfetti();
  restoreLastWallet();
  void loadSale().then((sale) => {
    // Demo mode comes from the server's configuration only, never from the build.
    if (sale?.demoMode) scheduleDemoAutoConnect(sale.cluster, TIMINGS.demoWalletAutoConnectMs);
  });
}
