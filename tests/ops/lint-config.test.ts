// The layering rules in eslint.config.js (docs/decisions/0002-layering.md) must really fail a
// backward import and an import cycle: if either rule is dropped or its zones stop matching, this fails.
import assert from "node:assert/strict";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { posix } from "node:path";
import { after, before, it } from "node:test";
import { ESLint } from "eslint";

// The project's own configuration, its ignore list aside: that leaves out the probe folder below, so
// that `eslint .` beside this test (scripts/test-all.ts runs them together) never meets its cycle.
const eslint = new ESLint({ ignore: false });
// Real files are needed for the cycle: no-cycle follows imports on disk.
const probeDir = `app/lib/__lint_probe_${process.pid}`;

before(() => {
  mkdirSync(probeDir, { recursive: true });
  writeFileSync(`${probeDir}/a.ts`, 'import { b } from "./b";\nexport const a = () => b();\n');
  writeFileSync(`${probeDir}/b.ts`, 'import { a } from "./a";\nexport const b = () => a();\n');
  // A cycle through types only, as lib/i18n.ts ↔ lib/messages.en.ts was: import-x/no-cycle skips it.
  writeFileSync(
    `${probeDir}/shape.ts`,
    'import { catalogue } from "./catalogue";\nexport type Shape = typeof catalogue;\n',
  );
  writeFileSync(
    `${probeDir}/catalogue.ts`,
    'import type { Shape } from "./shape";\nexport const catalogue = { a: "a" };\nexport const check: Shape = catalogue;\n',
  );
});
after(() => rmSync(probeDir, { recursive: true, force: true }));

const ruleIds = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId);
};

it("a lib module importing a feature is an error", async () => {
  const ids = await ruleIds('export { formatPrice } from "~/features/products/events/format";\n', "app/lib/probe.ts");
  assert.ok(ids.includes("import-x/no-restricted-paths"), JSON.stringify(ids));
});

it("a relative backward import counts as well (db → features, components → routes)", async () => {
  const fromDb = await ruleIds(
    'export { hashPassword } from "../app/features/core/auth/password.ts";\n',
    "db/probe.ts",
  );
  assert.ok(fromDb.includes("import-x/no-restricted-paths"), JSON.stringify(fromDb));
  const fromUi = await ruleIds('export { topicSlugs } from "../../routes";\n', "app/components/ui/probe.ts");
  assert.ok(fromUi.includes("import-x/no-restricted-paths"), JSON.stringify(fromUi));
});

it("events importing booking is an error (seat counting lives in events)", async () => {
  const ids = await ruleIds(
    'export { holdExpiry } from "~/features/core/booking/policy";\n',
    "app/features/products/events/probe.ts",
  );
  assert.ok(ids.includes("import-x/no-restricted-paths"), JSON.stringify(ids));
});

it("payments or invoices importing booking is an error (booking builds on them)", async () => {
  const fromPayments = await ruleIds(
    'export { BOOKING_POLICY } from "~/features/core/booking/policy";\n',
    "app/features/core/payments/probe.ts",
  );
  assert.ok(fromPayments.includes("import-x/no-restricted-paths"), JSON.stringify(fromPayments));
  const fromInvoices = await ruleIds(
    'export { bookingWithEvent } from "../booking/booking.server";\n',
    "app/features/core/invoices/probe.ts",
  );
  assert.ok(fromInvoices.includes("import-x/no-restricted-paths"), JSON.stringify(fromInvoices));
});

/**
 * Which features each feature imports, from the files on disk. A feature is a folder
 * `app/features/<group>/<name>` (docs/architecture.md, "Where code goes"); an import names it as
 * `~/features/<group>/<name>/…` or by a relative path that leaves the importing feature.
 */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const features = readdirSync("app/features", { withFileTypes: true })
    .filter((group) => group.isDirectory())
    .flatMap((group) =>
      readdirSync(`app/features/${group.name}`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${group.name}/${entry.name}`),
    );
  for (const feature of features) {
    const edges = new Set<string>();
    for (const file of readdirSync(`app/features/${feature}`, { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(file)) continue;
      const code = readFileSync(`app/features/${feature}/${file}`, "utf8");
      for (const [, specifier] of code.matchAll(/from "((?:~\/|\.\.?\/)[^"]+)"/g)) {
        const resolved = specifier!.startsWith("~/")
          ? `app/${specifier!.slice(2)}`
          : posix.join(posix.dirname(`app/features/${feature}/${file}`), specifier!);
        const target = /^app\/features\/([\w-]+\/[\w-]+)\//.exec(resolved)?.[1];
        if (target && target !== feature) edges.add(target);
      }
    }
    graph.set(feature, edges);
  }
  return graph;
}

/** Every cycle of a graph, as "a → b → a". */
function cyclesIn(graph: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  const visit = (node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (path.includes(next)) cycles.push([...path.slice(path.indexOf(next)), next].join(" → "));
      else visit(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return cycles;
}

it("features import each other in one direction only (no cycle between features, even without a file cycle)", () => {
  const graph = featureGraph();
  assert.ok(graph.get("core/booking")?.has("core/payments"), "the graph sees booking → payments");
  assert.ok(graph.get("products/sessions")?.has("core/booking"), "the graph sees sessions → booking");
  assert.deepEqual(cyclesIn(graph), []);
  const probe = new Map([
    ["payments", new Set(["booking"])],
    ["booking", new Set(["payments"])],
  ]);
  assert.ok(cyclesIn(probe).includes("payments → booking → payments"));
});

it("a route running its own queries is an error (routes are thin adapters)", async () => {
  const ids = await ruleIds(
    'import { eq } from "drizzle-orm";\nexport const where = eq;\n',
    "app/routes/admin/probe.tsx",
  );
  assert.ok(ids.includes("no-restricted-imports"), JSON.stringify(ids));
});

it("a rule placed in the back office's UI kit is an error (features/compositions/admin holds no queries)", async () => {
  // A booking query written in features/compositions/admin: the database client, drizzle, or the schema.
  const rule = [
    'import { eq } from "drizzle-orm";',
    'import { getDb, schema } from "~/lib/db.server";',
    'export const confirm = (env: Pick<Env, "DB">, id: string) =>',
    '  getDb(env).update(schema.bookings).set({ status: "confirmed" }).where(eq(schema.bookings.id, id));',
    "",
  ].join("\n");
  const [result] = await eslint.lintText(rule, { filePath: "app/features/compositions/admin/probe.server.ts" });
  const flagged = new Set(
    result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.line),
  );
  assert.deepEqual([...flagged].sort(), [1, 2], JSON.stringify(result!.messages));
  for (const [code, file] of [
    [
      'import { alias } from "drizzle-orm/sqlite-core";\nexport { alias };\n',
      "app/features/compositions/admin/probe.tsx",
    ],
    ['export { getDb } from "../../lib/db.server";\n', "app/features/compositions/admin/probe.ts"],
    ['export { bookings } from "../../../db/schema";\n', "app/features/compositions/admin/probe.ts"],
  ] as const) {
    const found = await ruleIds(code, file);
    assert.ok(found.includes("no-restricted-imports"), `${file}: ${JSON.stringify(found)}`);
  }
  // The kit calls the features that own the rules: that stays allowed.
  const kit = await ruleIds(
    'import { changeBookingStatus } from "~/features/core/booking/transitions.server";\nexport const decide = changeBookingStatus;\n',
    "app/features/compositions/admin/probe.server.ts",
  );
  assert.deepEqual(kit, []);
});

// The three holes issue 50 found in that zone, each closed and tried here.
it("the UI kit cannot reach the schema through the ~db alias; content data and enums stay allowed", async () => {
  const schemaThroughAlias = await ruleIds(
    'import { bookings } from "~db/schema";\nexport const table = bookings;\n',
    "app/features/compositions/admin/probe.server.ts",
  );
  assert.ok(schemaThroughAlias.includes("no-restricted-imports"), JSON.stringify(schemaThroughAlias));
  const data = await ruleIds(
    'import { contentSeed } from "~db/content/index";\nimport { CURRENCIES } from "~db/enums";\nexport const both = [contentSeed, CURRENCIES];\n',
    "app/features/compositions/admin/probe.server.ts",
  );
  assert.deepEqual(data, []);
});

it("the UI kit cannot use the database binding itself (env.DB), however it is spelled", async () => {
  for (const code of [
    'export const all = (env: Env) => env.DB.prepare("SELECT * FROM klarsinn_booking").all();\n',
    'export const all = (env: Env) => env["DB"].prepare("SELECT 1").all();\n',
    'export const all = ({ DB }: Env) => DB.prepare("SELECT 1").all();\n',
  ]) {
    const ids = await ruleIds(code, "app/features/compositions/admin/probe.server.ts");
    assert.ok(ids.includes("no-restricted-syntax"), `${code}: ${JSON.stringify(ids)}`);
  }
  // Elsewhere in the kit, passing env on to a feature stays allowed.
  const passOn = await ruleIds(
    'import { changeBookingStatus } from "~/features/core/booking/transitions.server";\nexport const go = (env: Env) => changeBookingStatus(env, "id", "confirmed");\n',
    "app/features/compositions/admin/probe.server.ts",
  );
  assert.ok(!passOn.includes("no-restricted-syntax"), JSON.stringify(passOn));
});

it("the UI kit cannot borrow another feature's statement helper", async () => {
  for (const code of [
    'import { paidSql } from "~/features/core/payments/payments.server";\nexport const column = paidSql;\n',
    'import { paymentStateWhere } from "~/features/core/payments/payments.server";\nexport const where = paymentStateWhere;\n',
    'import { holdsSeat } from "../events/seats.server";\nexport const where = holdsSeat;\n',
  ]) {
    const ids = await ruleIds(code, "app/features/compositions/admin/probe.server.ts");
    assert.ok(ids.includes("no-restricted-imports"), `${code}: ${JSON.stringify(ids)}`);
  }
  const feature = await ruleIds(
    'import { recordPayment } from "~/features/core/payments/payments.server";\nexport const pay = recordPayment;\n',
    "app/features/compositions/admin/probe.server.ts",
  );
  assert.deepEqual(feature, []);
});

it("the forward direction is allowed", async () => {
  const ids = await ruleIds(
    'import { formatLongDate } from "~/features/products/events/format";\nexport const day = formatLongDate("2026-12-07");\n',
    "app/routes/probe.tsx",
  );
  assert.deepEqual(ids, []);
});

it("an import cycle is an error", async () => {
  const [a, b] = await eslint.lintFiles([`${probeDir}/a.ts`, `${probeDir}/b.ts`]);
  for (const result of [a!, b!]) {
    assert.ok(
      result.messages.some((message) => message.ruleId === "klarsinn/no-cycle"),
      JSON.stringify(result.messages),
    );
  }
});

it("an import cycle through a type-only import is an error too", async () => {
  const [shape, catalogue] = await eslint.lintFiles([`${probeDir}/shape.ts`, `${probeDir}/catalogue.ts`]);
  for (const result of [shape!, catalogue!]) {
    assert.ok(
      result.messages.some((message) => message.ruleId === "klarsinn/no-cycle"),
      JSON.stringify(result.messages),
    );
  }
});

// Issue 50: the transitions and the hold only decide; the kernel and its handlers carry out.
it("a booking decision cannot reach the outbox, the invoices, the mail drafts or the page cache", async () => {
  for (const [code, file] of [
    [
      'import { queueMails } from "~/features/core/mail/outbox.server";\nexport const q = queueMails;\n',
      "app/features/core/booking/transitions.server.ts",
    ],
    [
      'import { purgePublicPages } from "~/lib/page-cache.server";\nexport const p = purgePublicPages;\n',
      "app/features/core/booking/hold.server.ts",
    ],
    [
      'import { bookingConfirmationMail } from "./mail";\nexport const m = bookingConfirmationMail;\n',
      "app/features/core/booking/hold.server.ts",
    ],
    [
      'import { issueCancellationInvoices } from "~/features/core/invoices/invoices.server";\nexport const i = issueCancellationInvoices;\n',
      "app/features/core/booking/transitions.server.ts",
    ],
  ] as const) {
    const found = await ruleIds(code, file);
    assert.ok(found.includes("no-restricted-imports"), `${file}: ${JSON.stringify(found)}`);
  }
  // The kernel itself, and a type a plan names, stay allowed.
  const kernel = await ruleIds(
    'import { queueMails } from "~/features/core/mail/outbox.server";\nexport const q = queueMails;\n',
    "app/features/core/booking/kernel.server.ts",
  );
  assert.deepEqual(kernel, []);
  const typeOnly = await ruleIds(
    'import type { BookingMailInput } from "./mail";\nexport type Input = BookingMailInput;\n',
    "app/features/core/booking/hold.server.ts",
  );
  assert.deepEqual(typeOnly, []);
});

// Money becomes text in app/lib/money.ts only (issue 50: "cents become a string seven ways").
// Berlin time is computed in app/lib/today.ts only (issue 50: "Berlin time is computed three ways").
it("toFixed, Intl.NumberFormat and the zone's name are errors outside lib/money and lib/today, also in the UI kit", async () => {
  for (const filePath of [
    "app/features/products/courses/probe.ts",
    "workers/invoice-pdf/probe.ts",
    "app/features/compositions/admin/probe.server.ts",
  ]) {
    for (const code of [
      'export const day = (at: Date) => at.toLocaleDateString("en-CA", { timeZone: "Europe/Berlin" });\n',
      "export const price = (cents: number) => (cents / 100).toFixed(2);\n",
      'export const price = (cents: number) => new Intl.NumberFormat("de-DE").format(cents / 100);\n',
    ]) {
      const ids = await ruleIds(code, filePath);
      assert.ok(ids.includes("no-restricted-syntax"), `${filePath}: ${code}: ${JSON.stringify(ids)}`);
    }
  }
  // The kit keeps its own rule beside it.
  const raw = await ruleIds(
    'export const all = (env: Env) => env.DB.prepare("SELECT 1").all();\n',
    "app/features/compositions/admin/probe.server.ts",
  );
  assert.ok(raw.includes("no-restricted-syntax"), JSON.stringify(raw));
  const inMoney = await ruleIds(
    "export const price = (cents: number) => (cents / 100).toFixed(2);\n",
    "app/lib/money.ts",
  );
  assert.ok(!inMoney.includes("no-restricted-syntax"), JSON.stringify(inMoney));
  const inToday = await ruleIds('export const zone = "Europe/Berlin";\n', "app/lib/today.ts");
  assert.ok(!inToday.includes("no-restricted-syntax"), JSON.stringify(inToday));
});
