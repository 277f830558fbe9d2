import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// Unit and integration tests run inside workerd with real local D1, KV and Queue bindings
// from wrangler.toml; every test file starts from a migrated, empty database.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            TOKEN_SECRET: "vitest-only-secret-7f3a9c1e5b2d4680ace13579bdf0",
            SITE_URL: "http://klarsinn.test",
          },
        },
      }),
    ],
    resolve: { tsconfigPaths: true },
    test: {
      include: ["tests/unit/**/*.test.ts"],
      setupFiles: ["./tests/unit/setup.ts"],
      // Vitest answers every stylesheet import with "" unless told otherwise; a stylesheet's address
      // (`?url`, the href of the pages' <style> resources) keeps Vite's own answer, so pages render
      // as in the build instead of with href="" (which React warns about once per render).
      css: { include: [/\.css\?url$/] },
      // Whole-Worker and concurrency tests take about a second alone but several under a loaded 2-core
      // machine; the limit is for hung tests, never a speed check (speed lives in `npm run bench`).
      testTimeout: 30_000,
    },
  };
});
