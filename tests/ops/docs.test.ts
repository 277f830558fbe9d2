// The README is the entry page and the guides in docs/ hold the rest (decision 0127): these checks keep
// the page short, the commands CI runs the ones it documents, and the guides in step with the code
// they describe (bindings, secrets, decision records).
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { it } from "node:test";
import { parse } from "smol-toml";
import { REQUIRED_SECRETS } from "../../scripts/deploy-preflight.ts";

const readme = readFileSync("README.md", "utf8");

it("the README stays an entry page of at most 250 lines", () => {
  const lines = readme.trimEnd().split("\n").length;
  assert.ok(lines <= 250, `README.md has ${lines} lines; move the detail into a guide in docs/`);
});

it("the README links every guide in docs/", () => {
  const guides = readdirSync("docs").filter((name) => name.endsWith(".md"));
  assert.ok(guides.includes("operations.md"), JSON.stringify(guides));
  const unlinked = guides.filter((name) => !readme.includes(`(docs/${name})`));
  assert.deepEqual(unlinked, [], "add each guide to the README's table of guides");
});

it("CI runs the README's test command, and npm start and npm test are what the README says", () => {
  const commands = [...readme.matchAll(/^npm ci && (npm \w+)/gm)].map((match) => match[1]);
  assert.deepEqual(commands, ["npm start", "npm test"]);
  const ci = readFileSync(".ci/run", "utf8");
  assert.match(ci, /^npm test$/m, ".ci/run must end with exactly the README's test command");
  const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
  assert.match(scripts.start!, /db:prepare.*build.*serve/);
  // `npm test` runs scripts/test-all.ts, whose stage groups run in this order.
  assert.equal(scripts.test, "node scripts/test-all.ts");
  const runner = readFileSync("scripts/test-all.ts", "utf8");
  const groups = runner.slice(runner.indexOf("const GROUPS"), runner.indexOf("];", runner.indexOf("const GROUPS")));
  assert.match(groups, /typecheck.*lint:eslint.*lint:format.*test:ops.*test:unit.*build.*bundle:check.*test:e2e/s);
});

it("docs/operations.md names every binding and variable of wrangler.toml and every required secret", () => {
  const operations = readFileSync("docs/operations.md", "utf8");
  type Binding = { binding?: string; name?: string };
  const config = parse(readFileSync("wrangler.toml", "utf8")) as {
    vars?: Record<string, string>;
    d1_databases?: Binding[];
    kv_namespaces?: Binding[];
    queues?: { producers?: Binding[] };
    send_email?: Binding[];
    r2_buckets?: Binding[];
  };
  const names = [
    ...Object.keys(config.vars ?? {}),
    ...[config.d1_databases, config.kv_namespaces, config.queues?.producers, config.send_email, config.r2_buckets]
      .flatMap((list) => list ?? [])
      .map((binding) => binding.binding ?? binding.name ?? ""),
  ];
  assert.ok(
    names.includes("DB") && names.includes("MAILER") && names.includes("SITE_URL") && names.includes("IMAGES"),
    JSON.stringify(names),
  );
  const undocumented = [...names, ...REQUIRED_SECRETS].filter((name) => !operations.includes(`| \`${name}\``));
  assert.deepEqual(undocumented, [], "add a row to the bindings or secrets table of docs/operations.md");
});

it("docs/architecture.md indexes every decision record", () => {
  const architecture = readFileSync("docs/architecture.md", "utf8");
  const records = readdirSync("docs/decisions").filter((name) => /^\d{4}-.*\.md$/.test(name));
  assert.ok(records.length > 40, `${records.length} records`);
  const missing = records.filter((name) => !architecture.includes(`(decisions/${name})`));
  assert.deepEqual(missing, [], "add a line for each record to the index in docs/architecture.md");
});
