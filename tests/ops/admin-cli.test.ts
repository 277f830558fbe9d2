// The admin CLI (scripts/create-admin.ts): the password never on the command line, the back office's
// password rule, and no SQL file with a hash left behind, even when wrangler fails.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { it } from "node:test";

const cli = (args: string[], env: Record<string, string> = {}) =>
  spawnSync("node", ["scripts/create-admin.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...env },
    input: "",
  });
const leftovers = () => (existsSync(".tmp") ? readdirSync(".tmp").filter((f) => f.startsWith("admin-create-")) : []);

it("refuses --password on the command line", () => {
  const run = cli(["--email", "cli@example.de", "--password", "Morgentau-ueber-dem-See-7"]);
  assert.notEqual(run.status, 0);
  assert.match(run.stderr, /Unknown option '--password'/);
});

it("applies the back office's rule for new passwords", () => {
  for (const [password, message] of [
    ["kurz", /mindestens 12 Zeichen/],
    ["Passwort12345", /zu verbreitet/],
    ["Klarsinn-Sommer-2026", /Namen der Website/],
  ] as const) {
    const run = cli(["--email", "cli@example.de"], { ADMIN_PASSWORD: password });
    assert.equal(run.status, 1, password);
    assert.match(run.stderr, message);
  }
});

it("switches a known second factor on only locally, and only with a real base32 key", () => {
  for (const [secret, args, message] of [
    ["JBSWY3DPEHPK3PXP", ["--remote"], /nur lokal/],
    ["kein-schluessel", [], /Base32/],
  ] as const) {
    const run = cli(["--email", "cli@example.de", ...args], {
      ADMIN_PASSWORD: "Morgentau-ueber-dem-See-7",
      ADMIN_TOTP_SECRET: secret,
    });
    assert.equal(run.status, 1, secret);
    assert.match(run.stderr, message);
  }
});

it("leaves no SQL file with the hash behind, also when the database step fails", () => {
  const before = leftovers().length;
  const run = cli(["--email", "cli@example.de"], {
    ADMIN_PASSWORD: "Morgentau-ueber-dem-See-7",
    LOCAL_STATE_DIR: `/tmp/admin-cli-empty-${process.pid}`,
  });
  assert.notEqual(run.status, 0); // an empty state has no tables
  assert.equal(leftovers().length, before);
});
