import { applyD1Migrations, env } from "cloudflare:test";

// Idempotent: applies only what is missing, so it is safe in every test file.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
