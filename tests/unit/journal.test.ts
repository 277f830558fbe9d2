import { env } from "cloudflare:test";
import { subHours, subMonths } from "date-fns";
import { beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../../app/components/ui/honeypot";
import { brand } from "../../app/config/brand";
import { ENTRY_FIELD, SHARE_FIELD } from "../../app/features/people/mindset/journal-entries";
import { journalConsentText } from "../../app/features/people/mindset/journal.server";
import type { MailContent } from "../../app/features/core/mail/types";
import { MINDSET_QUESTIONS } from "../../app/features/people/mindset/questions";
import { purgeExpiredRecords, RETENTION } from "../../app/features/core/privacy/retention.server";
import { eraseData, exportData } from "../../app/features/core/privacy/data-request.server";
import { withoutSecretLinks } from "../../app/features/compositions/admin/mail-log.server";
import { signToken } from "../../app/lib/signed-token.server";
import { messages } from "../../app/lib/messages";
import { messagesEn } from "../../app/lib/messages.en";
import { action as startAction } from "../../app/routes/journal";
import { action as confirmAction, loader as confirmLoader } from "../../app/routes/journal.bestaetigen";
import { action as journalAction, loader as journalLoader } from "../../app/routes/journal.$token";
import { action as adminJournalAction, loader as adminJournalLoader } from "../../app/routes/admin/mindset-journal";
import { callRoute, createProfile, get, post, sessionCookie } from "./admin-helpers";
import { clearFormTables, count, formPost, routeArgs, settle, unwrap } from "./contact.fixtures";

const ADDRESS = "mira@example.de";
const fetcher = { "Sec-Fetch-Mode": "cors", Accept: "*/*" };
const answers = Object.fromEntries(MINDSET_QUESTIONS.map((q, i) => [q.id, String(i % 4)]));
const startFields = (extra: Record<string, string> = {}) => ({
  email: ADDRESS,
  einwilligung: "ja",
  seite: "/mindsettest",
  ...answers,
  ...extra,
});

async function start(fields: Record<string, string>, path = "/journal") {
  const answer = unwrap<{ ok: boolean; fieldErrors?: Record<string, string>; message?: { text: string } }>(
    await startAction(routeArgs(formPost(path, fields, fetcher))),
  );
  await settle();
  return answer;
}

async function mails(kind: string) {
  const { results } = await env.DB.prepare(
    "SELECT payload, recipient FROM mail_outbox WHERE kind = ? ORDER BY created_at",
  )
    .bind(kind)
    .all<{ payload: string; recipient: string }>();
  return results.map((row) => ({ ...(JSON.parse(row.payload) as MailContent), recipient: row.recipient }));
}

/** The token of the newest e-mail of a kind whose link goes to `path` (read like a mail client would). */
async function tokenFrom(kind: string, path: RegExp): Promise<string> {
  const all = await mails(kind);
  const match = all.at(-1)?.text.match(path);
  if (!match?.[1]) throw new Error(`no link in ${kind} mail`);
  return decodeURIComponent(match[1]);
}
const confirmToken = () => tokenFrom("journal-confirm", /\/journal\/bestaetigen\?token=(\S+)/);
const journalTokenFrom = (kind: string) => tokenFrom(kind, /\/journal\/([A-Za-z0-9_.-]+)/);

const confirmPost = (token: string, path = "/journal/bestaetigen") =>
  confirmAction(routeArgs(formPost(path, { token })));

const journalArgs = (token: string, request: Request) => ({ ...routeArgs(request), params: { token } });
const openPage = async (token: string) =>
  unwrap<{ state: string; summary?: string; entries?: { text: string; shared: boolean }[] }>(
    await journalLoader(journalArgs(token, new Request(`http://klarsinn.test/journal/${token}`))),
  );
const write = async (token: string, text: string, shared: boolean) =>
  unwrap<{ ok: boolean; error?: string }>(
    await journalAction(
      journalArgs(
        token,
        formPost(`/journal/${token}`, {
          intent: "entry",
          [ENTRY_FIELD]: text,
          ...(shared ? { [SHARE_FIELD]: "ja" } : {}),
        }),
      ),
    ),
  );

/** Start, then confirm through the e-mail's link: the journal's token from the redirect. */
async function confirmedJournal(): Promise<string> {
  await start(startFields());
  const response = (await confirmPost(await confirmToken())) as Response;
  expect(response.status).toBe(302);
  const location = response.headers.get("Location") ?? "";
  expect(location).toMatch(/^\/journal\//);
  return decodeURIComponent(location.replace("/journal/", ""));
}

beforeEach(async () => {
  await clearFormTables();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mindset_journal"),
    env.DB.prepare("DELETE FROM mindset_journal_requests"),
  ]);
});

describe("Ergebnis per E-Mail und Journal starten", () => {
  it("keeps the consent record (text, time, page) and sends a confirmation e-mail without any answer in it", async () => {
    const before = new Date().toISOString();
    const { status, data } = await start(startFields({ email: " Mira@Example.de " }));
    expect(status).toBe(200);
    expect(data).toEqual({ ok: true, message: messages.journal.start.sent });
    const request = await env.DB.prepare("SELECT * FROM mindset_journal_requests").first<Record<string, string>>();
    expect(request).toMatchObject({ email: ADDRESS, on_page: "/mindsettest", locale: "de" });
    expect(request?.consent_text).toBe(journalConsentText("de"));
    expect(request?.consent_text).toContain("Art. 9 DSGVO");
    expect(request?.consent_text).toContain(brand.coach.firstName);
    expect((request?.created_at ?? "") >= before).toBe(true);
    expect(JSON.parse(request?.answers ?? "null")).toEqual(
      Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, Number(v)])),
    );
    // Nothing in the journal yet: only the visitor's click confirms.
    expect(await count("mindset_journal")).toBe(0);
    const [mail] = await mails("journal-confirm");
    expect(mail?.recipient).toBe(ADDRESS);
    expect(mail?.text).not.toContain(messages.journal.welcomeMail.resultLead);
  });

  it("refuses a post without consent, with a changed answer or from a bot, and stores nothing", async () => {
    const noConsent = await start(startFields({ einwilligung: "" }));
    expect(noConsent.status).toBe(400);
    expect(noConsent.data.fieldErrors?.einwilligung).toBe(messages.journal.start.errors.consent);
    const tampered = await start(startFields({ q03: "7" }));
    expect(tampered.status).toBe(400);
    expect(tampered.data.message?.text).toBe(messages.mindset.tampered);
    const bot = await start(startFields({ [HONEYPOT_FIELD]: "https://spam.example" }));
    expect(bot.status).toBe(200);
    expect(await count("mindset_journal_requests")).toBe(0);
    expect(await count("mail_outbox")).toBe(0);
  });

  it("sends one confirmation per address and resend window, however often the form is sent", async () => {
    await start(startFields());
    await start(startFields());
    expect(await count("mindset_journal_requests")).toBe(1);
    expect(await mails("journal-confirm")).toHaveLength(1);
  });

  it("answers in English on /en, and keeps the English consent text and links", async () => {
    const { status, data } = await start(startFields({ seite: "/en/mindsettest" }), "/en/journal");
    expect(status).toBe(200);
    expect(data.message).toEqual(messagesEn.journal.start.sent);
    const request = await env.DB.prepare("SELECT * FROM mindset_journal_requests").first<Record<string, string>>();
    expect(request).toMatchObject({ locale: "en", on_page: "/en/mindsettest", consent_text: journalConsentText("en") });
    const [mail] = await mails("journal-confirm");
    expect(mail?.text).toContain("/en/journal/bestaetigen?token=");
    expect(mail?.subject).toBe(messagesEn.journal.confirmMail.subject);
  });
});

describe("double opt-in", () => {
  it("changes nothing when the link is opened, and creates the journal on the button's POST", async () => {
    await start(startFields());
    const token = await confirmToken();
    const opened = unwrap<{ state: string }>(
      await confirmLoader(routeArgs(new Request(`http://klarsinn.test/journal/bestaetigen?token=${token}`))),
    );
    expect(opened.data.state).toBe("ready");
    expect(await count("mindset_journal")).toBe(0);

    const response = (await confirmPost(token)) as Response;
    expect(response.status).toBe(302);
    const journal = await env.DB.prepare("SELECT * FROM mindset_journal").first<Record<string, string>>();
    expect(journal).toMatchObject({ email: ADDRESS, on_page: "/mindsettest", consent_text: journalConsentText("de") });
    expect(journal?.consented_at).toBeTruthy();
    expect(journal?.summary).toContain(`${"Wo sich ein genauerer Blick lohnt"}:`);
    const entries = JSON.parse(journal?.journal_entries ?? "[]") as {
      kind: string;
      answers?: object;
      shared: boolean;
    }[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: "answers", shared: false });
    expect(await count("mindset_journal_requests")).toBe(0);
    // The result the visitor asked for, with the journal's link.
    const [welcome] = await mails("journal-welcome");
    expect(welcome?.text).toContain((journal?.summary ?? "").split("\n")[0] ?? "");
    expect(await journalTokenFrom("journal-welcome")).toBe(
      decodeURIComponent((response.headers.get("Location") ?? "").replace("/journal/", "")),
    );

    // A second click creates nothing more.
    const again = unwrap<{ state: string }>(await confirmPost(token));
    expect(again.data.state).toBe("already");
    expect(await count("mindset_journal")).toBe(1);
    expect(await mails("journal-welcome")).toHaveLength(1);
  });

  it("refuses a forged or missing link with a 4xx and creates nothing", async () => {
    const forged = unwrap<{ state: string }>(await confirmPost("eyJwIjoiam91cm5hbC1jb25maXJtIn0.AAAA"));
    expect(forged.status).toBe(400);
    const missing = unwrap<{ state: string }>(await confirmPost(""));
    expect(missing.status).toBe(400);
    expect(await count("mindset_journal")).toBe(0);
  });
});

describe("Mein Journal", () => {
  it("keeps private and shared entries as written; the coach sees only the shared one", async () => {
    const token = await confirmedJournal();
    const privateText = "Heute war es schwer.\n<b>Niemand</b> soll das lesen.";
    const sharedText = "Ich habe „Nein“ gesagt & es fühlte sich gut an.";
    expect((await write(token, privateText, false)).status).toBe(200);
    expect((await write(token, sharedText, true)).status).toBe(200);

    const page = await openPage(token);
    expect(page.data.entries).toEqual([
      expect.objectContaining({ text: sharedText, shared: true }),
      expect.objectContaining({ text: privateText, shared: false }),
    ]);

    const admin = await createProfile(`coach-${crypto.randomUUID()}@example.de`, true);
    const outcome = await callRoute(adminJournalLoader, get("/admin/mindset-journal", await sessionCookie(admin)));
    const rows = (outcome.body as { rows: { email: string; journal_entries: string }[] }).rows;
    const row = rows.find((r) => r.email === ADDRESS);
    expect(row?.journal_entries).toContain(JSON.stringify(sharedText).slice(1, -1));
    expect(row?.journal_entries).not.toContain("Niemand");
    expect(row?.journal_entries).not.toContain('"answers"');
    expect(Object.keys(row ?? {})).not.toContain("link_key");

    // No entry text in any e-mail.
    const { results } = await env.DB.prepare("SELECT payload, subject FROM mail_outbox").all<{
      payload: string;
      subject: string;
    }>();
    for (const mail of results) {
      expect(mail.payload).not.toContain("Niemand");
      expect(mail.payload).not.toContain("Nein");
    }
  });

  it("refuses an empty or overlong entry with a clear 400, keeping what was written", async () => {
    const token = await confirmedJournal();
    const blank = await write(token, "   \n ", true);
    expect(blank.status).toBe(400);
    expect(blank.data.error).toBe(messages.journal.page.errors.entryRequired);
    const long = await write(token, "x".repeat(4001), false);
    expect(long.status).toBe(400);
    expect(long.data.error).toBe(messages.journal.page.errors.entryTooLong);
    expect((await openPage(token)).data.entries).toEqual([]);
  });

  it("'Neuen Link anfordern' closes the old link and e-mails a new one that opens the journal", async () => {
    const token = await confirmedJournal();
    await write(token, "Vor dem neuen Link", false);
    const rotated = unwrap<{ ok: boolean; intent?: string }>(
      await journalAction(journalArgs(token, formPost(`/journal/${token}`, { intent: "rotate" }))),
    );
    expect(rotated.data).toEqual({ ok: true, intent: "rotate" });
    const old = await openPage(token);
    expect(old.status).toBe(404);
    expect(old.data.state).toBe("closed");
    // The old link writes nothing either.
    expect((await write(token, "Mit dem alten Link", true)).status).toBe(404);

    const fresh = await journalTokenFrom("journal-link");
    expect(fresh).not.toBe(token);
    const page = await openPage(fresh);
    expect(page.data.entries?.map((e) => e.text)).toEqual(["Vor dem neuen Link"]);
    const [mail] = await mails("journal-link");
    expect(mail?.recipient).toBe(ADDRESS);
  });

  it("opens nothing for a forged token", async () => {
    await confirmedJournal();
    expect((await openPage("abc.def")).status).toBe(404);
  });
});

describe("retention", () => {
  const NOW = Date.UTC(2026, 10, 22, 3, 17);
  const minute = 60_000;
  it("forgets unconfirmed requests and unused journals exactly after their periods", async () => {
    const pendingCutoff = subHours(NOW, RETENTION.pendingJournalHours).getTime();
    const idleCutoff = subMonths(NOW, RETENTION.idleJournalMonths).getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    const request = (id: string, at: number) =>
      env.DB.prepare(
        "INSERT INTO mindset_journal_requests (id, email, answers, consent_text, on_page, created_at) VALUES (?, ?, '{}', 'x', '/mindsettest', ?)",
      ).bind(id, `${id}@example.de`, iso(at));
    const journal = (id: string, createdAt: number, updatedAt: number | null) =>
      env.DB.prepare("INSERT INTO mindset_journal (id, email, created_at, updated_at) VALUES (?, ?, ?, ?)").bind(
        id,
        `${id}@example.de`,
        iso(createdAt),
        updatedAt === null ? null : iso(updatedAt),
      );
    await env.DB.batch([
      request("old-request", pendingCutoff - minute),
      request("new-request", pendingCutoff + minute),
      journal("idle", idleCutoff - minute, null),
      journal("used-lately", idleCutoff - 10 * minute, idleCutoff + minute),
      journal("young", idleCutoff + minute, null),
    ]);
    const report = await purgeExpiredRecords(env, NOW);
    expect(report).toMatchObject({ pendingJournals: 1, idleJournals: 1 });
    const ids = async (table: string) =>
      (await env.DB.prepare(`SELECT id FROM ${table} ORDER BY id`).all<{ id: string }>()).results.map((r) => r.id);
    expect(await ids("mindset_journal_requests")).toEqual(["new-request"]);
    expect(await ids("mindset_journal")).toEqual(["used-lately", "young"]);
  });
});

describe("Meine Daten and the e-mail log", () => {
  /** A data-request link for the address, as the Meine Daten e-mail carries it. */
  async function dataLink(): Promise<string> {
    const id = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO data_requests (id, email) VALUES (?, ?)").bind(id, ADDRESS).run();
    return signToken(env, "data-request", id);
  }

  // The export proves the mailbox, not the journal: a private entry appears by date and kind only, its
  // text stays behind the journal's own link (decision 0185, issue 54).
  it("exports the journal with its consent record, private entries by date only, and erases journal and request", async () => {
    const token = await confirmedJournal();
    await write(token, "Nur für mich", false);
    await start(startFields({ email: ADDRESS }));
    // A second, still unconfirmed request (after the resend window) is hers too.
    await env.DB.prepare("UPDATE mindset_journal_requests SET created_at = '2000-01-01T00:00:00.000Z'").run();
    await start(startFields());
    expect(await count("mindset_journal_requests")).toBeGreaterThan(0);

    const exported = await exportData(env, await dataLink());
    if (!exported.ok) throw new Error("export refused");
    const body = JSON.parse(exported.json) as {
      mindset_journals: { journal_entries: string; consent_text: string; on_page: string }[];
      mindset_journal_requests: unknown[];
    };
    expect(body.mindset_journals).toHaveLength(1);
    const entries = JSON.stringify(body.mindset_journals[0]?.journal_entries);
    expect(entries).not.toContain("Nur für mich");
    expect(entries).toContain('"kind":"entry"');
    expect(body.mindset_journals[0]).toMatchObject({ consent_text: journalConsentText("de"), on_page: "/mindsettest" });
    expect(body.mindset_journal_requests.length).toBeGreaterThan(0);

    const erased = await eraseData(env, await dataLink(), true);
    expect(erased.state).toBe("erased");
    expect(await count("mindset_journal")).toBe(0);
    expect(await count("mindset_journal_requests")).toBe(0);
    expect((await openPage(token)).status).toBe(404);
  });

  it("shows the coach that a journal link was sent, never the link itself", async () => {
    await confirmedJournal();
    const [welcome] = await mails("journal-welcome");
    const [confirm] = await mails("journal-confirm");
    for (const text of [welcome?.text ?? "", confirm?.text ?? ""]) {
      expect(text).toMatch(/\/journal\//);
      expect(withoutSecretLinks(text)).not.toMatch(/\/journal\//);
    }
    const english = "Open: https://example.test/en/journal/abc.def_123";
    expect(withoutSecretLinks(english)).not.toMatch(/journal|abc/);
  });
});

describe("the coach's summary", () => {
  it("is saved as written by an admin, refused when too long, and never touches the entries", async () => {
    const token = await confirmedJournal();
    await write(token, "Privat bleibt privat", false);
    const id = (await env.DB.prepare("SELECT id FROM mindset_journal").first<{ id: string }>())?.id ?? "";
    const cookie = await sessionCookie(await createProfile(`coach-${crypto.randomUUID()}@example.de`, true));
    const summary = "Mehr Ruhe im Alltag.\nNächster Schritt: Grenzen setzen.";
    const saved = await callRoute(
      adminJournalAction,
      post("/admin/mindset-journal", { intent: "summary", id, summary }, cookie),
    );
    expect(saved.status).toBe(200);
    const tooLong = await callRoute(
      adminJournalAction,
      post("/admin/mindset-journal", { intent: "summary", id, summary: "x".repeat(2001) }, cookie),
    );
    expect(tooLong.status).toBe(422);
    const row = await env.DB.prepare("SELECT summary, journal_entries FROM mindset_journal").first<{
      summary: string;
      journal_entries: string;
    }>();
    expect(row?.summary).toBe(summary);
    expect(row?.journal_entries).toContain("Privat bleibt privat");
  });
});
