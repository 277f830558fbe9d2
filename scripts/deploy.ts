/**
 * `npm run deploy -- --env staging|production [--dry-run]`
 *
 * Preflight first (configuration, secrets, migrations; scripts/deploy-preflight.ts), then remote
 * migrations, the delivered copy (`content:seed`), build and deploy (the invoice-PDF Worker, then
 * the site's), in that order, stopping at the first failure; after the deploy, the copy's former
 * texts are removed. `--dry-run` needs no Cloudflare account: it checks the configuration, builds
 * for the environment and lets wrangler bundle the Worker without uploading it; the remote checks
 * are listed as skipped.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { parse } from "smol-toml";
import { measureBundle } from "./check-bundle.ts";
import {
  checkConfig,
  checkMigrations,
  checkSecrets,
  ENVIRONMENTS,
  parseAppliedMigrations,
  parseEnvironment,
  type WranglerConfig,
} from "./deploy-preflight.ts";

const args = process.argv.slice(2);
const envArg = args.includes("--env") ? args[args.indexOf("--env") + 1] : undefined;
const dryRun = args.includes("--dry-run");
const env = parseEnvironment(envArg);
if (!env) fail([`Bitte eine Umgebung angeben: --env ${ENVIRONMENTS.join("|")}.`]);

const toolEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const wrangler = (wranglerArgs: string[], capture = false) =>
  execFileSync("wrangler", wranglerArgs, {
    encoding: "utf8",
    env: toolEnv,
    stdio: capture ? ["ignore", "pipe", "inherit"] : "inherit",
  });

function fail(problems: string[]): never {
  console.error("\nDeploy abgebrochen:");
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}
/** `npm run content:seed` against this environment's remote database (scripts/seed-content.ts). */
function seedContent(extra: string[]) {
  execFileSync("node", ["scripts/seed-content.ts", "--remote", "--env", env!, ...extra], {
    stdio: "inherit",
    env: toolEnv,
  });
}
function step(title: string) {
  console.log(`\n▶ ${title}`);
}

step(`Konfiguration von [env.${env}] prüfen`);
const config = parse(readFileSync("wrangler.toml", "utf8")) as WranglerConfig;
const invoicePdf = parse(readFileSync("workers/invoice-pdf/wrangler.toml", "utf8")) as WranglerConfig;
const configProblems = checkConfig(config, env, invoicePdf);
if (configProblems.length && !dryRun) fail(configProblems);
// A dry run goes on after a refusal, so that one run on a fresh clone lists everything left to do.
for (const problem of configProblems) console.log(`  ✗ ${problem}`);
if (!configProblems.length) console.log("  ✓ IDs, Variablen, workers_dev und Absender");

if (dryRun) {
  console.log("  – Secrets und Migrationen der entfernten Datenbank: übersprungen (--dry-run braucht kein Konto)");
} else {
  step("Secrets prüfen");
  const secretProblems = checkSecrets(wrangler(["secret", "list", "--env", env, "--format", "json"], true), env);
  if (secretProblems.length) fail(secretProblems);
  console.log("  ✓ alle nötigen Secrets gesetzt");

  step("Migrationen mit der entfernten Datenbank abgleichen");
  const applied = parseAppliedMigrations(
    wrangler(
      [
        "d1",
        "execute",
        "DB",
        "--remote",
        "--env",
        env,
        "--json",
        "--command",
        "SELECT name FROM d1_migrations ORDER BY id",
      ],
      true,
    ),
  );
  const migrationProblems = checkMigrations(readdirSync("migrations"), applied);
  if (migrationProblems.length) fail(migrationProblems);
  console.log(`  ✓ ${applied.length} angewandt, Rest folgt jetzt`);

  step("Migrationen anwenden (remote)");
  wrangler(["d1", "migrations", "apply", "DB", "--remote", "--env", env]);

  // Before the new code goes live: its pages read the delivered copy from D1 (decision 0231).
  step("Ausgelieferte Texte schreiben (remote)");
  seedContent(["--before-deploy"]);
}

step(`Bauen für ${env}`);
// The Cloudflare Vite plugin flattens [env.<name>] into build/server/wrangler.json.
execFileSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...toolEnv, CLOUDFLARE_ENV: env } });

step(dryRun ? "Bündeln ohne Hochladen (wrangler deploy --dry-run)" : "Deploy");
if (dryRun) {
  const bundle = measureBundle();
  const problems = [...configProblems, ...bundle.problems];
  if (problems.length) fail(problems);
  console.log("\nTrockenlauf bestanden: ohne --dry-run folgen Secrets, Migrationen und Deploy.");
} else {
  // The invoice-PDF Worker first: the site's service binding needs it in place (decision 0232).
  wrangler(["deploy", "-c", "build/invoice_pdf/wrangler.json"]);
  wrangler(["deploy", "-c", "build/server/wrangler.json"]);
  step("Nicht mehr ausgelieferte Texte entfernen (remote)");
  seedContent([]);
  console.log(`\nFertig: ${env} läuft mit dem neuen Stand.`);
}
