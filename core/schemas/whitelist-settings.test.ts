import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { WhitelistSettingsSchema, maxSolToLamports } from '@core/schemas/whitelist-settings';

describe('whitelist settings', () => {
  it('converts max SOL per person exactly, on the 0.1 step, from 0.1 to 1000', () => {
    expect(maxSolToLamports('0.1')).toBe(100_000_000n);
    expect(maxSolToLamports(2.5)).toBe(2_500_000_000n);
    expect(maxSolToLamports('1000')).toBe(1_000_000_000_000n);
    for (const bad of ['0', '0.05', '0.15', '1000.1', '1e3', 'abc', '', Number.NaN, -1, 0.1 + 0.2]) {
      expect(maxSolToLamports(bad)).toBeNull();
    }
  });

  it('accepts the defaults and refuses fractional days', () => {
    expect(v.safeParse(WhitelistSettingsSchema, { days: 10, maxParticipants: 100, maxSolPerPerson: 10 }).success).toBe(true);
    expect(v.safeParse(WhitelistSettingsSchema, { days: 1.5, maxParticipants: 100, maxSolPerPerson: 10 }).success).toBe(false);
  });
});
