import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { SETTINGS_CACHE_KEY } from "../../app/features/core/business/settings.server";
import { confirmWithPassword } from "../../app/features/core/auth/reauth.server";
import * as settingsRoute from "../../app/routes/admin/einstellungen";
import { callRoute, createProfile, post, seed, sessionCookie } from "./admin-helpers";
import { atWindowStart } from "./clock";

/**
 * The bank account in her settings (issue 54): a new IBAN or account holder is saved only with the
 * acting administrator's current password, and every administrator gets a notice with the new IBAN
 * masked. The re-authentication itself is throttled per account.
 */
const form = (iban: string, extra: Record<string, string> = {}) => ({
  intent: "save",
  issuer_name: "Johanna Lindner Coaching",
  street: "Am Markt 3",
  postal_code: "38100",
  city: "Braunschweig",
  vat_id: "",
  tax_number: "13/123/45678",
  account_holder: "Johanna Lindner",
  iban,
  bic: "COBADEFFXXX",
  bank_name: "Commerzbank",
  ...extra,
});
const FIRST = "DE89 3704 0044 0532 0130 00";
const OTHER = "DE75 5121 0800 1245 1261 99";

const storedIban = async () => {
  const row = await env.DB.prepare("SELECT settings FROM klarsinn_business_settings").first<{ settings: string }>();
  return row ? (JSON.parse(row.settings) as { iban: string }).iban : null;
};
const notices = () =>
  env.DB.prepare(
    "SELECT recipient, json_extract(payload, '$.text') AS text FROM mail_outbox WHERE kind = 'bank-account-changed'",
  ).all<{
    recipient: string;
    text: string;
  }>();

let adminId = "";
let cookie = "";
let otherAdmin = "";
beforeEach(async () => {
  await seed();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM klarsinn_business_settings"),
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare("DELETE FROM rate_limits"),
  ]);
  await env.KV.delete(SETTINGS_CACHE_KEY);
  adminId = await createProfile(`admin-${crypto.randomUUID()}@example.de`, true);
  otherAdmin = `zweite-${crypto.randomUUID()}@example.de`;
  await createProfile(otherAdmin, true);
  cookie = await sessionCookie(adminId);
});

const save = (body: Record<string, string>) =>
  callRoute(settingsRoute.action, post("/admin/einstellungen", body, cookie));

describe("a new bank account", () => {
  it("needs her current password: missing or wrong stores nothing and sends nothing", async () => {
    const missing = await save(form(OTHER));
    expect(missing.status).toBe(403);
    expect(JSON.stringify(missing.body)).toContain("aktuellen Passwort");
    const wrong = await save(form(OTHER, { current_password: "falsch-falsch" }));
    expect(wrong.status).toBe(403);
    expect(await storedIban()).toBeNull();
    expect((await notices()).results).toHaveLength(0);
  });

  it("with the password it is saved, and every administrator gets a notice with the IBAN masked", async () => {
    const answer = await save(form(OTHER, { current_password: "richtig-123" }));
    expect(answer.status).toBe(200);
    expect(await storedIban()).toBe("DE75512108001245126199");
    const sent = (await notices()).results;
    expect(sent.map((mail) => mail.recipient)).toContain(otherAdmin);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const mail of sent) {
      expect(mail.text).toContain("DE75 … 6199");
      expect(mail.text).not.toContain("DE75512108001245126199");
    }
  });

  it("saving other settings with the same account asks for no password", async () => {
    expect((await save(form(FIRST, { current_password: "richtig-123" }))).status).toBe(200);
    await env.DB.prepare("DELETE FROM mail_outbox").run();
    const again = await save({ ...form("DE89370400440532013000"), city: "Wolfsburg" });
    expect(again.status).toBe(200);
    expect((await notices()).results).toHaveLength(0);
  });
});

describe("re-authentication under guessing", () => {
  it("stops after 5 wrong passwords in 15 minutes, even for the right one, and a right one gives its slot back", async () => {
    await atWindowStart(async () => {
      expect(await confirmWithPassword(env, adminId, "richtig-123")).toBe("ok");
      for (let i = 0; i < 5; i++) expect(await confirmWithPassword(env, adminId, `falsch-${i}`)).toBe("wrong");
      expect(await confirmWithPassword(env, adminId, "richtig-123")).toBe("throttled");
      const answer = await save(form(OTHER, { current_password: "richtig-123" }));
      expect(answer.status).toBe(429);
      expect(await storedIban()).toBeNull();
    });
  });
});
