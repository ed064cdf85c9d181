// A signed-in admin session for Node scripts: signs in with a username and password through the typed
// clients (scripts/lib/api/api-clients.mjs), which keep the session cookie and send same-origin JSON, and
// turn a refusal into an ApiError carrying the status and the server's message.
import { ApiError, apiClients, call } from '../api/api-clients.mjs';

export { ApiError };

/**
 * Signs in at `baseUrl`. Returns `admin`, the typed client of /api/admin, `get`/`post` by path (under
 * /api) for the payout runner's port, and `rpc` for a chain read through the site's own allowlisted RPC
 * proxy (/api/rpc), as the console reads the chain.
 * @param {{ baseUrl: string, username: string, password: string }} options
 */
export async function adminSession({ baseUrl, username, password }) {
  const api = apiClients(baseUrl);
  await call(api.admin.login.$post({ json: { username, password } }));
  if (!api.cookie) throw new Error('The server signed in without a session cookie');
  async function request(method, path, body) {
    const response = await api.fetch(new URL(path, baseUrl), {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    try {
      return text ? JSON.parse(text) : null;
    } catch {
      // A CSV or an HTML page: return the text.
      return text;
    }
  }
  let rpcId = 0;
  return {
    admin: api.admin,
    get: (path) => request('GET', path),
    post: (path, body = {}) => request('POST', path, body),
    async rpc(method, params) {
      const answer = await request('POST', '/api/rpc', { jsonrpc: '2.0', id: (rpcId += 1), method, params });
      if (answer?.error) throw new Error(`${method}: ${answer.error.message ?? 'RPC error'}`);
      return answer.result;
    },
  };
}
