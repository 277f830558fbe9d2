import { availableParallelism } from "node:os";
import { readFileSync } from "node:fs";
import { build } from "esbuild";
import { parse } from "smol-toml";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { DELIVERED_COPY_VERSION } from "./db/content/index.ts";

/**
 * Vitest hands files to its workers in this order, largest file first when it has no timings (a
 * clean clone has none). The malformed-input sweep is five small files that each take longer than
 * any other file (tests/unit/malformed-sweep.ts): started last, one worker would run the tail alone.
 */
class SweepFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isSweep = (file: TestSpecification) => /malformed-sweep\.[\w-]+\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter(isSweep), ...sorted.filter((file) => !isSweep(file))];
  }
}

/**
 * The invoice-PDF Worker (decision 0232) beside the site's, as in `npm start`: bundled once per run
 * (esbuild, as wrangler does) into node_modules/.cache, then run by Miniflare behind INVOICE_PDF.
 */
const INVOICE_PDF_SCRIPT = "node_modules/.cache/invoice-pdf/index.js";
const invoicePdfConfig = parse(readFileSync("workers/invoice-pdf/wrangler.toml", "utf8")) as {
  name: string;
  compatibility_date: string;
};
async function bundleInvoicePdfWorker() {
  await build({
    entryPoints: ["workers/invoice-pdf/index.ts"],
    outfile: INVOICE_PDF_SCRIPT,
    bundle: true,
    format: "esm",
    platform: "neutral",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    external: ["cloudflare:*"],
    logLevel: "warning",
  });
}

// Unit and integration tests run inside workerd with real local D1, KV and Queue bindings
// from wrangler.toml; every test file starts from a migrated, empty database.
export default defineConfig(async () => {
  const [migrations] = await Promise.all([readD1Migrations("./migrations"), bundleInvoicePdfWorker()]);
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          workers: [
            {
              name: invoicePdfConfig.name,
              modules: true,
              scriptPath: INVOICE_PDF_SCRIPT,
              compatibilityDate: invoicePdfConfig.compatibility_date,
            },
          ],
          bindings: {
            TEST_MIGRATIONS: migrations,
            TOKEN_SECRET: "vitest-only-secret-7f3a9c1e5b2d4680ace13579bdf0",
            SITE_URL: "http://klarsinn.test",
            // Test accounts keep their light password hashes at sign-in (decision 0177); the upgrade itself
            // is tested with the switch on (tests/unit/legacy-passwords.test.ts, decision 0225).
            PASSWORD_REHASH: "off",
          },
        },
      }),
    ],
    resolve: { tsconfigPaths: true },
    // As the build does (vite.config.ts, decision 0231).
    define: { __DELIVERED_COPY_VERSION__: JSON.stringify(DELIVERED_COPY_VERSION) },
    test: {
      include: ["tests/unit/**/*.test.ts"],
      setupFiles: ["./tests/unit/setup.ts"],
      sequence: { sequencer: SweepFirst },
      // Each test file runs in a workerd of its own (its own storage); Vitest's default of one file at
      // a time below three cores leaves a core idle while a file's workerd starts and its modules
      // load. Two at a time on 2 cores (docs/performance.md, "Test suite time").
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // One workerd per Vitest worker runs its files one after another instead of one workerd per file;
      // tests/unit/setup.ts clears what a file leaves (database, KV, stored pages, memos) before the next;
      // the modules stay loaded (docs/decisions/0174-unit-files-share-modules.md).
      isolate: false,
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
