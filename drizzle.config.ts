// drizzle-kit generates append-only SQL migrations for D1 from worker/src/db/schema.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/src/db/schema.ts',
  out: './migrations',
});
