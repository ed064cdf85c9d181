// The e2e run's state folder and its prepared database: global-setup.ts migrates and seeds the
// database once, and every stack of the run (the shared one and the files' own) starts from a copy
// instead of running wrangler's migrations and the seed again.

/**
 * The run's state folder: `.e2e-state`, or E2E_STATE_DIR when two e2e runs go at once in one checkout
 * (scripts/test-all.mjs runs the e2e-serial files beside the others, each run with its own stack).
 */
export const E2E_STATE_DIR = process.env.E2E_STATE_DIR ?? '.e2e-state';

/** Where global-setup.ts leaves the migrated, seeded local D1 (under the run's own state folder). */
export const E2E_DATABASE_TEMPLATE = `${E2E_STATE_DIR}/template`;
