/**
 * Creates or updates an administrator: `npm run admin:create -- --email E [--remote]`. The password
 * comes from the ADMIN_PASSWORD environment variable or a hidden prompt, never from the command
 * line (shell history, process list), and follows the same rule as the back office
 * (app/features/core/auth/password-policy.ts). Works while the site runs (D1's local SQLite file is
 * shared safely). Setting a password ends the profile's sessions.
 *
 * Administrators need a second factor (decision 0225): each sets hers up at her first sign-in. For a
 * local test or demo account only, ADMIN_TOTP_SECRET (base32, as authenticator apps take it) switches
 * one on with that key right away, so scripts can compute the codes (the end-to-end suite does);
 * refused with --remote, where a key known to a script would defeat the point.
 */
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import * as v from "valibot";
import { hashPassword } from "../app/features/core/auth/password.ts";
import { newPasswordSchema } from "../app/features/core/auth/password-policy.ts";
import { executeSql, sqlString } from "./d1-cli.ts";

const { values } = parseArgs({
  options: { email: { type: "string" }, remote: { type: "boolean", default: false } },
});

/** Reads a line from the terminal without echoing it. */
function hiddenPrompt(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (text: string) => {
      if (text.startsWith(question)) write.call(rl, question);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

const typedPassword =
  process.env.ADMIN_PASSWORD ??
  (process.stdin.isTTY ? await hiddenPrompt("Passwort (mindestens 12 Zeichen): ") : undefined);

const Args = v.object({
  email: v.pipe(
    v.string("--email fehlt"),
    v.trim(),
    v.toLowerCase(),
    v.email("--email ist keine gültige E-Mail-Adresse"),
  ),
  password: v.pipe(v.string("Passwort fehlt: ADMIN_PASSWORD setzen oder im Terminal eingeben"), newPasswordSchema),
  totpSecret: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Z2-7]{16,64}$/, "ADMIN_TOTP_SECRET muss ein Base32-Schlüssel sein (16 bis 64 Zeichen A-Z, 2-7)"),
      v.check(() => !values.remote, "ADMIN_TOTP_SECRET gilt nur lokal, nicht mit --remote"),
    ),
  ),
});
const parsed = v.safeParse(Args, { ...values, password: typedPassword, totpSecret: process.env.ADMIN_TOTP_SECRET });
if (!parsed.success) {
  console.error(`Fehler: ${parsed.issues.map((issue) => issue.message).join(", ")}`);
  console.error(
    "Aufruf: npm run admin:create -- --email name@example.de [--remote]  (Passwort: Eingabe oder ADMIN_PASSWORD)",
  );
  process.exit(1);
}

const { email, password, totpSecret } = parsed.output;
const hash = await hashPassword(password);
const id = crypto.randomUUID();
await executeSql(
  `INSERT INTO profiles (id, email, is_admin) VALUES (${sqlString(id)}, ${sqlString(email)}, 1)
     ON CONFLICT(email) DO UPDATE SET is_admin = 1, session_epoch = session_epoch + 1;
   INSERT INTO credentials (profile_id, password_hash, updated_at)
     SELECT id, ${sqlString(hash)}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM profiles WHERE email = ${sqlString(email)}
     ON CONFLICT(profile_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at;${
       totpSecret
         ? `
   INSERT INTO second_factors (profile_id, secret, enabled_at, last_step)
     SELECT id, ${sqlString(totpSecret)}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 0 FROM profiles WHERE email = ${sqlString(email)}
     ON CONFLICT(profile_id) DO UPDATE SET secret = excluded.secret, enabled_at = excluded.enabled_at, last_step = 0;
   DELETE FROM recovery_codes WHERE profile_id = (SELECT id FROM profiles WHERE email = ${sqlString(email)});`
         : ""
     }`,
  { remote: values.remote ?? false },
  "admin-create",
);
console.log(`Administrator ${email} ist angelegt (${values.remote ? "Produktion" : "lokal"}).`);
console.log(
  totpSecret
    ? "Zwei-Faktor-Anmeldung ist mit dem Schlüssel aus ADMIN_TOTP_SECRET eingeschaltet."
    : "Bei der ersten Anmeldung richtet sie die Zwei-Faktor-Anmeldung mit einer Authenticator-App ein.",
);
