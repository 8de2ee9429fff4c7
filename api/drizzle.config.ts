import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are committed and applied by the API at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
