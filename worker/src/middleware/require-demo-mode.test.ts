import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../test/requests';
import { app } from '../index';

/** Every demo or development route of the worker. */
const DEMO_ROUTES = ['/api/demo-wallet', '/api/dev/metrics'];

describe('requireDemoMode', () => {
  it.each(DEMO_ROUTES)('%s answers in demo mode', async (path) => {
    const response = await app.request(`${TEST_ORIGIN}${path}`, {}, env);
    expect(response.status).toBe(200);
  });

  it.each(DEMO_ROUTES)('%s is a 404 unless DEMO_MODE is exactly "true"', async (path) => {
    for (const DEMO_MODE of ['false', 'TRUE', '', 'yes']) {
      const response = await app.request(`${TEST_ORIGIN}${path}`, {}, { ...env, DEMO_MODE });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
  });
});
