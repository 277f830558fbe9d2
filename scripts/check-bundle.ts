/**
 * Bundles the built Worker with `wrangler deploy --dry-run` (no account needed) and measures what
 * Cloudflare would receive: the gzip size of its modules against the budget in docs/performance.md and the
 * free plan's limit. Run by `npm test` after the build (`npm run bundle:check`) and by the deploy's
 * dry run.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { COMPILE_HINT } from "./compile-hints.ts";
import { checkBundleSize, kib } from "./deploy-preflight.ts";

/** The budget docs/performance.md states (compressed): 600 KiB again since decision 0231 (620 under decision 0229). */
export const BUNDLE_BUDGET_BYTES = 600 * 1024;
/** Start-up budget (docs/performance.md); Cloudflare refuses a Worker whose global scope takes over 1 s to start. */
export const STARTUP_BUDGET_MS = 400;
/**
 * The invoice-PDF Worker's budget (decision 0232): a Worker of its own, so the PDF library, fontkit and
 * the two embedded fonts (about 520 KiB compressed of its 930) weigh nothing in the site's.
 */
export const INVOICE_PDF_BUDGET_BYTES = 1024 * 1024;
const OUT_DIR = ".tmp/bundle";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** What `wrangler deploy` would upload for the built Worker at `config`: its modules, raw and gzip. */
function bundled(config: string, outDir: string) {
  rmSync(outDir, { recursive: true, force: true });
  execFileSync("wrangler", ["deploy", "--dry-run", "-c", config, "--outdir", outDir], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
  const modules = files(outDir).filter((path) => /\.(m?js|wasm)$/.test(path));
  const rawBytes = modules.reduce((sum, path) => sum + statSync(path).size, 0);
  const gzipBytes = modules.reduce((sum, path) => sum + gzipSync(readFileSync(path), { level: 9 }).length, 0);
  return { modules: modules.length, rawBytes, gzipBytes };
}

export function measureBundle(): { gzipBytes: number; problems: string[] } {
  const { modules, rawBytes, gzipBytes } = bundled("build/server/wrangler.json", OUT_DIR);
  console.log(
    `  Worker: ${modules} Module, ${kib(rawBytes)} roh, ${kib(gzipBytes)} gzip (Budget ${kib(BUNDLE_BUDGET_BYTES)}, Free-Plan 3072.0 KiB)`,
  );
  printStartup();
  const pdf = bundled("build/invoice_pdf/wrangler.json", `${OUT_DIR}-invoice-pdf`);
  console.log(
    `  Rechnungs-PDF-Worker: ${kib(pdf.rawBytes)} roh, ${kib(pdf.gzipBytes)} gzip (Budget ${kib(INVOICE_PDF_BUDGET_BYTES)})`,
  );
  return {
    gzipBytes,
    problems: [
      ...checkBundleSize(gzipBytes, BUNDLE_BUDGET_BYTES),
      ...checkBundleSize(pdf.gzipBytes, INVOICE_PDF_BUDGET_BYTES).map((problem) => `Rechnungs-PDF-Worker: ${problem}`),
    ],
  };
}

/**
 * Start-up time, measured offline: the bundle's only import is node:crypto, so Node (the same V8 as
 * workerd) can evaluate it. Median of five cold processes, printed only: a timing on a shared
 * machine is a figure to read, not a test to fail (Cloudflare reports the real one at upload).
 */
function printStartup() {
  const probe = fileURLToPath(new URL("./startup-probe.mjs", import.meta.url));
  const runs = Array.from({ length: 5 }, () => {
    const out = execFileSync(process.execPath, [probe, resolve(OUT_DIR)], { encoding: "utf8" });
    const { mainMs, serverBuildMs } = JSON.parse(out) as { mainMs: number; serverBuildMs: number };
    return mainMs + serverBuildMs;
  }).sort((a, b) => a - b);
  const median = runs[2]!;
  console.log(
    `  Start-up: ${median.toFixed(0)} ms (Median aus 5, Worker + Server-Build in Node/V8; Budget ${STARTUP_BUDGET_MS} ms, Cloudflare-Grenze 1000 ms)${median > STARTUP_BUDGET_MS ? " – über dem Budget" : ""}`,
  );
}

/**
 * Every browser chunk starts with the compile hint (decision 0090); a bundler update that dropped it
 * would only show as slower hydration. React Router's route manifest is an asset, not a chunk: no
 * page loads it while routes are discovered lazily.
 */
export function checkCompileHints(dir = "build/client/assets"): string[] {
  const chunks = files(dir).filter((path) => path.endsWith(".js") && !/\/manifest-[^/]*\.js$/.test(path));
  const missing = chunks.filter((path) => !readFileSync(path, "utf8").startsWith(`${COMPILE_HINT}\n`));
  console.log(`  Browser: ${chunks.length} Chunks, ${chunks.length - missing.length} mit Compile-Hint`);
  return missing.map((path) => `${path} beginnt nicht mit ${COMPILE_HINT}`);
}

/**
 * The delivered copy stays in D1, not in the Worker (decision 0231): no module of `db/content/` may
 * be bundled but the topic and offer lists the navigation needs (`shared.ts`) and the name of the
 * version row (`version-row.ts`). Read from the server build's source maps, which name every source
 * a module holds.
 */
export function checkDeliveredCopyOut(dir = "build/server"): string[] {
  const sources = files(dir)
    .filter((path) => path.endsWith(".js.map"))
    .flatMap((path) => (JSON.parse(readFileSync(path, "utf8")) as { sources: string[] }).sources);
  const copy = [
    ...new Set(sources.filter((source) => /(^|\/)db\/content\/(?!(shared|version-row)\.ts$)/.test(source))),
  ];
  console.log(`  Ausgelieferte Texte im Worker: ${copy.length ? copy.join(", ") : "keine (sie liegen in D1)"}`);
  return copy.map((source) => `${source} ist im Worker: die Texte gehören nach D1 (Entscheidung 0231)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = [...measureBundle().problems, ...checkCompileHints(), ...checkDeliveredCopyOut()];
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(problems.length ? 1 : 0);
}
