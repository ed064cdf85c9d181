import { describe, expect, it } from 'vitest';
import { useBrowser, seriousAxeViolations } from './support/browser';

const { newPage, baseUrl } = useBrowser();

describe('routes', () => {
  it('serves the landing page with status 200', async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
  });

  it('answers an unknown route with the 404 page and status 404', async () => {
    const { page, context } = await newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('has no serious accessibility violations on the landing page', async () => {
    const { page, context } = await newPage();
    await page.goto('/');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
