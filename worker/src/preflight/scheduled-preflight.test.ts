// The cron handler under a refused production env: the watcher does not run (no intent expires,
// nothing is credited or mailed) and the skip is logged; the local default still runs it.
import { env } from 'cloudflare:workers';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../index';
import { GOOD_PRODUCTION } from '../../test/production-env';
import { createIntent, openSale } from '../../test/sale-fixtures';
import { newFundedSigner } from '../../test/chain';

async function staleIntent() {
  await openSale('WHITELIST');
  const wallet = await newFundedSigner(1);
  const intent = await createIntent(wallet.address);
  await env.DB.prepare('UPDATE contribution_intents SET expires_at = ? WHERE id = ?').bind(Date.now() - 60_000, intent.intentId).run();
  return intent.intentId;
}

async function runCron(vars: Record<string, string | undefined>) {
  const ctx = createExecutionContext();
  // A fresh env object, as a new isolate would have.
  worker.scheduled(createScheduledController({ cron: '* * * * *' }), { ...env, ...vars } as Env, ctx);
  await waitOnExecutionContext(ctx);
}

const statusOf = async (id: string) =>
  (await env.DB.prepare('SELECT status FROM contribution_intents WHERE id = ?').bind(id).first<{ status: string }>())?.status;

afterEach(() => vi.restoreAllMocks());

describe('scheduled() and the production preflight', () => {
  it('skips the watcher and logs why when the preflight refuses', async () => {
    const intentId = await staleIntent();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await runCron({ ...GOOD_PRODUCTION, DEMO_MODE: 'true' });
    expect(await statusOf(intentId)).toBe('pending');
    // One JSON line each (lib/log.ts): the skipped run, and the preflight's problems.
    const lines = errors.mock.calls.map(([line]) => JSON.parse(String(line)) as { event: string; runId?: string; problems?: string[] });
    expect(lines).toContainEqual(expect.objectContaining({ event: 'watcher.skipped', runId: expect.any(String) }));
    expect(lines.flatMap((line) => line.problems ?? []).join(' ')).toContain('DEMO_MODE is "true"');
  });

  it('runs the watcher with the local default', async () => {
    const intentId = await staleIntent();
    await runCron({});
    expect(await statusOf(intentId)).toBe('expired');
  });
});
