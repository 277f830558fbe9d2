import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { campaignSchema, MAX_BODY_LENGTH, messageVersion } from "../../app/features/people/newsletter/campaign-schema";
import {
  CAMPAIGN_BATCH,
  CAMPAIGN_STATEMENTS_PER_RUN,
  createCampaign,
  finishCampaigns,
  listCampaigns,
  sendCampaign,
  sendTestCampaign,
} from "../../app/features/people/newsletter/campaigns.server";
import type { MailContent } from "../../app/features/core/mail/types";
import { verifyToken } from "../../app/lib/signed-token.server";
import { countingDb } from "./counting-db";

const SUBSCRIBERS = CAMPAIGN_BATCH * 2 + 7;

async function subscribers(confirmed: number, pending: number) {
  const rows = [
    ...Array.from({ length: confirmed }, (_, i) => [`c-${i}`, `leserin${i}@example.de`, "confirmed"]),
    ...Array.from({ length: pending }, (_, i) => [`p-${i}`, `offen${i}@example.de`, "pending"]),
  ];
  await env.DB.batch(
    rows.map(([id, email, status]) =>
      env.DB.prepare("INSERT INTO newsletter_subscriptions (id, email, status) VALUES (?, ?, ?)").bind(
        id,
        email,
        status,
      ),
    ),
  );
}

/** Each subscriber's campaign e-mails, counted: every one must be exactly 1. */
const mailsPerAddress = async (id: string) => {
  const counts = new Map<string, number>();
  for (const { to } of await campaignMails(id)) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
};

const campaignMails = async (id: string) =>
  (
    await env.DB.prepare("SELECT recipient, payload FROM mail_outbox WHERE kind = 'newsletter-campaign' AND ref_id = ?")
      .bind(id)
      .all<{ recipient: string; payload: string }>()
  ).results.map((row) => ({ to: row.recipient, mail: JSON.parse(row.payload) as MailContent }));

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare("DELETE FROM newsletter_subscriptions"),
    env.DB.prepare("DELETE FROM newsletter_campaigns"),
  ]);
});

describe("newsletter campaigns", () => {
  it(`sends to every confirmed subscriber (${SUBSCRIBERS}, in batches of ${CAMPAIGN_BATCH}), each with a personal one-click unsubscribe`, async () => {
    await subscribers(SUBSCRIBERS, 3);
    const id = await createCampaign(env, "coach", {
      subject: "Herbstimpulse",
      body: "Hallo,\n\nhier sind meine neuen Termine.\n<b>Kein HTML</b>",
    });
    expect(await sendCampaign(env, id)).toEqual({ written: SUBSCRIBERS, done: true, recipients: SUBSCRIBERS });
    const mails = await campaignMails(id);
    expect(mails).toHaveLength(SUBSCRIBERS);
    expect(new Set(mails.map((m) => m.to)).size).toBe(SUBSCRIBERS);
    expect(mails.some((m) => m.to.startsWith("offen"))).toBe(false);

    const first = mails.find((m) => m.to === "leserin0@example.de")!.mail;
    expect(first.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const token = decodeURIComponent(/token=([^>]+)>/.exec(first.headers?.["List-Unsubscribe"] ?? "")![1]!);
    expect(await verifyToken(env, token, "unsubscribe")).toEqual({ ok: true, id: "c-0" });
    expect(first.text).toContain("hier sind meine neuen Termine.");
    expect(first.html).toContain("&lt;b&gt;Kein HTML&lt;/b&gt;");

    const [row] = (await listCampaigns(env, 10)).rows;
    expect(row).toMatchObject({ status: "sent", recipients: SUBSCRIBERS });
    expect(row!.progress.queued + row!.progress.sent + row!.progress.failed).toBe(SUBSCRIBERS);
  });

  it("sends a campaign once, however often 'An alle senden' is clicked at the same moment", async () => {
    await subscribers(5, 0);
    const id = await createCampaign(env, "coach", { subject: "Einmal", body: "Nur einmal." });
    const results = await Promise.all([sendCampaign(env, id), sendCampaign(env, id), sendCampaign(env, id)]);
    expect(results.filter((r) => !("refused" in r))).toEqual([{ written: 5, done: true, recipients: 5 }]);
    // The other clicks hear that it is under way (or, if they came late, that it went out).
    for (const refused of results.filter((r) => "refused" in r)) {
      expect(["sending", "sent"]).toContain(refused.refused);
    }
    expect(results.filter((r) => "refused" in r)).toHaveLength(2);
    expect(await sendCampaign(env, crypto.randomUUID())).toEqual({ refused: "not_found" });
    expect(await campaignMails(id)).toHaveLength(5);
  });

  it("subscribers who signed up on /en get the English version, its unsubscribe note and link in English; without one, the German", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO newsletter_subscriptions (id, email, status, locale) VALUES ('de-1', 'leserin@example.de', 'confirmed', 'de'), ('en-1', 'reader@example.com', 'confirmed', 'en')",
      ),
    ]);
    const both = await createCampaign(env, "coach", {
      subject: "Herbstimpulse",
      body: "Hallo,\n\nhier sind meine neuen Termine.",
      subject_en: "Autumn ideas",
      body_en: "Hello,\n\nhere are my new dates.",
    });
    expect(await sendCampaign(env, both)).toMatchObject({ done: true, recipients: 2 });
    const mails = new Map((await campaignMails(both)).map((mail) => [mail.to, mail.mail]));
    const german = mails.get("leserin@example.de")!;
    const english = mails.get("reader@example.com")!;
    expect(german.text).toContain("hier sind meine neuen Termine.");
    expect(german.html).toContain('<html lang="de">');
    expect(german.headers?.["List-Unsubscribe"]).toContain("/newsletter/abmelden?token=");
    expect(english.text).toContain("here are my new dates.");
    expect(english.text).not.toContain("Termine");
    expect(english.text).toContain("Don't want any more emails from me?");
    expect(english.html).toContain('<html lang="en">');
    expect(english.headers?.["List-Unsubscribe"]).toContain("/en/newsletter/abmelden?token=");
    const { results } = await env.DB.prepare(
      "SELECT recipient, subject FROM mail_outbox WHERE ref_id = ? ORDER BY recipient",
    )
      .bind(both)
      .all<{ recipient: string; subject: string }>();
    expect(results).toEqual([
      { recipient: "leserin@example.de", subject: "Herbstimpulse" },
      { recipient: "reader@example.com", subject: "Autumn ideas" },
    ]);

    // Without an English version the English reader gets the German one, all of it German.
    const germanOnly = await createCampaign(env, "coach", { subject: "Nur Deutsch", body: "Bis bald." });
    await sendCampaign(env, germanOnly);
    const fallback = (await campaignMails(germanOnly)).find((mail) => mail.to === "reader@example.com")!.mail;
    expect(fallback.text).toContain("Bis bald.");
    expect(fallback.html).toContain('<html lang="de">');
    expect(fallback.headers?.["List-Unsubscribe"]).toContain("/newsletter/abmelden?token=");
    expect(fallback.headers?.["List-Unsubscribe"]).not.toContain("/en/");
  });

  it("the English version is optional but never half: a subject without its text (or the reverse) is refused on its field", () => {
    const german = { subject: "Herbst", body: "Text" };
    expect(v.parse(campaignSchema, { ...german, subject_en: "  ", body_en: "" })).toMatchObject({
      subject_en: null,
      body_en: null,
    });
    const halfSubject = v.safeParse(campaignSchema, { ...german, subject_en: "Autumn", body_en: "" });
    expect(v.flatten(halfSubject.issues!).nested).toEqual({
      body_en: ["Bitte geben Sie auch den englischen Text ein, oder lassen Sie die englische Fassung ganz leer."],
    });
    const halfBody = v.safeParse(campaignSchema, { ...german, subject_en: "", body_en: "Hello" });
    expect(v.flatten(halfBody.issues!).nested).toEqual({
      subject_en: ["Bitte geben Sie auch den englischen Betreff ein, oder lassen Sie die englische Fassung ganz leer."],
    });
    const twoLines = v.safeParse(campaignSchema, {
      ...german,
      subject_en: "Autumn\r\nBcc: x@example.com",
      body_en: "Hi",
    });
    expect(v.flatten(twoLines.issues!).nested?.subject_en).toEqual(["Der Betreff muss in eine Zeile passen."]);
    // An escape sequence or a bidi override in a header reads differently than it is stored.
    const controls = v.safeParse(campaignSchema, { ...german, subject: "Herbst\u001b[31m\u202e", body: "Text\u0000" });
    expect(v.flatten(controls.issues!).nested).toEqual({
      subject: ["Bitte entfernen Sie Steuerzeichen aus dem Text (z. B. aus kopierten Inhalten)."],
      body: ["Bitte entfernen Sie Steuerzeichen aus dem Text (z. B. aus kopierten Inhalten)."],
    });
  });

  it("one rule picks the version for newsletters and event notes: English only for an English reader and only when both English fields are written", () => {
    const german = { subject: "Herbst", body: "Text" };
    const both = { ...german, subject_en: "Autumn", body_en: "Text in English" };
    expect(messageVersion(both, "en")).toEqual({ locale: "en", subject: "Autumn", body: "Text in English" });
    expect(messageVersion(both, "de")).toEqual({ locale: "de", ...german });
    // A stored row from before the both-or-neither check, or an event note without English.
    expect(messageVersion({ ...german, subject_en: "Autumn", body_en: null }, "en")).toEqual({
      locale: "de",
      ...german,
    });
    expect(messageVersion({ ...german, subject_en: "", body_en: "Text" }, "en")).toEqual({ locale: "de", ...german });
    expect(messageVersion(german, "en")).toEqual({ locale: "de", ...german });
  });

  it("a test goes only to the acting administrator, marked as a test, and leaves the draft a draft", async () => {
    await subscribers(3, 0);
    const id = await createCampaign(env, "coach", { subject: "Probe", body: "Test." });
    expect(await sendTestCampaign(env, id, "johanna@example.de")).toBe(true);
    const { results } = await env.DB.prepare("SELECT recipient, subject FROM mail_outbox").all<{
      recipient: string;
      subject: string;
    }>();
    expect(results).toEqual([{ recipient: "johanna@example.de", subject: "[Test] Probe" }]);
    expect((await listCampaigns(env, 10)).rows[0]?.status).toBe("draft");
    // With an English version, the test shows both.
    const both = await createCampaign(env, "coach", {
      subject: "Probe",
      body: "Test.",
      subject_en: "Trial",
      body_en: "Test.",
    });
    await sendTestCampaign(env, both, "johanna@example.de");
    const tests = await env.DB.prepare("SELECT subject FROM mail_outbox WHERE ref_id = ? ORDER BY subject")
      .bind(both)
      .all<{ subject: string }>();
    expect(tests.results.map((row) => row.subject)).toEqual(["[Test] Probe", "[Test] Trial"]);
  });

  it(`a list longer than one request's ${CAMPAIGN_STATEMENTS_PER_RUN} D1 statements: the request writes what fits, the cron the rest, nobody twice`, async () => {
    const total = 320;
    await subscribers(total, 2);
    // The longest text a campaign may have, in two-byte letters: one e-mail per statement.
    const id = await createCampaign(env, "coach", { subject: "Jahresbrief", body: "Ä".repeat(MAX_BODY_LENGTH) });

    const request = countingDb();
    const first = await sendCampaign({ ...env, DB: request.db }, id);
    expect(request.statements()).toBeLessThanOrEqual(CAMPAIGN_STATEMENTS_PER_RUN);
    if ("refused" in first) throw new Error(`refused: ${first.refused}`);
    expect(first.done).toBe(false);
    expect(first.written).toBeGreaterThanOrEqual(CAMPAIGN_BATCH);
    expect(first.written).toBeLessThan(total);
    expect(await campaignMails(id)).toHaveLength(first.written);

    // The list counts who is still to come: the coach sees the whole list, not the first part.
    const [sending] = (await listCampaigns(env, 10)).rows;
    expect(sending).toMatchObject({ status: "sending" });
    expect(sending!.progress.total).toBe(total);
    expect(sending!.progress.queued + sending!.progress.sent + sending!.progress.failed).toBe(total);
    // "An alle senden" again is refused: it is under way.
    expect(await sendCampaign(env, id)).toEqual({ refused: "sending" });

    const cron = countingDb();
    expect(await finishCampaigns({ ...env, DB: cron.db })).toBe(total - first.written);
    expect(cron.statements()).toBeLessThanOrEqual(CAMPAIGN_STATEMENTS_PER_RUN);
    const counts = await mailsPerAddress(id);
    expect(counts.size).toBe(total);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const [sent] = (await listCampaigns(env, 10)).rows;
    expect(sent).toMatchObject({ status: "sent", recipients: total });
    expect(sent!.progress.total).toBe(total);
    // Nothing left: the next run has nothing to do.
    expect(await finishCampaigns(env)).toBe(0);
  });

  it("a send interrupted halfway answers what went out, and the cron finishes it, nobody twice, even by two runs at once", async () => {
    const total = CAMPAIGN_BATCH * 3;
    await subscribers(total, 0);
    const id = await createCampaign(env, "coach", { subject: "Abgebrochen", body: "Hallo,\n\nbis bald." });
    // D1 fails the second batch of e-mails: the send has begun, so the answer says so (no error), and
    // the cron goes on with it.
    let batches = 0;
    const failing = new Proxy(env.DB, {
      get(target, property) {
        if (property === "batch") {
          return (statements: D1PreparedStatement[]) => {
            if (++batches === 2) return Promise.reject(new Error("D1_ERROR: Network connection lost."));
            return target.batch(statements);
          };
        }
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    expect(await sendCampaign({ ...env, DB: failing }, id)).toEqual({
      written: CAMPAIGN_BATCH,
      done: false,
      recipients: CAMPAIGN_BATCH,
    });
    expect((await listCampaigns(env, 10)).rows[0]).toMatchObject({ status: "sending" });
    expect(await campaignMails(id)).toHaveLength(CAMPAIGN_BATCH);

    const runs = await Promise.all([finishCampaigns(env), finishCampaigns(env)]);
    expect(runs[0]! + runs[1]!).toBe(total - CAMPAIGN_BATCH);
    const counts = await mailsPerAddress(id);
    expect(counts.size).toBe(total);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect((await listCampaigns(env, 10)).rows[0]).toMatchObject({ status: "sent", recipients: total });
  });
});
