// The e2e run's prepared database: global-setup.ts migrates and seeds it once, and every stack of the
// run (the shared one and the files' own) starts from a copy instead of running wrangler's migrations
// and the seed again.

/** Where global-setup.ts leaves the migrated, seeded local D1 (under the run's own state folder). */
export const E2E_DATABASE_TEMPLATE = '.e2e-state/template';
