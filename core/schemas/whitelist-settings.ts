// The admin's whitelist settings (days, participants, SOL per person) with the ranges and
// messages the admin dashboard has always shown, shared by the dashboard and /api/admin/whitelist-settings.
import * as v from 'valibot';
import { LAMPORTS_PER_SOL, parseSolToLamports } from '@core/lamports';

/** Ranges and defaults of the three whitelist inputs. */
export const WHITELIST_SETTING_RANGES = {
  days: { min: 1, max: 365, step: 1 },
  maxParticipants: { min: 1, max: 10_000, step: 1 },
  maxSolPerPerson: { min: 0.1, max: 1000, step: 0.1 },
} as const;

export const WHITELIST_SETTINGS_MESSAGES = {
  days: 'Days must be a whole number from 1 to 365',
  maxParticipants: 'Max participants must be a whole number from 1 to 10000',
  maxSolPerPerson: 'Max SOL per person must be from 0.1 to 1000 in steps of 0.1',
} as const;

const STEP_LAMPORTS = LAMPORTS_PER_SOL / 10n;

/** Lamports of a "max SOL per person" value when it is in range and on the 0.1 SOL step, else null. */
export function maxSolToLamports(value: number | string): bigint | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const lamports = /e/i.test(text) ? null : parseSolToLamports(text);
  if (lamports === null || lamports % STEP_LAMPORTS !== 0n) return null;
  if (lamports < STEP_LAMPORTS || lamports > 1000n * LAMPORTS_PER_SOL) return null;
  return lamports;
}

const wholeInRange = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** POST /api/admin/whitelist-settings; maxSolPerPerson may be a number or a decimal string. */
export const WhitelistSettingsSchema = v.object({
  days: wholeInRange(1, 365, WHITELIST_SETTINGS_MESSAGES.days),
  maxParticipants: wholeInRange(1, 10_000, WHITELIST_SETTINGS_MESSAGES.maxParticipants),
  maxSolPerPerson: v.pipe(
    v.union([v.number(), v.string()], WHITELIST_SETTINGS_MESSAGES.maxSolPerPerson),
    v.check((value) => maxSolToLamports(value) !== null, WHITELIST_SETTINGS_MESSAGES.maxSolPerPerson),
  ),
});

export type WhitelistSettingsInput = v.InferOutput<typeof WhitelistSettingsSchema>;
