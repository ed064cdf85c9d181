// The admin console's treasury section: every outflow of the treasury as the worker explains it now
// (refund, sweep to a project wallet, fee, unexplained), paged and filtered by the server, and the
// team's project wallets, declared and removed (audited by the worker). Actions record their outcome
// in $adminOutcome (the toast) and reload what they changed.
import { atom } from 'nanostores';
import type { ProjectWalletView } from '@core/api/treasury';
import { adminApi } from '../../lib/api/clients';
import { call, errorText } from '../../lib/api/request';
import { createServerList } from './lists';
import { $adminOutcome, adminAction } from './session';

/** Outflows newest first; `kind` all | refund | sweep | fee | unexplained. */
export const outflowList = createServerList((query) => call(adminApi.treasury.outflows.$get({ query })), { kind: 'all', page: '1', pageSize: '25' });
export const $projectWallets = atom<ProjectWalletView[] | null>(null);
export const $projectWalletsError = atom<string | null>(null);

export async function loadProjectWallets(): Promise<void> {
  const list = await adminAction(null, () => call(adminApi.treasury['project-wallets'].$get()), (error) =>
    $projectWalletsError.set(errorText(error, 'Could not load the project wallets. Please try again.')),
  );
  if (!list) return;
  $projectWallets.set(list.items);
  $projectWalletsError.set(null);
}

/** Both lists again (a declaration re-explains old outflows). */
export const loadTreasury = () => Promise.all([outflowList.load(), loadProjectWallets()]).then(() => undefined);

async function change(busy: string, work: () => Promise<unknown>, done: { title: string; description: string }, failTitle: string): Promise<boolean> {
  const result = await adminAction(busy, work, { title: failTitle, fallback: 'Please try again.' });
  if (result !== null) $adminOutcome.set(done);
  await loadTreasury();
  return result !== null;
}

/** Declares a wallet of the team: what the treasury sent it counts as a sweep, earlier outflows too. */
export const declareProjectWallet = (address: string, label: string) =>
  change('declare-wallet', () => call(adminApi.treasury['project-wallets'].$post({ json: { address, label } })),
    { title: 'Project wallet declared', description: `${label}: transfers to it now count as sweeps.` }, 'Could not declare the wallet');

/** Removes a declared wallet: what was swept to it shows as unexplained again. */
export const removeProjectWallet = (wallet: ProjectWalletView) =>
  change(`remove-wallet-${wallet.address}`, () => call(adminApi.treasury['project-wallets'][':address'].remove.$post({ param: { address: wallet.address } })),
    { title: 'Project wallet removed', description: `${wallet.label} is no longer a project wallet.` }, 'Could not remove the wallet');
