// Starts the whole product once for the e2e run, on a free port with a fresh local D1/KV, and hands
// its URL to the tests; prepares the database every stack of the run copies, and starts the one
// Chromium the test files connect to (each file keeps its own contexts). The site must already be
// built (npm test builds it first).
import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROME_PATH } from '../../scripts/lib/browser/chromium.mjs';
import { freePort, prepareDatabase, startStack } from '../../scripts/lib/stack/stack.mjs';
import { E2E_DATABASE_TEMPLATE } from './stack-template';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The local chain's JSON-RPC, for tests that act as the chain's own tooling (airdrops). */
    rpcUrl: string;
    /** The shared Chromium's endpoint (playwright's `connect`): one launch for the whole run. */
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const persistTo = '.e2e-state';
  rmSync(persistTo, { recursive: true, force: true });
  const [browserServer] = await Promise.all([
    chromium.launchServer({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS }),
    prepareDatabase({ persistTo: E2E_DATABASE_TEMPLATE, quiet: true }),
  ]);
  let stack: Awaited<ReturnType<typeof startStack>>;
  try {
    stack = await startStack({ port: await freePort(), persistTo, quiet: true, databaseFrom: E2E_DATABASE_TEMPLATE });
  } catch (error) {
    await browserServer.close();
    throw error;
  }
  project.provide('baseUrl', stack.url);
  project.provide('rpcUrl', stack.rpcUrl);
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await stack.stop();
  };
}
