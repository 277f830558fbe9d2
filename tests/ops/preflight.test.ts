// Node-side tests of the deploy preflight (run by `npm test` through `node --test`): each refusal
// once, against the real wrangler.toml and against a filled-in copy of it.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { parse } from "smol-toml";
import {
  checkBundleSize,
  checkConfig,
  checkMigrations,
  checkSecrets,
  FREE_PLAN_SIZE_LIMIT_BYTES,
  parseAppliedMigrations,
  type WranglerConfig,
} from "../../scripts/deploy-preflight.ts";

const shipped = () => parse(readFileSync("wrangler.toml", "utf8")) as WranglerConfig;
const invoicePdf = () => parse(readFileSync("workers/invoice-pdf/wrangler.toml", "utf8")) as WranglerConfig;

/** The shipped configuration with real-looking ids, as an operator leaves it after setup. */
function filledIn(): WranglerConfig {
  const config = shipped();
  for (const section of Object.values(config.env ?? {})) {
    for (const db of section.d1_databases ?? []) db.database_id = "3f1c2b9e-7a41-4d2e-9b0a-5c6d7e8f9a0b";
    for (const kv of section.kv_namespaces ?? []) kv.id = "9a8b7c6d5e4f40312233445566778899";
  }
  return config;
}

describe("configuration", () => {
  it("refuses the shipped placeholder ids of both environments", () => {
    for (const env of ["staging", "production"] as const) {
      const problems = checkConfig(shipped(), env, invoicePdf());
      assert.ok(
        problems.some((p) => p.includes("D1") && p.includes("Platzhalter")),
        problems.join("\n"),
      );
      assert.ok(
        problems.some((p) => p.includes("KV") && p.includes("Platzhalter")),
        problems.join("\n"),
      );
    }
  });

  it("accepts the shipped environments once their ids are filled in", () => {
    assert.deepEqual(checkConfig(filledIn(), "staging", invoicePdf()), []);
    assert.deepEqual(checkConfig(filledIn(), "production", invoicePdf()), []);
  });

  it("refuses an INVOICE_PDF binding that is missing or reaches another environment's invoice-PDF Worker", () => {
    const crossed = filledIn();
    crossed.env!.production!.services = [{ binding: "INVOICE_PDF", service: "klarsinn-invoice-pdf-staging" }];
    assert.deepEqual(checkConfig(crossed, "production", invoicePdf()), [
      'INVOICE_PDF in [env.production] zeigt auf "klarsinn-invoice-pdf-staging", der Rechnungs-PDF-Worker heißt dort "klarsinn-invoice-pdf".',
    ]);
    const missing = filledIn();
    delete missing.env!.staging!.services;
    assert.deepEqual(checkConfig(missing, "staging", invoicePdf()), [
      "[env.staging] hat keine Service-Bindung INVOICE_PDF (Rechnungs-PDF-Worker).",
    ]);
  });

  it("refuses a missing environment, a missing variable, an http SITE_URL and workers.dev in production", () => {
    assert.match(checkConfig({ env: {} }, "production", invoicePdf())[0]!, /\[env\.production\]/);

    const noVar = filledIn();
    delete noVar.env!.production!.vars!.MAIL_FROM;
    assert.ok(checkConfig(noVar, "production", invoicePdf()).some((p) => p.includes("MAIL_FROM fehlt")));

    const http = filledIn();
    http.env!.staging!.vars!.SITE_URL = "http://staging.example.de";
    assert.ok(checkConfig(http, "staging", invoicePdf()).some((p) => p.includes("SITE_URL")));

    const workersDev = filledIn();
    workersDev.env!.production!.workers_dev = true;
    assert.ok(checkConfig(workersDev, "production", invoicePdf()).some((p) => p.includes("workers_dev")));
  });

  it("refuses the tests' Stripe stand-in address in a deployed environment", () => {
    const config = filledIn();
    config.env!.staging!.vars!.STRIPE_API_BASE = "http://127.0.0.1:8917";
    assert.ok(checkConfig(config, "staging", invoicePdf()).some((p) => p.includes("STRIPE_API_BASE")));
  });

  it("refuses a sender the send_email binding may not use", () => {
    const config = filledIn();
    config.env!.production!.vars!.MAIL_FROM = "someone@elsewhere.example";
    assert.ok(checkConfig(config, "production", invoicePdf()).some((p) => p.includes("allowed_sender_addresses")));
  });
});

describe("secrets", () => {
  it("refuses when TOKEN_SECRET is missing, accepts when set", () => {
    assert.match(checkSecrets("[]", "staging")[0]!, /TOKEN_SECRET fehlt.*--env staging/);
    assert.deepEqual(checkSecrets(JSON.stringify([{ name: "TOKEN_SECRET", type: "secret_text" }]), "staging"), []);
    assert.match(checkSecrets("not json", "staging")[0]!, /ließ sich nicht lesen/);
  });

  it("accepts Stripe's secrets as a pair or not at all, and refuses one without the other", () => {
    const list = (...names: string[]) => JSON.stringify(names.map((name) => ({ name, type: "secret_text" })));
    assert.deepEqual(checkSecrets(list("TOKEN_SECRET", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"), "staging"), []);
    const keyOnly = checkSecrets(list("TOKEN_SECRET", "STRIPE_SECRET_KEY"), "production");
    assert.equal(keyOnly.length, 1);
    assert.match(keyOnly[0]!, /STRIPE_WEBHOOK_SECRET fehlt.*--env production/);
    assert.match(checkSecrets(list("TOKEN_SECRET", "STRIPE_WEBHOOK_SECRET"), "staging")[0]!, /STRIPE_SECRET_KEY fehlt/);
  });
});

describe("migrations", () => {
  const local = readdirSync("migrations").filter((file) => file.endsWith(".sql"));

  it("accepts pending local migrations and an up-to-date database", () => {
    assert.deepEqual(checkMigrations(local, []), []);
    assert.deepEqual(checkMigrations(local, local.slice(0, 1)), []);
    assert.deepEqual(checkMigrations(local, local), []);
  });

  it("refuses a database that knows a migration this checkout lacks", () => {
    const problems = checkMigrations(local, [...local, "9999_from_a_newer_checkout.sql"]);
    assert.match(problems[0]!, /9999_from_a_newer_checkout\.sql/);
  });

  it("refuses a local migration older than the newest applied one that was never applied", () => {
    const problems = checkMigrations(["0000_a.sql", "0001_b.sql", "0002_c.sql"], ["0000_a.sql", "0002_c.sql"]);
    assert.match(problems[0]!, /0001_b\.sql/);
  });

  it("reads the applied names from wrangler's JSON output", () => {
    const json = JSON.stringify([
      { results: [{ name: "0000_init.sql" }, { name: "0001_mail_claim.sql" }], success: true },
    ]);
    assert.deepEqual(parseAppliedMigrations(json), ["0000_init.sql", "0001_mail_claim.sql"]);
  });
});

describe("bundle size", () => {
  it("passes under the budget, refuses over the budget and over the free plan's limit", () => {
    assert.deepEqual(checkBundleSize(300 * 1024, 600 * 1024), []);
    assert.match(checkBundleSize(700 * 1024, 600 * 1024)[0]!, /Budget/);
    assert.match(checkBundleSize(FREE_PLAN_SIZE_LIMIT_BYTES + 1, 600 * 1024)[0]!, /Free-Plans/);
  });
});
