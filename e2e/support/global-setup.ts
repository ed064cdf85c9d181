// Starts the whole product once for the e2e run, on a free port with a fresh local D1/KV, and hands
// its URL to the tests; prepares the database every stack of the run copies, starts the one Chromium
// the test files connect to (each file keeps its own contexts), and signs the run's admin in once
// (admin-session.ts). The site must already be built (npm test builds it first).
import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROME_PATH } from '../../scripts/lib/browser/chromium.mjs';
import { prepareDatabase, startStack } from '../../scripts/lib/stack/stack.mjs';
import { startAdminSession } from './admin-session';
import { E2E_DATABASE_TEMPLATE, E2E_STATE_DIR } from './stack-template';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The local chain's JSON-RPC, for tests that act as the chain's own tooling (airdrops). */
    rpcUrl: string;
    /** The shared Chromium's endpoint (playwright's `connect`): one launch for the whole run. */
    browserEndpoint: string;
  }
}

/** The run's stack and browser, started by the first e2e project and stopped after the last one. */
interface SharedRun {
  started: Promise<{ baseUrl: string; rpcUrl: string; browserEndpoint: string; adminCookies: Awaited<ReturnType<typeof startAdminSession>>; stop: () => Promise<void> }>;
  users: number;
}

// Both e2e projects (vitest.config.mts: e2e, e2e-serial) list this file, and vitest sets up each
// project's globalSetup in this one process: the second one joins the first one's stack.
const shared = globalThis as { e2eRun?: SharedRun };

async function start() {
  const persistTo = E2E_STATE_DIR;
  rmSync(persistTo, { recursive: true, force: true });
  const [browserServer] = await Promise.all([
    chromium.launchServer({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS }),
    prepareDatabase({ persistTo: E2E_DATABASE_TEMPLATE, quiet: true }),
  ]);
  let stack: Awaited<ReturnType<typeof startStack>>;
  let adminCookies: Awaited<ReturnType<typeof startAdminSession>>;
  try {
    stack = await startStack({ persistTo, quiet: true, databaseFrom: E2E_DATABASE_TEMPLATE });
  } catch (error) {
    await browserServer.close();
    throw error;
  }
  try {
    adminCookies = await startAdminSession(stack.url);
  } catch (error) {
    await browserServer.close();
    await stack.stop();
    throw error;
  }
  return {
    baseUrl: stack.url,
    rpcUrl: stack.rpcUrl,
    browserEndpoint: browserServer.wsEndpoint(),
    adminCookies,
    stop: async () => {
      await browserServer.close();
      await stack.stop();
    },
  };
}

export default async function setup(project: TestProject) {
  shared.e2eRun ??= { started: start(), users: 0 };
  const run = shared.e2eRun;
  run.users += 1;
  const { baseUrl, rpcUrl, browserEndpoint, adminCookies } = await run.started;
  project.provide('baseUrl', baseUrl);
  project.provide('adminCookies', adminCookies);
  project.provide('rpcUrl', rpcUrl);
  project.provide('browserEndpoint', browserEndpoint);
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    delete shared.e2eRun;
    await (await run.started).stop();
  };
}
