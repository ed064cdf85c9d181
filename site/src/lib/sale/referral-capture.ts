// Remembers a `?ref=CODE` referral code from any page so the contribution can carry it. Stored under the product prefix; the latest valid code wins.
import { PRODUCT_PREFIX, REFERRAL_CODE_PATTERN } from '@core/sale-config';

/** localStorage key of the remembered referral code. */
export const REFERRAL_STORAGE_KEY = `${PRODUCT_PREFIX}:referral-code`;

/** The code in canonical form, or null when it is not a referral code (A-Z0-9, 4 to 16). */
export function normalizeReferralCode(raw: string | null | undefined): string | null {
  const code = raw?.trim().toUpperCase() ?? '';
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** Reads `ref` from the URL and stores it; returns the stored code. Safe when storage is blocked. */
export function captureReferralFromUrl(url: URL = new URL(window.location.href), storage: Storage | undefined = globalThis.localStorage): string | null {
  const code = normalizeReferralCode(url.searchParams.get('ref'));
  if (code) {
    try {
      storage?.setItem(REFERRAL_STORAGE_KEY, code);
    } catch {
      // private mode or storage disabled: the code just is not remembered
    }
    return code;
  }
  return storedReferralCode(storage);
}

/** The remembered referral code, if any. */
export function storedReferralCode(storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    return normalizeReferralCode(storage?.getItem(REFERRAL_STORAGE_KEY));
  } catch {
    return null;
  }
}
