/**
 * `npm run serve` (the end of `npm start`): the built site on workerd with the local state, e-mail
 * links pointing at the port it really runs on (`PORT`, default 8787), and once wrangler says it is
 * ready, what a newcomer does next.
 */
import { spawn } from "node:child_process";
import { LOCAL_STATE } from "./d1-cli.ts";
import { wranglerDevArgs } from "../tests/wrangler-dev.ts";

const port = Number(process.env.PORT ?? 8787);
const site = `http://127.0.0.1:${port}`;

const nextSteps = (siteUrl: string) =>
  [
    "",
    `Die Seite läuft: ${siteUrl}`,
    "Nächster Schritt für das Backoffice: ein Konto anlegen (Passwort wird verdeckt abgefragt),",
    "  npm run admin:create -- --email du@example.org",
    `dann anmelden unter ${siteUrl}/admin/login. Alle E-Mails der Seite stehen im Backoffice unter „E-Mails“.`,
    "",
  ].join("\n");

const wrangler = spawn(
  "wrangler",
  wranglerDevArgs({ buildDir: "build", port, stateDir: LOCAL_STATE, vars: { SITE_URL: site } }),
  {
    stdio: ["inherit", "pipe", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  },
);
let told = false;
wrangler.stdout.on("data", (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (!told && chunk.toString().includes("Ready on")) {
    told = true;
    process.stdout.write(nextSteps(site));
  }
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => wrangler.kill(signal));
wrangler.on("exit", (code) => process.exit(code ?? 0));
