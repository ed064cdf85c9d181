// Starts the whole product once for the e2e run, on a free port with a fresh local D1/KV, and hands
// its URL to the tests. The site must already be built (npm test builds it first).
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { freePort, startStack } from '../../scripts/lib/stack/stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The local chain's JSON-RPC, for tests that act as the chain's own tooling (airdrops). */
    rpcUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const persistTo = '.e2e-state';
  rmSync(persistTo, { recursive: true, force: true });
  const stack = await startStack({ port: await freePort(), persistTo, quiet: true });
  project.provide('baseUrl', stack.url);
  project.provide('rpcUrl', stack.rpcUrl);
  return () => stack.stop();
}
