// Runs the migrations and scripts/seed.sql on an in-memory SQLite and checks the seeded sale
// settings against core/sale-config.ts, so the static SQL can never drift from the config.
import { readFileSync, readdirSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CAPS, PHASES } from '../core/sale-config.ts';

const root = new URL('..', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

const DAY_MS = 86_400_000;

/** The row the seed must produce when it ran at `startsAt` (ms), derived from the config. */
function expectedSeedRow(startsAt) {
  const whitelistEndsAt = startsAt + PHASES.WHITELIST.durationDays * DAY_MS;
  return {
    id: 1,
    whitelist_starts_at: startsAt,
    whitelist_ends_at: whitelistEndsAt,
    ico_ends_at: whitelistEndsAt + PHASES.ICO.durationDays * DAY_MS,
    soft_cap_cents: DEFAULT_CAPS.softCap * 100,
    goal_cents: DEFAULT_CAPS.goal * 100,
    hard_cap_cents: DEFAULT_CAPS.hardCap * 100,
    whitelist_days: PHASES.WHITELIST.durationDays,
    whitelist_max_participants: PHASES.WHITELIST.maxParticipants,
    whitelist_max_lamports: PHASES.WHITELIST.maxContributionSOL * 1_000_000_000,
    whitelist_mode: 'open',
    updated_at: startsAt,
  };
}

function migratedDatabase() {
  const db = new DatabaseSync(':memory:');
  for (const file of readdirSync(new URL('migrations/', root)).filter((f) => f.endsWith('.sql')).sort()) {
    db.exec(read(`migrations/${file}`));
  }
  return db;
}

describe('scripts/seed.sql', () => {
  it('initializes the sale now with the configured phases, caps and whitelist limits', () => {
    const db = migratedDatabase();
    const before = Math.floor(Date.now() / 1000) * 1000;
    db.exec(read('scripts/seed.sql'));
    const row = db.prepare('SELECT * FROM sale_settings').get();
    const expected = expectedSeedRow(row.whitelist_starts_at);
    expect(row.whitelist_starts_at).toBeGreaterThanOrEqual(before);
    expect(row.whitelist_starts_at).toBeLessThanOrEqual(Date.now());
    expect(row).toEqual(expected);
  });

  it('can run again without changing the sale or adding rows', () => {
    const db = migratedDatabase();
    db.exec(read('scripts/seed.sql'));
    const first = db.prepare('SELECT * FROM sale_settings').all();
    db.exec(read('scripts/seed.sql'));
    expect(db.prepare('SELECT * FROM sale_settings').all()).toEqual(first);
    expect(db.prepare('SELECT COUNT(*) AS n FROM newsletter_subscribers').get().n).toBe(0);
  });
});
