import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@core/generated/terms-version';
import { freshTermsVersionModule, TERMS_PATH, TERMS_VERSION_MODULE_PATH, termsVersionOf } from './terms-version.mjs';

describe('terms version', () => {
  it('is committed and up to date with the terms page (`npm run terms-version` rewrites it)', () => {
    expect(readFileSync(TERMS_VERSION_MODULE_PATH, 'utf8'), 'core/generated/terms-version.ts is stale: run npm run terms-version').toBe(freshTermsVersionModule());
    expect(TERMS_VERSION).toBe(termsVersionOf(readFileSync(TERMS_PATH, 'utf8')));
  });

  it('is the SHA-256 of the source, so any edit of the terms is a new version', () => {
    expect(termsVersionOf('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(termsVersionOf('Terms.')).not.toBe(termsVersionOf('Terms. '));
    expect(TERMS_VERSION).toMatch(/^[0-9a-f]{64}$/);
  });
});
