// The one logger: a JSON line per event with the request's (or cron run's) id, BigInt amounts as
// strings, errors as fields.
import { afterEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { requestId } from '../middleware/request-id';
import { errorFields, log, setLogSink, withLogContext, type LogLine } from './log';

let restore = () => {};
afterEach(() => restore());

function collect() {
  const lines: LogLine[] = [];
  restore = setLogSink((line) => lines.push(line));
  return lines;
}

describe('log', () => {
  it('writes one line per event with the ids of the work it belongs to', async () => {
    const lines = collect();
    await withLogContext({ runId: 'run-1' }, async () => {
      await Promise.resolve();
      log.info('watcher.run', { credited: 3, lamports: 12_345_678_901_234_567_890n });
    });
    log.warn('outside');
    expect(lines[0]).toMatchObject({ level: 'info', event: 'watcher.run', runId: 'run-1', credited: 3, time: expect.any(String) });
    expect(lines[1]).not.toHaveProperty('runId');
  });

  it('writes JSON that Workers Logs can index, amounts as decimal strings', () => {
    const written: string[] = [];
    const original = console.log;
    console.log = (text: string) => written.push(text);
    try {
      log.info('contribution.credited', { lamports: 2n ** 64n });
    } finally {
      console.log = original;
    }
    expect(JSON.parse(written[0]!)).toMatchObject({ event: 'contribution.credited', lamports: '18446744073709551616' });
  });

  it('turns an error into its name, message and the top of its stack', () => {
    const lines = collect();
    log.error('claim.chain_unreachable', new TypeError('fetch failed'), { intentId: 'i-1' });
    expect(lines[0]).toMatchObject({ level: 'error', intentId: 'i-1', error: { name: 'TypeError', message: 'fetch failed' } });
    expect(errorFields('plain')).toEqual({ name: 'NonError', message: 'plain' });
  });

  it("tags a request's lines with its cf-ray id, or a fresh id without one", async () => {
    const lines = collect();
    const app = new Hono().use('*', requestId).get('/x', async (c) => {
      await Promise.resolve();
      log.info('probe');
      return c.text('ok');
    });
    await app.request('/x', { headers: { 'cf-ray': 'ray-42' } });
    await app.request('/x');
    await app.request('/x');
    expect(lines[0]).toMatchObject({ event: 'probe', requestId: 'ray-42' });
    expect(lines[1]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[2]!.requestId).not.toBe(lines[1]!.requestId);
  });
});
