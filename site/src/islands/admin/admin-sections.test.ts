import { describe, expect, it } from 'vitest';
import { sectionFromSearch, sectionHref } from './admin-sections';

describe('admin sections', () => {
  it('reads the tab from the query, falling back to overview', () => {
    expect(sectionFromSearch('?tab=mail')).toBe('mail');
    expect(sectionFromSearch('?tab=distribution')).toBe('distribution');
    expect(sectionFromSearch('?tab=nope')).toBe('overview');
    expect(sectionFromSearch('')).toBe('overview');
  });
  it('gives each section its own address', () => {
    expect(sectionHref('overview')).toBe('/admin/dashboard');
    expect(sectionHref('payments')).toBe('/admin/dashboard?tab=payments');
  });
});
