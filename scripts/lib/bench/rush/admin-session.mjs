// The bench's admin on its own fresh database: created with the local emergency reset token of
// .dev.vars, signed in, and used the way the team would prepare a launch: the whitelist opened to
// every buyer of the rush (10,000 places, the most the console allows).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../stack/stack.mjs';

const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
const ADMIN_ADDRESS = '10.254.0.1';

async function post(baseUrl, route, body, headers = {}) {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'CF-Connecting-IP': ADMIN_ADDRESS, ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${route}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs the bench's admin in (creating it); resolves with `get(route)` and `post(route, body)` carrying the session. */
export async function benchAdmin(baseUrl) {
  const token = /^ADMIN_RESET_TOKEN=(.*)$/m.exec(readFileSync(path.join(ROOT, '.dev.vars'), 'utf8'))?.[1]?.trim();
  await post(baseUrl, '/api/admin/emergency-reset', { ...ADMIN, confirmPassword: ADMIN.password }, { 'X-Reset-Token': token ?? '' });
  const login = await post(baseUrl, '/api/admin/login', ADMIN);
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return {
    post: (route, body) => post(baseUrl, route, body, { Cookie: cookie }),
    async get(route) {
      const response = await fetch(`${baseUrl}${route}`, { headers: { Cookie: cookie, 'CF-Connecting-IP': ADMIN_ADDRESS } });
      if (!response.ok) throw new Error(`GET ${route}: ${response.status} ${await response.text()}`);
      return response.json();
    },
  };
}

/** Opens the whitelist to the whole rush: 10,000 places, 10 SOL per person, its days unchanged. */
export async function openWhitelistToEveryone(admin) {
  const settings = await admin.get('/api/admin/whitelist-settings');
  await admin.post('/api/admin/whitelist-settings', { ...settings, maxParticipants: 10_000, maxSolPerPerson: 10 });
}

/**
 * Raises the hard cap to `usd` when it is lower (goal and soft cap unchanged), so that every planned
 * payment of the run fits: past about 1,700 buyers at the local price the default $250,000 cap is reached,
 * and the payments over it are (rightly) recorded as owed back instead of credited.
 */
export async function raiseHardCapTo(admin, usd) {
  const stats = await admin.get('/api/admin/fundraising/stats');
  if (stats.hardCap >= usd) return;
  await admin.post('/api/admin/fundraising/stats', { goal: stats.goal, softCap: stats.softCap, hardCap: usd, endDate: stats.endDate });
}
