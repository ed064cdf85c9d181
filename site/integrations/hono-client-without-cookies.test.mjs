import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import honoClientWithoutCookies from './hono-client-without-cookies.mjs';

const plugin = honoClientWithoutCookies();
// The ES module build of hono/client, the one Vite bundles for the browser.
const honoClient = fileURLToPath(new URL('../../node_modules/hono/dist/client/client.js', import.meta.url));

describe('hono-client-without-cookies', () => {
  it('replaces the cookie serializer hono/client imports, and only that import', () => {
    const id = plugin.resolveId('../utils/cookie.js', honoClient);
    expect(id).toBeTypeOf('string');
    expect(plugin.resolveId('../utils/cookie.js', '/app/node_modules/hono/dist/helper/cookie/index.js')).toBeNull();
    expect(plugin.resolveId('./utils.js', honoClient)).toBeNull();
    expect(plugin.load('/app/site/src/lib/api/clients.ts')).toBeNull();
  });

  it('serves a serializer that refuses instead of writing a cookie header', async () => {
    const source = plugin.load(plugin.resolveId('../utils/cookie.js', honoClient));
    const module = await import(`data:text/javascript,${encodeURIComponent(source)}`);
    expect(() => module.serialize('session', 'x')).toThrow(/no cookie argument/);
  });

  it('matches the import hono/client really makes', async () => {
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(honoClient, 'utf8')).toContain('from "../utils/cookie.js"');
  });
});
