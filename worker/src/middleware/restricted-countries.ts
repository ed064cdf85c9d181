// Guard of every route that opens an intent or hands out a payment transaction (POST
// /api/contributions/intents, POST /api/payments, POST /api/actions/contribute): a request whose
// Cloudflare country is on RESTRICTED_COUNTRIES (core/restricted-countries.ts) is refused with 403 before
// any intent is written or transaction built, so no money moves. Best effort (README "Restricted
// countries"): a VPN hides the country, and a request without one is let through.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isRestrictedCountry, parseRestrictedCountries, restrictedCountryMessage, type RestrictedCountriesConfig } from '@core/restricted-countries';
import type { AppEnv } from '../app-env';
import { failWith } from '../lib/http-error';
import { log } from '../lib/log';
import { refusal, type Refusal } from '../lib/refusal';

/** Said to a buyer while the var is invalid: the details go to the log and the deploy preflight, not to buyers. */
export const RESTRICTED_COUNTRIES_INVALID_MESSAGE = 'Contributions are paused while the sale’s country settings are corrected. Please try again later.';

// Parsed once per isolate's env; an invalid var is logged once.
const parsed = new WeakMap<object, RestrictedCountriesConfig>();

/** The restricted list of `env`, or what is wrong with its RESTRICTED_COUNTRIES. */
export function restrictedCountriesOf(env: Env): RestrictedCountriesConfig {
  let config = parsed.get(env);
  if (!config) {
    config = parseRestrictedCountries(env.RESTRICTED_COUNTRIES);
    if ('problem' in config) log.error('restricted_countries.invalid', new Error(config.problem));
    parsed.set(env, config);
  }
  return config;
}

/** The restricted codes of `env`; none while the var is invalid (its guard refuses every intent meanwhile). */
export function restrictedCountryCodes(env: Env): string[] {
  const config = restrictedCountriesOf(env);
  return 'countries' in config ? config.countries : [];
}

/** Cloudflare's country of the request (ISO 3166-1 alpha-2, "XX" unknown, "T1" Tor), or null without one. */
export function requestCountry(c: Context<AppEnv>): string | null {
  const country = c.req.raw.cf?.country;
  return typeof country === 'string' && country !== '' ? country : null;
}

/**
 * Why this request may not open an intent because of where it comes from, or null when it may: its
 * country is restricted (forbidden), or the list is invalid, so no country can be told apart (unavailable:
 * failing closed rather than taking money from a country meant to be refused).
 */
export function restrictedCountryRefusal(c: Context<AppEnv>): Refusal | null {
  const config = restrictedCountriesOf(c.env);
  if ('problem' in config) return refusal('unavailable', RESTRICTED_COUNTRIES_INVALID_MESSAGE);
  const country = requestCountry(c);
  return country && isRestrictedCountry(config.countries, country) ? refusal('forbidden', restrictedCountryMessage(country)) : null;
}

/** 403 `{ error }` naming the country for a restricted request (503 while the list is invalid); others pass. */
export const refuseRestrictedCountries = createMiddleware<AppEnv>(async (c, next) => {
  const refused = restrictedCountryRefusal(c);
  if (refused) failWith(refused);
  await next();
});
