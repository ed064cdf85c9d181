// The cost bench's meter: off unless the local environment allows it and the request asks; when on,
// the answer carries D1's own count of statements and rows, and nothing else about it changes.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../test/requests';
import worker, { app } from '../index';
import { setLogSink, type LogLine } from '../lib/log';
import { BENCH_METER_HEADER } from './bench-meter';

const ask = { headers: { [BENCH_METER_HEADER]: '1', 'CF-Connecting-IP': '10.77.0.1' } };

/** The figures of an X-Bench-Meter header as numbers. */
function tallyOf(response: Response): Record<string, number> {
  const header = response.headers.get(BENCH_METER_HEADER) ?? '';
  return Object.fromEntries(header.split('; ').map((pair) => pair.split('=')).map(([key, value]) => [key!, Number(value)]));
}

describe('benchMeter', () => {
  it('meters a request that asks on a local deployment with BENCH_METER "true", and answers the same body', async () => {
    const ctx = createExecutionContext();
    const plain = await app.request(`${TEST_ORIGIN}/api/ledger?limit=3`, {}, env, ctx);
    const metered = await app.request(`${TEST_ORIGIN}/api/ledger?limit=4`, ask, { ...env, BENCH_METER: 'true' }, ctx);
    await waitOnExecutionContext(ctx);
    expect(metered.status).toBe(200);
    expect(Object.keys(await metered.json())).toEqual(Object.keys(await plain.json()));
    const tally = tallyOf(metered);
    expect(tally.calls).toBeGreaterThan(0);
    expect(tally.statements).toBeGreaterThan(0);
    expect(tally.rows_read).toBeGreaterThanOrEqual(0);
    expect(tally.rows_written).toBe(0);
    expect(tally.d1_ms).toBeGreaterThanOrEqual(0);
    expect(tally.subrequests).toBe(0);
  });

  it('counts the rows a write adds', async () => {
    const response = await app.request(
      `${TEST_ORIGIN}/api/newsletter`,
      { method: 'POST', headers: { ...ask.headers, 'Content-Type': 'application/json', Origin: TEST_ORIGIN }, body: JSON.stringify({ email: 'meter@example.com' }) },
      { ...env, BENCH_METER: 'true' },
    );
    expect(response.status).toBeLessThan(300);
    expect(tallyOf(response).rows_written).toBeGreaterThan(0);
  });

  it('meters nothing without the var, without the header, or outside the local environment', async () => {
    const cases = [
      [{}, env],
      [ask, env],
      [{}, { ...env, BENCH_METER: 'true' }],
      [ask, { ...env, BENCH_METER: 'yes' }],
      [ask, { ...env, BENCH_METER: 'true', ENVIRONMENT: 'production' }],
    ] as const;
    for (const [init, bindings] of cases) {
      const response = await app.request(`${TEST_ORIGIN}/api/health`, init, bindings);
      expect(response.headers.has(BENCH_METER_HEADER)).toBe(false);
    }
  });

  it('logs a metered cron run\'s tally as bench.meter, and nothing of the kind otherwise', async () => {
    const lines: LogLine[] = [];
    const restore = setLogSink((line) => lines.push(line));
    try {
      for (const bindings of [env, { ...env, BENCH_METER: 'true' }]) {
        const ctx = createExecutionContext();
        worker.scheduled(createScheduledController({ cron: '* * * * *' }), bindings, ctx);
        await waitOnExecutionContext(ctx);
      }
    } finally {
      restore();
    }
    const meters = lines.filter((line) => line.event === 'bench.meter');
    expect(meters).toHaveLength(1);
    expect(meters[0]).toMatchObject({ statements: expect.any(Number), rowsWritten: expect.any(Number), subrequests: expect.any(Number) });
    expect(meters[0]!.statements as number).toBeGreaterThan(0);
    expect(meters[0]!.subrequests as number).toBeGreaterThan(0);
  });
});
