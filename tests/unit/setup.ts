import { env } from "cloudflare:test";
import { vi } from "vitest";
import { forgetIsolateMemos } from "~/lib/isolate-memo";
import { resetDatabase } from "./reset-database";

/**
 * Every test file starts from a migrated, empty database, an empty KV, no stored pages and no
 * memos, as if it had a workerd of its own. It does not: `isolate: false` (vitest.config.ts) runs
 * one file after another in one workerd per Vitest worker, which saves a workerd start and the
 * runtime's first imports per file (docs/performance.md, "Test suite time"). So what a file leaves
 * behind is cleared here, before the next one imports anything.
 */

// What one file may have added to or changed in the shared `env` (a test's own secret, say).
const original = ((globalThis as { __originalTestEnv?: Record<string, unknown> }).__originalTestEnv ??= {
  ...env,
});
const shared = env as unknown as Record<string, unknown>;
for (const key of Object.keys(shared)) if (!(key in original)) Reflect.deleteProperty(shared, key);
Object.assign(shared, original);

vi.useRealTimers();
vi.restoreAllMocks();
vi.unstubAllGlobals();
// The isolate's memos (the page cache's generation, remembered events, …) start again; the modules
// stay loaded, as in one Worker isolate (app/lib/isolate-memo.ts, docs/decisions/0174-unit-files-share-modules.md).
forgetIsolateMemos();

// Emptied to what the migrations wrote (docs/decisions/0176-e2e-in-chromium-headless-shell.md).
await resetDatabase();
let cursor: string | undefined;
do {
  const page = await env.KV.list({ cursor });
  await Promise.all(page.keys.map(({ name }) => env.KV.delete(name)));
  cursor = page.list_complete ? undefined : page.cursor;
} while (cursor);
let listed: R2Objects | undefined;
do {
  listed = await env.IMAGES.list({ cursor: listed?.truncated ? listed.cursor : undefined });
  if (listed.objects.length) await env.IMAGES.delete(listed.objects.map(({ key }) => key));
} while (listed.truncated);
// Stored pages are looked up under the generation kept at this address (app/lib/page-cache.server.ts):
// without it the next read starts a new generation, and no page stored before is a hit.
await (caches as unknown as { default: Cache }).default.delete(new URL("/__page-cache/generation", env.SITE_URL));
