// The admin console's treasury section: every outflow of the treasury as the worker explains it now
// (refund, sweep to a project wallet, fee, unexplained), paged and filtered by the server, and the
// team's project wallets, declared and removed (audited by the worker). Actions record their outcome
// in $adminOutcome (the toast) and reload what they changed.
import { atom } from 'nanostores';
import type { AdminOutflowList, ProjectWalletList, ProjectWalletView } from '@core/api/treasury';
import { ApiError, errorText, getJson, postJson } from '../lib/api/request';
import { $adminAuth, $adminBusy, $adminOutcome } from './admin';
import { createServerList } from './admin-lists';

/** Outflows newest first; `kind` all | refund | sweep | fee | unexplained. */
export const outflowList = createServerList<AdminOutflowList>('/api/admin/treasury/outflows', { kind: 'all', page: '1', pageSize: '25' });
export const $projectWallets = atom<ProjectWalletView[] | null>(null);
export const $projectWalletsError = atom<string | null>(null);

function failed(title: string, error: unknown) {
  if (error instanceof ApiError && error.status === 401) $adminAuth.set('no');
  $adminOutcome.set({ title, description: errorText(error, 'Please try again.'), variant: 'destructive' });
}

export async function loadProjectWallets(): Promise<void> {
  try {
    $projectWallets.set((await getJson<ProjectWalletList>('/api/admin/treasury/project-wallets')).items);
    $projectWalletsError.set(null);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) $adminAuth.set('no');
    $projectWalletsError.set(errorText(error, 'Could not load the project wallets. Please try again.'));
  }
}

/** Both lists again (a declaration re-explains old outflows). */
export const loadTreasury = () => Promise.all([outflowList.load(), loadProjectWallets()]).then(() => undefined);

async function change(busy: string, work: () => Promise<unknown>, done: { title: string; description: string }, failTitle: string): Promise<boolean> {
  $adminBusy.set(busy);
  try {
    await work();
    $adminOutcome.set(done);
    return true;
  } catch (error) {
    failed(failTitle, error);
    return false;
  } finally {
    $adminBusy.set(null);
    await loadTreasury();
  }
}

/** Declares a wallet of the team: what the treasury sent it counts as a sweep, earlier outflows too. */
export const declareProjectWallet = (address: string, label: string) =>
  change('declare-wallet', () => postJson('/api/admin/treasury/project-wallets', { address, label }),
    { title: 'Project wallet declared', description: `${label}: transfers to it now count as sweeps.` }, 'Could not declare the wallet');

/** Removes a declared wallet: what was swept to it shows as unexplained again. */
export const removeProjectWallet = (wallet: ProjectWalletView) =>
  change(`remove-wallet-${wallet.address}`, () => postJson(`/api/admin/treasury/project-wallets/${wallet.address}/remove`, {}),
    { title: 'Project wallet removed', description: `${wallet.label} is no longer a project wallet.` }, 'Could not remove the wallet');
