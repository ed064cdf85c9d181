import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetFor, INTERACTIVE_BUDGET, isPublicRoute, KB, routesFromDist } from './budgets.mjs';

describe('budgetFor', () => {
  it('gives static content pages no JavaScript and the landing page 60 KB', () => {
    expect(budgetFor('/whitepaper')).toBe(0);
    expect(budgetFor('/404')).toBe(0);
    expect(budgetFor('/')).toBe(60 * KB);
  });

  it('gives every other page the interactive budget', () => {
    expect(budgetFor('/loading-demo')).toBe(INTERACTIVE_BUDGET);
  });
});

describe('isPublicRoute', () => {
  it('leaves guarded and admin pages out', () => {
    expect(isPublicRoute('/admin/login')).toBe(false);
    expect(isPublicRoute('/dashboard')).toBe(false);
    expect(isPublicRoute('/whitelist')).toBe(true);
  });
});

describe('routesFromDist', () => {
  it('lists one route per index.html plus the 404 page and the printable whitepaper', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    for (const dir of ['', 'whitepaper', 'admin/login', '_astro']) {
      mkdirSync(path.join(dist, dir), { recursive: true });
      writeFileSync(path.join(dist, dir, 'index.html'), '');
    }
    writeFileSync(path.join(dist, '404.html'), '');
    writeFileSync(path.join(dist, 'MoonRunnaDx-Whitepaper.html'), '');
    expect(routesFromDist(dist)).toEqual(['/', '/404', '/admin/login', '/MoonRunnaDx-Whitepaper.html', '/whitepaper']);
  });
});
