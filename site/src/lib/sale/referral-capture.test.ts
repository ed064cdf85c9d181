import { describe, expect, it } from 'vitest';
import { REFERRAL_STORAGE_KEY, captureReferralFromUrl, normalizeReferralCode, storedReferralCode } from './referral-capture';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() { return map.size; },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('referral capture', () => {
  it('stores the code of a ?ref= link under the product prefix and keeps it for later pages', () => {
    const storage = memoryStorage();
    expect(captureReferralFromUrl(new URL('https://x.test/?ref=abcd1234'), storage)).toBe('ABCD1234');
    expect(storage.getItem(REFERRAL_STORAGE_KEY)).toBe('ABCD1234');
    expect(REFERRAL_STORAGE_KEY.startsWith('mrdx')).toBe(true);
    expect(captureReferralFromUrl(new URL('https://x.test/ico'), storage)).toBe('ABCD1234');
  });

  it('ignores a malformed code and keeps the one already remembered', () => {
    const storage = memoryStorage();
    captureReferralFromUrl(new URL('https://x.test/?ref=GOOD1'), storage);
    expect(captureReferralFromUrl(new URL('https://x.test/?ref=<script>'), storage)).toBe('GOOD1');
    expect(normalizeReferralCode('abc')).toBeNull();
    expect(normalizeReferralCode('A'.repeat(17))).toBeNull();
  });

  it('survives storage that throws', () => {
    const broken = { ...memoryStorage(), getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } } as Storage;
    expect(captureReferralFromUrl(new URL('https://x.test/?ref=CODE9'), broken)).toBe('CODE9');
    expect(storedReferralCode(broken)).toBeNull();
  });
});
