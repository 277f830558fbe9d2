/**
 * The checks `npm run deploy` makes before it touches anything remote. Pure functions over parsed
 * configuration and command output, so each refusal is tested without a Cloudflare account
 * (tests/ops/preflight.test.ts). Each returns the problems it found, in German, empty when fine.
 */

export const ENVIRONMENTS = ["staging", "production"] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Secrets the Worker cannot run without (`wrangler secret put <NAME> --env <env>`). */
export const REQUIRED_SECRETS = ["TOKEN_SECRET"] as const;
/** Plain variables every environment must set in wrangler.toml. */
export const REQUIRED_VARS = ["MAIL_FROM", "SITE_URL"] as const;

interface Binding {
  binding?: string;
  database_id?: string;
  database_name?: string;
  id?: string;
  name?: string;
  allowed_sender_addresses?: string[];
}
export interface EnvironmentConfig {
  name?: string;
  workers_dev?: boolean;
  vars?: Record<string, unknown>;
  d1_databases?: Binding[];
  kv_namespaces?: Binding[];
  send_email?: Binding[];
  services?: { binding?: string; service?: string }[];
}
export interface WranglerConfig {
  env?: Record<string, EnvironmentConfig>;
}

/** A placeholder id is all zeros apart from dashes and the UUID version digit (as wrangler.toml ships). */
export function isPlaceholderId(id: string | undefined): boolean {
  if (!id) return true;
  return /^[0-]*(4[0-]*)?(8[0-]*)?$/.test(id);
}

export function parseEnvironment(value: string | undefined): Environment | undefined {
  return ENVIRONMENTS.find((name) => name === value);
}

/**
 * Configuration of one environment: ids filled in, variables set, safe settings for production, and
 * the INVOICE_PDF binding reaching this environment's invoice-PDF Worker (`invoicePdf`: its
 * workers/invoice-pdf/wrangler.toml, decision 0232), since a wrong name would only show as invoices
 * without their e-invoice inside.
 */
export function checkConfig(config: WranglerConfig, env: Environment, invoicePdf: WranglerConfig): string[] {
  const section = config.env?.[env];
  if (!section) return [`wrangler.toml hat keinen Abschnitt [env.${env}].`];
  const problems: string[] = [];
  for (const db of section.d1_databases ?? []) {
    if (isPlaceholderId(db.database_id)) {
      problems.push(
        `D1 "${db.binding}" in [env.${env}] hat noch die Platzhalter-ID: \`wrangler d1 create ${db.database_name}\` und die ID eintragen.`,
      );
    }
  }
  for (const kv of section.kv_namespaces ?? []) {
    if (isPlaceholderId(kv.id)) {
      problems.push(
        `KV "${kv.binding}" in [env.${env}] hat noch die Platzhalter-ID: \`wrangler kv namespace create ${kv.binding} --env ${env}\` und die ID eintragen.`,
      );
    }
  }
  if (!section.d1_databases?.length) problems.push(`[env.${env}] hat keine D1-Datenbank.`);
  if (!section.kv_namespaces?.length) problems.push(`[env.${env}] hat keinen KV-Namespace.`);
  for (const name of REQUIRED_VARS) {
    const value = section.vars?.[name];
    if (typeof value !== "string" || value.trim() === "") problems.push(`Variable ${name} fehlt in [env.${env}.vars].`);
  }
  const siteUrl = section.vars?.SITE_URL;
  if (typeof siteUrl === "string" && siteUrl !== "" && !/^https:\/\/[^/]+$/.test(siteUrl)) {
    problems.push(`SITE_URL muss eine https-Adresse ohne Pfad sein (gefunden: ${siteUrl}).`);
  }
  if (env === "production" && section.workers_dev !== false) {
    problems.push(
      "workers_dev muss in [env.production] false sein (sonst ist die Seite auch unter *.workers.dev erreichbar).",
    );
  }
  // The stand-in's address is for tests only: deployed, the client must talk to Stripe itself.
  if (section.vars?.STRIPE_API_BASE !== undefined) {
    problems.push(`STRIPE_API_BASE ist nur für Tests: aus [env.${env}.vars] entfernen.`);
  }
  const expected = invoicePdf.env?.[env]?.name;
  const binding = section.services?.find((service) => service.binding === "INVOICE_PDF");
  if (!binding) problems.push(`[env.${env}] hat keine Service-Bindung INVOICE_PDF (Rechnungs-PDF-Worker).`);
  else if (!expected) problems.push(`workers/invoice-pdf/wrangler.toml hat keinen Namen in [env.${env}].`);
  else if (binding.service !== expected) {
    problems.push(
      `INVOICE_PDF in [env.${env}] zeigt auf "${binding.service}", der Rechnungs-PDF-Worker heißt dort "${expected}".`,
    );
  }
  const from = section.vars?.MAIL_FROM;
  const mailer = section.send_email?.find((binding) => binding.name === "MAILER");
  if (!mailer) problems.push(`[env.${env}] hat keine send_email-Bindung MAILER.`);
  else if (typeof from === "string" && !mailer.allowed_sender_addresses?.includes(from)) {
    problems.push(`MAIL_FROM (${from}) steht nicht in allowed_sender_addresses der Bindung MAILER.`);
  }
  return problems;
}

/** `wrangler secret list --format json` prints `[{ "name": …, "type": "secret_text" }]`. */
export function checkSecrets(secretListJson: string, env: Environment): string[] {
  let names: string[];
  try {
    names = (JSON.parse(secretListJson) as { name: string }[]).map((secret) => secret.name);
  } catch {
    return ["Die Liste der Secrets ließ sich nicht lesen (`wrangler secret list`)."];
  }
  const problems = REQUIRED_SECRETS.filter((name) => !names.includes(name)).map(
    (name) => `Secret ${name} fehlt: \`npx wrangler secret put ${name} --env ${env}\`.`,
  );
  // Online payment (decision 0141) is optional, but only as a pair: a key without the webhook's
  // secret would take money whose arrival no booking ever hears of.
  const stripe = STRIPE_SECRETS.filter((name) => names.includes(name));
  if (stripe.length === 1) {
    const missing = STRIPE_SECRETS.find((name) => !names.includes(name))!;
    problems.push(
      `Secret ${missing} fehlt, ${stripe[0]} ist gesetzt: Online-Zahlung braucht beide (\`npx wrangler secret put ${missing} --env ${env}\`, docs/operations.md „Stripe“).`,
    );
  }
  return problems;
}

/** Stripe's two secrets: both or neither (without them the site offers bank transfer only). */
export const STRIPE_SECRETS = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

/**
 * Local migration files against the names the remote database recorded as applied (its
 * d1_migrations table). Pending local files are fine (they are applied next); the refusals are a
 * database that knows a migration this checkout lacks (an old checkout would deploy code that does
 * not match the schema) and a local file older than the newest applied one that was never applied.
 */
export function checkMigrations(localFiles: string[], appliedRemote: string[]): string[] {
  const local = [...localFiles].filter((file) => file.endsWith(".sql")).sort();
  const problems = appliedRemote
    .filter((name) => !local.includes(name))
    .map((name) => `Die Datenbank kennt die Migration ${name}, die in migrations/ fehlt: ist dieser Stand veraltet?`);
  const newestApplied = local.filter((file) => appliedRemote.includes(file)).at(-1);
  if (newestApplied) {
    for (const file of local) {
      if (file < newestApplied && !appliedRemote.includes(file)) {
        problems.push(
          `Migration ${file} ist älter als die zuletzt angewandte (${newestApplied}), wurde aber nie angewandt.`,
        );
      }
    }
  }
  return problems;
}

/** `wrangler d1 execute --json` prints `[{ results: [{ name }] }]`. */
export function parseAppliedMigrations(executeJson: string): string[] {
  const parsed = JSON.parse(executeJson) as { results?: { name: string }[] }[];
  return (parsed[0]?.results ?? []).map((row) => row.name);
}

/** Free plan: 3 MiB compressed Worker; paid plan: 10 MiB (Cloudflare's Workers limits, 2026). */
export const FREE_PLAN_SIZE_LIMIT_BYTES = 3 * 1024 * 1024;

export function checkBundleSize(gzipBytes: number, budgetBytes: number): string[] {
  const problems: string[] = [];
  if (gzipBytes > FREE_PLAN_SIZE_LIMIT_BYTES) {
    problems.push(`Der Worker ist komprimiert ${kib(gzipBytes)} groß, mehr als die 3 MiB des Free-Plans.`);
  } else if (gzipBytes > budgetBytes) {
    problems.push(
      `Der Worker ist komprimiert ${kib(gzipBytes)} groß, über dem Budget von ${kib(budgetBytes)} (docs/performance.md).`,
    );
  }
  return problems;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
