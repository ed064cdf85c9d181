// The bench's admin on its own fresh database: created with the local emergency reset token of
// .dev.vars, signed in, and used the way the team would prepare a launch: the whitelist opened to
// every buyer of the rush (10,000 places, the most the console allows).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiClients, call } from '../../api/api-clients.mjs';
import { ROOT } from '../../stack/stack.mjs';

const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
const ADMIN_ADDRESS = '10.254.0.1';

/** Signs the bench's admin in (creating it); resolves with the typed client of /api/admin carrying the session. */
export async function benchAdmin(baseUrl) {
  const token = /^ADMIN_RESET_TOKEN=(.*)$/m.exec(readFileSync(path.join(ROOT, '.dev.vars'), 'utf8'))?.[1]?.trim();
  const api = apiClients(baseUrl, { headers: { 'CF-Connecting-IP': ADMIN_ADDRESS } });
  await call(api.admin['emergency-reset'].$post({ json: { ...ADMIN, confirmPassword: ADMIN.password } }, { headers: { 'X-Reset-Token': token ?? '' } }));
  await call(api.admin.login.$post({ json: ADMIN }));
  return api.admin;
}

/** Opens the whitelist to the whole rush: 10,000 places, 10 SOL per person, its days unchanged. */
export async function openWhitelistToEveryone(admin) {
  const settings = await call(admin['whitelist-settings'].$get());
  await call(admin['whitelist-settings'].$post({ json: { ...settings, maxParticipants: 10_000, maxSolPerPerson: 10 } }));
}

/**
 * Raises the hard cap to `usd` when it is lower (goal and soft cap unchanged), so that every planned
 * payment of the run fits: past about 1,700 buyers at the local price the default $250,000 cap is reached,
 * and the payments over it are (rightly) recorded as owed back instead of credited.
 */
export async function raiseHardCapTo(admin, usd) {
  const stats = await call(admin.fundraising.stats.$get());
  if (stats.hardCap >= usd) return;
  await call(admin.fundraising.stats.$post({ json: { goal: stats.goal, softCap: stats.softCap, hardCap: usd, endDate: stats.endDate } }));
}
