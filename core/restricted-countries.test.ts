import { describe, expect, it } from 'vitest';
import { countryName, isRestrictedCountry, parseRestrictedCountries, restrictedCountriesNotice, restrictedCountryMessage } from '@core/restricted-countries';

describe('parseRestrictedCountries', () => {
  it('reads no restriction from an unset or blank var', () => {
    expect(parseRestrictedCountries(undefined)).toEqual({ countries: [] });
    expect(parseRestrictedCountries('')).toEqual({ countries: [] });
    expect(parseRestrictedCountries('  ')).toEqual({ countries: [] });
  });

  it('reads codes separated by commas, in any case and spacing, once each, in order', () => {
    expect(parseRestrictedCountries('US,KP')).toEqual({ countries: ['US', 'KP'] });
    expect(parseRestrictedCountries(' us , kp ,US')).toEqual({ countries: ['US', 'KP'] });
    expect(parseRestrictedCountries('XK,T1')).toEqual({ countries: ['XK', 'T1'] });
  });

  it('refuses the whole list for any entry that is not a country code, naming it', () => {
    for (const bad of ['UK', 'US,UK', 'USA', 'US;KP', 'US,,KP', 'XX', '1']) {
      const parsed = parseRestrictedCountries(bad);
      expect(parsed, bad).toHaveProperty('problem');
      expect((parsed as { problem: string }).problem).toMatch(/^RESTRICTED_COUNTRIES has ".*", not an ISO 3166-1 alpha-2 country code/);
    }
    expect(parseRestrictedCountries('US,UK')).toEqual({ problem: expect.stringContaining('"UK"') });
  });
});

describe('isRestrictedCountry', () => {
  it("matches Cloudflare's code against the list; no country is not restricted", () => {
    expect(isRestrictedCountry(['US', 'KP'], 'US')).toBe(true);
    expect(isRestrictedCountry(['US', 'KP'], 'us')).toBe(true);
    expect(isRestrictedCountry(['US', 'KP'], 'DE')).toBe(false);
    expect(isRestrictedCountry(['US'], undefined)).toBe(false);
    expect(isRestrictedCountry(['US'], null)).toBe(false);
    expect(isRestrictedCountry([], 'US')).toBe(false);
  });
});

describe('the words', () => {
  it('names why an intent is refused', () => {
    expect(restrictedCountryMessage('us')).toBe('The MRDX pre-sale is not available in your country or region (US).');
  });

  it('lists the restricted countries by name and code, or says nothing without any', () => {
    expect(restrictedCountriesNotice([])).toBeNull();
    expect(restrictedCountriesNotice(['US', 'KP'])).toBe('The MRDX pre-sale takes no contributions from these countries and regions: United States (US), North Korea (KP).');
    expect(countryName('T1')).toBe('the Tor network');
    expect(countryName('XK')).toBe('Kosovo');
  });
});
