// The message catalogues' check (scripts/unused-messages.ts), which `npm run typecheck` runs on the
// project with tsc's own checker (scripts/typecheck.ts): here it must find a key nothing reads, follow
// aliases, whole values and dynamic keys; the typecheck must run it on every German catalogue.
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { it } from "node:test";
import ts from "typescript";
import { CATALOGUES, unusedMessages } from "../../scripts/unused-messages.ts";

it("the check finds a key nothing reads, and follows aliases, whole values and dynamic keys", () => {
  const dir = mkdtempSync(join(tmpdir(), "messages-probe-"));
  writeFileSync(
    join(dir, "messages.ts"),
    `export const messages = {
      page: { title: "T", unused: "U", viaAlias: "A" },
      kinds: { a: "A", b: "B" },
      columns: { name: "N", email: "E" },
    } as const;`,
  );
  writeFileSync(
    join(dir, "app.ts"),
    `import { messages } from "./messages";
      const m = messages.page;
      export const title = messages.page.title + m.viaAlias;
      export const kind = (k: "a" | "b") => messages.kinds[k];
      declare function table(labels: { name: string; email: string }): void;
      table(messages.columns);`,
  );
  const program = ts.createProgram([join(dir, "app.ts")], { strict: true, noEmit: true });
  try {
    assert.deepEqual(
      unusedMessages(program, join(dir, "messages.ts"), (file) => file.startsWith(dir)),
      ["page.unused"],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it("npm run typecheck runs the check on every German catalogue", () => {
  const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
  assert.match(scripts.typecheck!, /node scripts\/typecheck\.ts$/);
  const german = readdirSync("app/lib")
    .filter((name) => /^messages(\.\w+)?\.ts$/.test(name) && !/\.en\.ts$/.test(name))
    .map((name) => `app/lib/${name}`);
  assert.deepEqual([...CATALOGUES].sort(), german.sort());
});
