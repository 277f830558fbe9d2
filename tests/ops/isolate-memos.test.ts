// The unit files share one isolate's modules (tests/unit/setup.ts, docs/decisions/0174-unit-files-share-modules.md):
// a module-level memo of data (a `let`, or a Map/Set filled at run time) must register how to forget it
// (app/lib/isolate-memo.ts), or one test file's rows would reach the next. Caches of values that do
// not depend on data (formatters, derived keys, client-side stores) are listed here with why.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { it } from "node:test";

/** File → why its module-level state is no data memo. */
const NOT_DATA: Record<string, string> = {
  "app/components/ui/toast.tsx": "the browser's toast list; never runs in a unit file's isolate",
  "app/features/core/auth/login.server.ts": "the hash of a fixed dummy password",
  "app/features/products/sessions/holidays.ts":
    "public holidays by Bundesland and year (the law's calendar, not stored data)",
  "app/features/core/calendar/zone.ts": "Intl formatters by time zone",
  "app/lib/at-rest.server.ts": "keys derived from a secret, looked up by that secret",
  "app/lib/db.server.ts": "the drizzle instance by D1 binding",
  "app/lib/i18n.ts": "the English catalogue, loaded once",
  "app/lib/today.ts": "an Intl formatter",
  "workers/app.ts": "the server build, loaded once",
  "workers/invoice-pdf/factur-x.ts": "the invoice-PDF Worker's fonts, decoded once; it runs in its own isolate",
};

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });

// Top-level (unindented) `let`, or a collection created empty at the top level.
const MODULE_STATE = /^(?:export )?(?:let [\w$]+|const [\w$]+(?:: [^=]+)? = new (?:Map|Set|WeakMap)\b[^(]*\(\))/m;

it("every module-level data memo in app/ and workers/ is forgotten between unit files", () => {
  const unregistered = [...files("app"), ...files("workers")].filter((file) => {
    const source = readFileSync(file, "utf8");
    return MODULE_STATE.test(source) && !source.includes("forgetOnIsolateReset(") && !(file in NOT_DATA);
  });
  assert.deepEqual(unregistered, [], "register a forget (app/lib/isolate-memo.ts) or say why it is no data memo");
});

it("the list of exceptions names only files that still hold module-level state", () => {
  const stale = Object.keys(NOT_DATA).filter((file) => !MODULE_STATE.test(readFileSync(file, "utf8")));
  assert.deepEqual(stale, []);
});

it("the pattern finds the memos that do register (it would see a new one)", () => {
  for (const file of [
    "app/lib/page-cache.server.ts",
    "app/features/core/booking/bookable.server.ts",
    "app/features/core/mail/outbox.server.ts",
  ]) {
    const source = readFileSync(file, "utf8");
    assert.ok(MODULE_STATE.test(source), file);
    assert.ok(source.includes("forgetOnIsolateReset("), file);
  }
});
