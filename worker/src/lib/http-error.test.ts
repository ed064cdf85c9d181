// The one error envelope: a refusal keeps its status, message and headers; an unknown error is a 500
// that leaks nothing; and every 5xx, known or not, is logged once as `response.server_error` and counted.
import { afterEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { fail, renderError, serverErrorCount } from './http-error';
import { setLogSink, type LogLine } from './log';

let restore = () => {};
afterEach(() => restore());

function collect() {
  const lines: LogLine[] = [];
  restore = setLogSink((line) => lines.push(line));
  return lines;
}

const app = new Hono()
  .get('/refused', () => fail(429, 'Too many attempts', { 'Retry-After': '30' }))
  .get('/unavailable', () => fail(503, 'Crypto rates are unavailable right now.'))
  .get('/broken', () => {
    throw new TypeError('secret detail');
  })
  .onError(renderError);

describe('renderError', () => {
  it('answers a refusal with its status, message and headers, and logs nothing', async () => {
    const lines = collect();
    const before = serverErrorCount();
    const response = await app.request('/refused');
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(await response.json()).toEqual({ error: 'Too many attempts' });
    expect(lines).toEqual([]);
    expect(serverErrorCount()).toBe(before);
  });

  it('answers an unknown error with a 500 that leaks nothing, logged and counted as a server error', async () => {
    const lines = collect();
    const before = serverErrorCount();
    const response = await app.request('/broken');
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('secret detail');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', event: 'response.server_error', status: 500, method: 'GET', path: '/broken', handled: false, error: expect.objectContaining({ message: 'secret detail' }) }),
    ]);
    expect(serverErrorCount()).toBe(before + 1);
  });

  it('counts a 5xx thrown on purpose too, keeping its message for the caller', async () => {
    const lines = collect();
    const before = serverErrorCount();
    const response = await app.request('/unavailable');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'Crypto rates are unavailable right now.' });
    expect(lines).toMatchObject([{ event: 'response.server_error', status: 503, handled: true }]);
    expect(serverErrorCount()).toBe(before + 1);
  });
});
