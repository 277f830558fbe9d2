// The layering rules in eslint.config.js (docs/decisions/0002-layering.md) must really fail a
// backward import and an import cycle: if either rule is dropped or its zones stop matching, this fails.
import assert from "node:assert/strict";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { after, before, it } from "node:test";
import { ESLint } from "eslint";

const eslint = new ESLint();
// Real files are needed for the cycle: no-cycle follows imports on disk.
const probeDir = `app/lib/__lint_probe_${process.pid}`;

before(() => {
  mkdirSync(probeDir, { recursive: true });
  writeFileSync(`${probeDir}/a.ts`, 'import { b } from "./b";\nexport const a = () => b();\n');
  writeFileSync(`${probeDir}/b.ts`, 'import { a } from "./a";\nexport const b = () => a();\n');
});
after(() => rmSync(probeDir, { recursive: true, force: true }));

const ruleIds = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId);
};

it("a lib module importing a feature is an error", async () => {
  const ids = await ruleIds('export { formatPrice } from "~/features/events/format";\n', "app/lib/probe.ts");
  assert.ok(ids.includes("import-x/no-restricted-paths"), JSON.stringify(ids));
});

it("a relative backward import counts as well (db → features, components → routes)", async () => {
  const fromDb = await ruleIds('export { hashPassword } from "../app/features/auth/password.ts";\n', "db/probe.ts");
  assert.ok(fromDb.includes("import-x/no-restricted-paths"), JSON.stringify(fromDb));
  const fromUi = await ruleIds('export { topicSlugs } from "../../routes";\n', "app/components/ui/probe.ts");
  assert.ok(fromUi.includes("import-x/no-restricted-paths"), JSON.stringify(fromUi));
});

it("events importing booking is an error (seat counting lives in events)", async () => {
  const ids = await ruleIds(
    'export { holdExpiry } from "~/features/booking/policy";\n',
    "app/features/events/probe.ts",
  );
  assert.ok(ids.includes("import-x/no-restricted-paths"), JSON.stringify(ids));
});

it("a route running its own queries is an error (routes are thin adapters)", async () => {
  const ids = await ruleIds(
    'import { eq } from "drizzle-orm";\nexport const where = eq;\n',
    "app/routes/admin/probe.tsx",
  );
  assert.ok(ids.includes("no-restricted-imports"), JSON.stringify(ids));
});

it("the forward direction is allowed", async () => {
  const ids = await ruleIds(
    'import { formatPrice } from "~/features/events/format";\nexport const price = formatPrice(100, "EUR");\n',
    "app/routes/probe.tsx",
  );
  assert.deepEqual(ids, []);
});

it("an import cycle is an error", async () => {
  const [a, b] = await eslint.lintFiles([`${probeDir}/a.ts`, `${probeDir}/b.ts`]);
  for (const result of [a!, b!]) {
    assert.ok(
      result.messages.some((message) => message.ruleId === "import-x/no-cycle"),
      JSON.stringify(result.messages),
    );
  }
});
