import { describe, expect, it } from 'vitest';
import { env, exports } from 'cloudflare:workers';
import wranglerToml from '../../../wrangler.toml?raw';
import { isWorkerFirstPath, WORKER_FIRST_PATHS } from './static-assets';

/** `run_worker_first` of one `[…assets]` table of wrangler.toml (a TOML array of strings is JSON). */
function runWorkerFirst(table: string): unknown {
  const section = wranglerToml.split(/^\[/m).find((part) => part.startsWith(`${table}]`));
  const value = /^run_worker_first = (.*)$/m.exec(section ?? '')?.[1];
  return value === undefined ? undefined : JSON.parse(value);
}

/** A request body that counts how much of it was read. */
function countedBody(bytes: number) {
  let read = 0;
  const chunk = new Uint8Array(16 * 1024).fill(120);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read >= bytes) return controller.close();
      const part = chunk.subarray(0, Math.min(chunk.length, bytes - read));
      read += part.length;
      controller.enqueue(part);
    },
  });
  return { body, read: () => read };
}

describe('static asset routing', () => {
  it("sends the worker exactly production's run_worker_first paths, and the worker runs first locally", () => {
    expect(runWorkerFirst('env.production.assets')).toEqual([...WORKER_FIRST_PATHS]);
    expect(runWorkerFirst('assets')).toBe(true);
  });

  it('matches paths as wrangler does: `*` spans anything, the rest is literal', () => {
    for (const path of ['/api/', '/api/health', '/api/a/b', '/admin/dashboard', '/admin/dashboard/', '/admin/dashboard.html', '/r/AB12', '/r/a/b']) {
      expect(isWorkerFirstPath(path), path).toBe(true);
    }
    for (const path of ['/', '/api', '/apix', '/admin/login', '/admin', '/r', '/null', '/%7B%7D', '/whitepaper/', '/x/api/health']) {
      expect(isWorkerFirstPath(path), path).toBe(false);
    }
  });

  // CI runs these tests before the site is built (dist/ may be empty): compare with the assets' own answer.
  it("answers a write to a static path with the assets' own answer, after reading the whole body", async () => {
    for (const [method, path] of [['PUT', '/null'], ['PATCH', '/?limit=%00'], ['DELETE', '/%7B%7D'], ['POST', '/whitepaper/']] as const) {
      const { body, read } = countedBody(200_000);
      const response = await exports.default.fetch(new Request(`http://example.com${path}`, { method, body, duplex: 'half' } as RequestInit));
      const expected = await env.ASSETS.fetch(new Request(`http://example.com${path}`, { method }));
      expect(response.status, `${method} ${path}`).toBe(expected.status);
      expect(response.status).toBeLessThan(500);
      expect(await response.text()).toBe(await expected.text());
      expect(read(), 'the body is read to its end').toBe(200_000);
    }
  });

  it('serves static pages untouched by the API middleware, and still routes the API to Hono', async () => {
    const page = await exports.default.fetch(new Request('http://example.com/whitepaper/'));
    const direct = await env.ASSETS.fetch(new Request('http://example.com/whitepaper/'));
    expect(page.status).toBe(direct.status);
    expect(await page.text()).toBe(await direct.text());
    // The API's `default-src 'none'` would block the page; it is not set on static pages.
    expect(page.headers.get('Content-Security-Policy') ?? '').not.toContain("default-src 'none'");
    const api = await exports.default.fetch(new Request('http://example.com/api/health'));
    expect(await api.json()).toEqual({ ok: true });
    expect(api.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
  });
});
