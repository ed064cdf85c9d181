// The countries and regions the sale takes no contribution from (docs/decisions.md, "Terms version and
// restricted countries"): the RESTRICTED_COUNTRIES var, parsed once here for the worker's intent guard
// (worker/src/middleware/restricted-countries.ts), its preflight and the deploy script, and the words the
// buyer reads. A best-effort control: it reads the country Cloudflare gives a request (README).
import { TOKEN } from '@core/sale-config';

/**
 * Every officially assigned ISO 3166-1 alpha-2 code, and the two Cloudflare also reports as a request's
 * country: XK (Kosovo) and T1 (the Tor network). A code outside it is a typo ("UK" for GB) that would
 * restrict nothing, so the var refuses it.
 */
const KNOWN_CODES = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
    'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS ' +
    'MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS ' +
    'RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW ' +
    'TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW XK T1'
  ).split(' '),
);

/** The codes Intl.DisplayNames has no name for. */
const OTHER_NAMES: Record<string, string> = { T1: 'the Tor network' };

/** The var's name, as the messages about it say. */
export const RESTRICTED_COUNTRIES_VAR = 'RESTRICTED_COUNTRIES';

/** The list read from the var: upper-case codes in the var's order, no repeats; or what is wrong with it. */
export type RestrictedCountriesConfig = { countries: string[] } | { problem: string };

/**
 * RESTRICTED_COUNTRIES ("US,KP": codes separated by commas, spaces allowed, any case): unset or blank
 * is no restriction; an entry that is not a known code (KNOWN_CODES) makes the whole list a problem.
 */
export function parseRestrictedCountries(value: string | undefined): RestrictedCountriesConfig {
  const text = (value ?? '').trim();
  if (text === '') return { countries: [] };
  const entries = text.split(',').map((entry) => entry.trim().toUpperCase());
  const unknown = entries.filter((entry) => !KNOWN_CODES.has(entry));
  if (unknown.length > 0) {
    const shown = unknown.map((entry) => `"${entry}"`).join(', ');
    return {
      problem: `${RESTRICTED_COUNTRIES_VAR} has ${shown}, not an ISO 3166-1 alpha-2 country code: set codes separated by commas, e.g. "US,KP" (the United Kingdom is "GB"), or leave it empty.`,
    };
  }
  return { countries: [...new Set(entries)] };
}

/** Whether a request from `country` (Cloudflare's code; undefined when the request has none) is refused. */
export function isRestrictedCountry(countries: readonly string[], country: string | null | undefined): boolean {
  return typeof country === 'string' && countries.includes(country.toUpperCase());
}

/** The refusal of an intent from `country` (a restricted code): names the sale, why, and the code it read. */
export const restrictedCountryMessage = (country: string) =>
  `The ${TOKEN.symbol} pre-sale is not available in your country or region (${country.toUpperCase()}).`;

/** "United States" for "US" in en-US; the code itself when there is no name for it. */
export function countryName(code: string): string {
  if (OTHER_NAMES[code]) return OTHER_NAMES[code];
  try {
    return new Intl.DisplayNames('en-US', { type: 'region', fallback: 'none' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The sentence the sale pages and the Action show while the list is not empty, or null when it is:
 * "The MRDX pre-sale takes no contributions from these countries and regions: United States (US), North Korea (KP)."
 * for "US,KP" (in the var's order).
 */
export function restrictedCountriesNotice(countries: readonly string[]): string | null {
  if (countries.length === 0) return null;
  const names = countries.map((code) => `${countryName(code)} (${code})`);
  return `The ${TOKEN.symbol} pre-sale takes no contributions from these countries and regions: ${names.join(', ')}.`;
}
