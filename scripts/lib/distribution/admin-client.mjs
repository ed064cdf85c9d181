// A signed-in admin session for Node scripts: signs in with a username and password through the typed
// clients (scripts/lib/api/api-clients.mjs), which keep the session cookie and send same-origin JSON, and
// turn a refusal into an ApiError carrying the status and the server's message.
import { ApiError, apiClients, call } from '../api/api-clients.mjs';

export { ApiError };

/**
 * Signs in at `baseUrl`. Returns `admin`, the typed client of /api/admin, and `rpc` for a chain read
 * through the site's own allowlisted RPC proxy (its typed client), as the console reads the chain.
 * @param {{ baseUrl: string, username: string, password: string }} options
 */
export async function adminSession({ baseUrl, username, password }) {
  const api = apiClients(baseUrl);
  await call(api.admin.login.$post({ json: { username, password } }));
  if (!api.cookie) throw new Error('The server signed in without a session cookie');
  let rpcId = 0;
  return {
    admin: api.admin,
    async rpc(method, params) {
      const answer = await call(api.rpc.index.$post({ json: { jsonrpc: '2.0', id: (rpcId += 1), method, params } }));
      if (answer?.error) throw new Error(`${method}: ${answer.error.message ?? 'RPC error'}`);
      return answer.result;
    },
  };
}
