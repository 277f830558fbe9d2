import { defineConfig } from "drizzle-kit";

// Only generates SQL into migrations/; `wrangler d1 migrations apply` applies it everywhere.
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema.ts",
  out: "./migrations",
});
