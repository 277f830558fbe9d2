/**
 * Bundles the built Worker with `wrangler deploy --dry-run` (no account needed) and measures what
 * Cloudflare would receive: the gzip size of its modules against the budget in the README and the
 * free plan's limit. Run by `npm test` after the build (`npm run bundle:check`) and by the deploy's
 * dry run.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { checkBundleSize, kib } from "./preflight.ts";

/** The budget the README states (compressed). Today's Worker is about 370 KiB. */
export const BUNDLE_BUDGET_BYTES = 600 * 1024;
const OUT_DIR = ".tmp/bundle";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

export function measureBundle(): { gzipBytes: number; problems: string[] } {
  rmSync(OUT_DIR, { recursive: true, force: true });
  execFileSync("wrangler", ["deploy", "--dry-run", "-c", "build/server/wrangler.json", "--outdir", OUT_DIR], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
  const modules = files(OUT_DIR).filter((path) => /\.(m?js|wasm)$/.test(path));
  const rawBytes = modules.reduce((sum, path) => sum + statSync(path).size, 0);
  const gzipBytes = modules.reduce((sum, path) => sum + gzipSync(readFileSync(path), { level: 9 }).length, 0);
  console.log(
    `  Worker: ${modules.length} Module, ${kib(rawBytes)} roh, ${kib(gzipBytes)} gzip (Budget ${kib(BUNDLE_BUDGET_BYTES)}, Free-Plan 3072.0 KiB)`,
  );
  return { gzipBytes, problems: checkBundleSize(gzipBytes, BUNDLE_BUDGET_BYTES) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { problems } = measureBundle();
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(problems.length ? 1 : 0);
}
