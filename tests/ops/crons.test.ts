// The Worker's `scheduled` handler picks its jobs by the cron expression (app/features/compositions/cron/jobs.server.ts): the
// expressions in wrangler.toml and in app/config/crons.ts must be the same, in every environment.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { it } from "node:test";
import { parse } from "smol-toml";
import { CRONS } from "../../app/config/crons.ts";

interface Config {
  triggers?: { crons?: string[] };
  env?: Record<string, { triggers?: { crons?: string[] } }>;
}

it("wrangler.toml schedules exactly the crons the Worker knows, and no environment overrides them", () => {
  const config = parse(readFileSync("wrangler.toml", "utf8")) as Config;
  assert.deepEqual([...(config.triggers?.crons ?? [])].sort(), Object.values(CRONS).sort());
  for (const [name, env] of Object.entries(config.env ?? {})) {
    if (env.triggers) assert.deepEqual([...(env.triggers.crons ?? [])].sort(), Object.values(CRONS).sort(), name);
  }
});
