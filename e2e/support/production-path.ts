// The production path on this machine: the worker bundled as `wrangler deploy --env production`
// bundles it, run in workerd by Miniflare with [env.production]'s routing (Cloudflare's router and
// asset worker in front, the worker only for its run_worker_first paths), reached on workerd's own
// socket. Unlike `wrangler dev` (what npm start runs) there is no dev proxy between client and runtime.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { convertV4MiniflareOptions, Miniflare, type V4WorkerOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';
import { ROOT, wrangler } from '../../scripts/lib/stack/stack.mjs';

/** Starts the production path; needs the site build in ./dist. Resolves with its URL and `stop()`. */
export async function startProductionPath(): Promise<{ url: string; stop: () => Promise<void> }> {
  const out = mkdtempSync(path.join(tmpdir(), 'mrdx-production-path-'));
  try {
    await wrangler(['deploy', '--dry-run', '--env', 'production', '--outdir', out], { quiet: true });
    const configPath = path.join(ROOT, 'wrangler.toml');
    // wrangler types these with its own copy of miniflare; they are the options this one takes.
    const { workerOptions } = unstable_getMiniflareWorkerOptions(configPath, 'production') as unknown as { workerOptions: V4WorkerOptions };
    // The bundle is one module (no rules needed), and only production's vars are bound: no local
    // secret from .dev.vars reaches this worker.
    const { modulesRules: _rules, bindings = {}, ...options } = workerOptions;
    const vars = Object.keys(unstable_readConfig({ config: configPath, env: 'production' }).vars);
    const productionBindings = Object.fromEntries(Object.entries(bindings).filter(([name]) => vars.includes(name)));
    const miniflare = new Miniflare(
      convertV4MiniflareOptions({
        host: '127.0.0.1',
        port: 0,
        workers: [{ ...options, bindings: productionBindings, name: 'mrdx-presale', modules: true, modulesRoot: out, scriptPath: path.join(out, 'index.js') }],
      }),
    );
    const url = await miniflare.ready;
    return {
      url: url.origin,
      stop: async () => {
        await miniflare.dispose();
        rmSync(out, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(out, { recursive: true, force: true });
    throw error;
  }
}
