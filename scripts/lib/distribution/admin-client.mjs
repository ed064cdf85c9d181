// A small client of the admin API for Node scripts: signs in with a username and password, keeps the
// session cookie, sends same-origin JSON (the worker refuses cross-origin writes) and turns a refusal
// into an Error carrying the status and the server's message.

/** An error answer of the API: `status` and the server's `{ error }` text. */
export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/**
 * Signs in at `baseUrl` and returns `{ get, post }` for admin routes (paths under /api), and `rpc` for a
 * chain read through the site's own allowlisted RPC proxy (/api/rpc), as the console reads the chain.
 * @param {{ baseUrl: string, username: string, password: string }} options
 */
export async function adminSession({ baseUrl, username, password }) {
  const origin = new URL(baseUrl).origin;
  let cookie = '';
  async function request(method, path, body) {
    const response = await fetch(new URL(path, origin), {
      method,
      headers: { Origin: origin, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(cookie ? { Cookie: cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let payload = null;
    try {
      payload = text ? JSON.parse(text) : null;
    } catch {
      // A CSV or an HTML page: return the text.
      payload = text;
    }
    if (!response.ok) throw new ApiError(response.status, payload?.error ?? `HTTP ${response.status}`);
    const set = response.headers.getSetCookie?.() ?? [];
    if (set.length > 0) cookie = set.map((line) => line.split(';')[0]).join('; ');
    return payload;
  }
  await request('POST', '/api/admin/login', { username, password });
  if (!cookie) throw new Error('The server signed in without a session cookie');
  let rpcId = 0;
  return {
    get: (path) => request('GET', path),
    post: (path, body = {}) => request('POST', path, body),
    async rpc(method, params) {
      const answer = await request('POST', '/api/rpc', { jsonrpc: '2.0', id: (rpcId += 1), method, params });
      if (answer?.error) throw new Error(`${method}: ${answer.error.message ?? 'RPC error'}`);
      return answer.result;
    },
  };
}
