/**
 * Creates or updates an administrator: `npm run admin:create -- --email E --password P [--remote]`.
 * Works while the site runs (D1's local SQLite file is shared safely).
 */
import { parseArgs } from "node:util";
import * as v from "valibot";
import { hashPassword, MIN_PASSWORD_LENGTH } from "../app/features/auth/password.ts";
import { executeSql, sqlString } from "./d1-cli.ts";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, remote: { type: "boolean", default: false } },
});

const Args = v.object({
  email: v.pipe(
    v.string("--email fehlt"),
    v.trim(),
    v.toLowerCase(),
    v.email("--email ist keine gültige E-Mail-Adresse"),
  ),
  password: v.pipe(
    v.string("--password fehlt"),
    v.minLength(MIN_PASSWORD_LENGTH, `--password braucht mindestens ${MIN_PASSWORD_LENGTH} Zeichen`),
  ),
});
const parsed = v.safeParse(Args, values);
if (!parsed.success) {
  console.error(`Fehler: ${parsed.issues.map((issue) => issue.message).join(", ")}`);
  console.error("Aufruf: npm run admin:create -- --email name@example.de --password 'geheim' [--remote]");
  process.exit(1);
}

const { email, password } = parsed.output;
const hash = await hashPassword(password);
const id = crypto.randomUUID();
executeSql(
  `INSERT INTO profiles (id, email, is_admin) VALUES (${sqlString(id)}, ${sqlString(email)}, 1)
     ON CONFLICT(email) DO UPDATE SET is_admin = 1;
   INSERT INTO credentials (profile_id, password_hash, updated_at)
     SELECT id, ${sqlString(hash)}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM profiles WHERE email = ${sqlString(email)}
     ON CONFLICT(profile_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at;`,
  { remote: values.remote ?? false },
  "admin-create",
);
console.log(`Administrator ${email} ist angelegt (${values.remote ? "Produktion" : "lokal"}).`);
