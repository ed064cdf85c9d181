import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { runCronEveryMinute, WATCHER_CRON } from './stack.mjs';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the local cron', () => {
  it('calls the scheduled handler at the start of every minute, like the production cron', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1, 12, 0, 30) });
    const fetch = vi.fn(async () => new Response('ok'));
    vi.stubGlobal('fetch', fetch);
    const stop = runCronEveryMinute('http://127.0.0.1:9', { quiet: true });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledWith(`http://127.0.0.1:9/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(WATCHER_CRON)}`);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps going when a run fails', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1, 12, 0, 0) });
    const fetch = vi.fn(async () => {
      throw new Error('connection refused');
    });
    vi.stubGlobal('fetch', fetch);
    const stop = runCronEveryMinute('http://127.0.0.1:9', { quiet: true });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
  });

  it('is what `npm start` runs, and matches the cron in wrangler.toml', () => {
    expect(readFileSync(new URL('../../start.mjs', import.meta.url), 'utf8')).toMatch(/startStack\(\{[^}]*cron: true/);
    expect(readFileSync(new URL('../../../wrangler.toml', import.meta.url), 'utf8')).toContain(`crons = ["${WATCHER_CRON}"]`);
  });
});
