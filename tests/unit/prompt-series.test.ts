import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ENTRY_FIELD } from "../../app/features/people/mindset/journal-entries";
import { insertJournal, journalToken } from "../../app/features/people/mindset/journal.server";
import { PROMPT_CONSENT_FIELD, PROMPT_FIELD, SERIES_FIELD } from "../../app/features/people/mindset/prompts";
import {
  deletePromptSeries,
  promptConsentText,
  savePromptSeries,
  sendDailyPrompts,
} from "../../app/features/people/mindset/prompts.server";
import type { MailContent } from "../../app/features/core/mail/types";
import { withoutSecretLinks } from "../../app/features/compositions/admin/mail-log.server";
import { eraseData, exportData } from "../../app/features/core/privacy/data-request.server";
import { purgeExpiredRecords, RETENTION } from "../../app/features/core/privacy/retention.server";
import { signToken } from "../../app/lib/signed-token.server";
import { messages } from "../../app/lib/messages";
import { messagesEn } from "../../app/lib/messages.en";
import { action as journalAction, loader as journalLoader } from "../../app/routes/journal.$token";
import { action as stopAction, loader as stopLoader } from "../../app/routes/journal.impulse.beenden";
import { clearFormTables, count, formPost, ORIGIN, routeArgs, unwrap } from "./contact.fixtures";

const ADDRESS = "lena@example.de";
const PROMPTS = ["Wofür bist du heute dankbar?", "Was hat dich heute zum Lächeln gebracht?", "Was darf bleiben?"];

async function newSeries(inJournal = true, prompts = PROMPTS) {
  await savePromptSeries(env, null, {
    name: "3 Tage Gegenwartsfreude",
    name_en: "3 days of joy in the present",
    prompts: prompts.map((de, i) => ({ de, en: i === 0 ? "What are you grateful for today?" : null })),
    in_journal: inJournal,
    eventIds: [],
    packageIds: [],
  });
  const row = await env.DB.prepare("SELECT id FROM prompt_series ORDER BY created_at DESC LIMIT 1").first<{
    id: string;
  }>();
  return row!.id;
}

async function newJournal(locale: "de" | "en" = "de") {
  const id = crypto.randomUUID();
  const linkKey = "0123456789abcdef0123456789abcdef";
  await insertJournal(env, {
    id,
    email: ADDRESS,
    locale,
    summary: null,
    created_at: new Date().toISOString(),
    journal_entries: [],
    consent: { text: "Einwilligung", at: new Date().toISOString(), page: "/mindsettest" },
    link_key: linkKey,
  });
  return { id, token: await journalToken(env, id, linkKey) };
}

const journalArgs = (token: string, request: Request) => ({ ...routeArgs(request), params: { token } });
const locale = (lang: "de" | "en") => (lang === "en" ? "/en" : "");

async function startFromJournal(
  token: string,
  seriesId: string,
  fields: Record<string, string> = {},
  lang: "de" | "en" = "de",
) {
  return unwrap<{ ok: boolean; intent?: string; state?: string; error?: string; field?: string }>(
    await journalAction(
      journalArgs(
        token,
        formPost(`${locale(lang)}/journal/${token}`, {
          intent: "start-series",
          [SERIES_FIELD]: seriesId,
          [PROMPT_CONSENT_FIELD]: "ja",
          ...fields,
        }),
      ),
    ),
  );
}

async function promptMails() {
  const { results } = await env.DB.prepare(
    "SELECT payload, recipient, dedupe_key, subject FROM mail_outbox WHERE kind = 'journal-prompt' ORDER BY created_at, subject",
  ).all<{ payload: string; recipient: string; dedupe_key: string; subject: string }>();
  return results.map((row) => ({ ...(JSON.parse(row.payload) as MailContent), dedupe: row.dedupe_key }));
}

const subscription = () =>
  env.DB.prepare("SELECT * FROM prompt_subscriptions LIMIT 1").first<{
    id: string;
    next_index: number;
    last_sent_day: string | null;
    stopped_at: string | null;
    finished_at: string | null;
    consent_text: string;
    consented_at: string;
    on_page: string;
  }>();

/** Starts the series "now" at `startedAt` (the subscription's first day is that Berlin day). */
async function startedAt(iso: string, seriesId: string, journalId: string) {
  await env.DB.prepare("UPDATE prompt_subscriptions SET last_sent_day = ? WHERE journal_id = ? AND series_id = ?")
    .bind(iso, journalId, seriesId)
    .run();
}

beforeEach(async () => {
  await clearFormTables();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM prompt_subscriptions"),
    env.DB.prepare("DELETE FROM prompt_series_targets"),
    env.DB.prepare("DELETE FROM prompt_series"),
    env.DB.prepare("DELETE FROM mindset_journal"),
  ]);
});

describe("Impulse starten in Mein Journal", () => {
  it("needs the consent box; keeps the consent record and sends day 1's prompt right away, with a stop link", async () => {
    const seriesId = await newSeries();
    const journal = await newJournal();
    const refused = await startFromJournal(journal.token, seriesId, { [PROMPT_CONSENT_FIELD]: "" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ ok: false, field: PROMPT_CONSENT_FIELD });
    expect(await count("prompt_subscriptions")).toBe(0);

    const before = new Date().toISOString();
    const { status, data } = await startFromJournal(journal.token, seriesId);
    expect(status).toBe(200);
    expect(data).toEqual({ ok: true, intent: "start-series", state: "started" });
    const row = await subscription();
    expect(row).toMatchObject({ next_index: 1, on_page: "/journal", stopped_at: null, finished_at: null });
    expect(row?.consent_text).toBe(promptConsentText("de", false));
    expect(row?.consent_text).toContain(messages.prompts.consent);
    expect((row?.consented_at ?? "") >= before).toBe(true);

    const [mail, ...more] = await promptMails();
    expect(more).toHaveLength(0);
    expect(mail?.to).toBe(ADDRESS);
    expect(mail?.subject).toBe(messages.prompts.mail.subject("3 Tage Gegenwartsfreude", 1));
    expect(mail?.text).toContain(PROMPTS[0]);
    // "Im Journal antworten" opens the journal with this prompt; the stop link and its RFC 8058 headers.
    expect(mail?.text).toMatch(new RegExp(`/journal/\\S+\\?impuls=${seriesId}%3A1`));
    expect(mail?.text).toMatch(/\/journal\/impulse\/beenden\?token=\S+/);
    expect(mail?.headers?.["List-Unsubscribe"]).toMatch(/^<https?:\/\/\S+\/journal\/impulse\/beenden\?token=\S+>$/);
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // A second click: the series already runs, nothing more is sent.
    const again = await startFromJournal(journal.token, seriesId);
    expect(again.data).toMatchObject({ ok: true, state: "already" });
    expect(await count("prompt_subscriptions")).toBe(1);
    expect(await promptMails()).toHaveLength(1);
  });

  it("offers only the series the coach offers in the journal; one not offered cannot be started by its id", async () => {
    const hidden = await newSeries(false);
    const journal = await newJournal();
    const page = unwrap<{ prompts: { offered: unknown[] } }>(
      await journalLoader(journalArgs(journal.token, new Request(`${ORIGIN}/journal/${journal.token}`))),
    );
    expect(page.data.prompts.offered).toEqual([]);
    const refused = await startFromJournal(journal.token, hidden);
    expect(refused.status).toBe(404);
    expect(await count("prompt_subscriptions")).toBe(0);
    expect(await count("mail_outbox")).toBe(0);
  });

  it("sends English prompts to an English journal (the German one where the coach wrote no English)", async () => {
    const seriesId = await newSeries();
    const journal = await newJournal("en");
    await startFromJournal(journal.token, seriesId, {}, "en");
    const [mail] = await promptMails();
    expect(mail?.subject).toBe(messagesEn.prompts.mail.subject("3 days of joy in the present", 1));
    expect(mail?.text).toContain("What are you grateful for today?");
    expect(mail?.text).toContain("/en/journal/");
  });
});

describe("the daily prompt job", () => {
  async function running(start = "2026-03-26") {
    const seriesId = await newSeries();
    const journal = await newJournal();
    await startFromJournal(journal.token, seriesId);
    await startedAt(start, seriesId, journal.id);
    return { seriesId, journal };
  }

  it("sends each prompt once per Berlin day from 7:00, never twice when it runs again the same day", async () => {
    await running("2026-03-26");
    // 06:50 in Berlin (CET, UTC+1): not yet.
    expect(await sendDailyPrompts(env, new Date("2026-03-27T05:50:00Z"))).toBe(0);
    // 07:00 in Berlin: day 2.
    expect(await sendDailyPrompts(env, new Date("2026-03-27T06:00:00Z"))).toBe(1);
    expect(await sendDailyPrompts(env, new Date("2026-03-27T06:10:00Z"))).toBe(0);
    expect(await sendDailyPrompts(env, new Date("2026-03-27T10:50:00Z"))).toBe(0);
    // After noon nothing is caught up any more; the next morning day 3, the last one.
    expect(await sendDailyPrompts(env, new Date("2026-03-28T11:10:00Z"))).toBe(0);
    expect(await sendDailyPrompts(env, new Date("2026-03-28T06:00:00Z"))).toBe(1);
    const row = await subscription();
    expect(row?.next_index).toBe(3);
    expect(row?.finished_at).not.toBeNull();
    // Finished: no more e-mails on the following days.
    expect(await sendDailyPrompts(env, new Date("2026-03-29T06:00:00Z"))).toBe(0);
    const mails = await promptMails();
    expect(mails.map((m) => m.subject)).toEqual(
      [1, 2, 3].map((day) => messages.prompts.mail.subject("3 Tage Gegenwartsfreude", day)),
    );
    expect(mails.map((m) => m.text.includes(PROMPTS[mails.indexOf(m)]!))).toEqual([true, true, true]);
    expect(new Set(mails.map((m) => m.dedupe)).size).toBe(3);
  });

  it("two runs at the same time send one prompt between them", async () => {
    await running("2026-03-26");
    const at = new Date("2026-03-27T07:00:00Z");
    const counts = await Promise.all([sendDailyPrompts(env, at), sendDailyPrompts(env, at), sendDailyPrompts(env, at)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await promptMails()).toHaveLength(2);
    expect((await subscription())?.next_index).toBe(2);
  });

  it("a run whose claim went through on a stale read still records no second e-mail (one per subscription and prompt)", async () => {
    const { seriesId } = await running("2026-03-26");
    const at = new Date("2026-03-27T07:00:00Z");
    expect(await sendDailyPrompts(env, at)).toBe(1);
    // The state a slower run had read: day 2 not yet sent. Its claim must find nothing to claim.
    await env.DB.prepare("UPDATE prompt_subscriptions SET next_index = 1, last_sent_day = '2026-03-26'").run();
    expect(await sendDailyPrompts(env, at)).toBe(0);
    const mails = await promptMails();
    expect(mails).toHaveLength(2);
    expect(mails.filter((m) => m.text.includes(PROMPTS[1]!))).toHaveLength(1);
    expect(seriesId).toBeTruthy();
  });

  it("counts Berlin days across the change to summer time and back: one prompt each day, none skipped", async () => {
    // Summer time begins on Sunday 29 March 2026 at 02:00 (UTC+1 → UTC+2).
    await running("2026-03-28");
    expect(await sendDailyPrompts(env, new Date("2026-03-29T04:50:00Z"))).toBe(0); // 06:50 CEST
    expect(await sendDailyPrompts(env, new Date("2026-03-29T05:00:00Z"))).toBe(1); // 07:00 CEST
    expect((await subscription())?.last_sent_day).toBe("2026-03-29");

    // Summer time ends on Sunday 25 October 2026 at 03:00 (UTC+2 → UTC+1).
    await env.DB.batch([env.DB.prepare("DELETE FROM prompt_subscriptions"), env.DB.prepare("DELETE FROM mail_outbox")]);
    await running("2026-10-24");
    expect(await sendDailyPrompts(env, new Date("2026-10-24T22:30:00Z"))).toBe(0); // 00:30 on the 25th
    expect(await sendDailyPrompts(env, new Date("2026-10-25T05:50:00Z"))).toBe(0); // 06:50 CET
    expect(await sendDailyPrompts(env, new Date("2026-10-25T06:00:00Z"))).toBe(1); // 07:00 CET
    expect((await subscription())?.last_sent_day).toBe("2026-10-25");
    // The night of the 26th begins at 23:00 UTC: still the 25th until then.
    expect(await sendDailyPrompts(env, new Date("2026-10-25T10:59:00Z"))).toBe(0);
    expect(await sendDailyPrompts(env, new Date("2026-10-26T06:00:00Z"))).toBe(1);
  });

  it("stops: the link's GET changes nothing, its POST ends the e-mails for good; the RFC 8058 one-click POST too", async () => {
    await running("2026-03-26");
    const [first] = await promptMails();
    const token = decodeURIComponent(first!.text.match(/\/journal\/impulse\/beenden\?token=(\S+)/)![1]!);
    const page = unwrap<{ state: string; name?: string }>(
      await stopLoader(routeArgs(new Request(`${ORIGIN}/journal/impulse/beenden?token=${encodeURIComponent(token)}`))),
    );
    expect(page.data).toMatchObject({ state: "ready", name: "3 Tage Gegenwartsfreude" });
    expect((await subscription())?.stopped_at).toBeNull();

    const stopped = unwrap<{ state: string }>(
      await stopAction(routeArgs(formPost("/journal/impulse/beenden", { token }))),
    );
    expect(stopped.data.state).toBe("stopped");
    expect((await subscription())?.stopped_at).not.toBeNull();
    expect(await sendDailyPrompts(env, new Date("2026-03-27T06:00:00Z"))).toBe(0);
    expect(await sendDailyPrompts(env, new Date("2026-03-28T06:00:00Z"))).toBe(0);
    expect(await promptMails()).toHaveLength(1);
    const again = unwrap<{ state: string }>(
      await stopAction(routeArgs(formPost("/journal/impulse/beenden", { token }))),
    );
    expect(again.data.state).toBe("already");

    // A mail client's one-click POST: the token in the address, List-Unsubscribe=One-Click in the body.
    await env.DB.batch([env.DB.prepare("DELETE FROM prompt_subscriptions"), env.DB.prepare("DELETE FROM mail_outbox")]);
    await running("2026-03-26");
    const [mail] = await promptMails();
    const header = mail!.headers!["List-Unsubscribe"]!.slice(1, -1);
    const oneClick = unwrap<{ state: string }>(
      await stopAction(
        routeArgs(
          new Request(header, {
            method: "POST",
            body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
          }),
        ),
      ),
    );
    expect(oneClick.data.state).toBe("stopped");
    expect(await sendDailyPrompts(env, new Date("2026-03-27T06:00:00Z"))).toBe(0);
  });

  it("a bad stop link stops nothing", async () => {
    await running("2026-03-26");
    const bad = unwrap<{ state: string }>(
      await stopAction(routeArgs(formPost("/journal/impulse/beenden", { token: "x.y" }))),
    );
    expect(bad.status).toBe(400);
    expect((await subscription())?.stopped_at).toBeNull();
  });

  it("a deleted series sends nothing more; a shortened one ends", async () => {
    const { seriesId } = await running("2026-03-26");
    await env.DB.prepare(
      "UPDATE prompt_series SET prompts = json_array(json_object('de', 'Nur noch einer', 'en', NULL))",
    ).run();
    expect(await sendDailyPrompts(env, new Date("2026-03-27T06:00:00Z"))).toBe(0);
    expect((await subscription())?.finished_at).not.toBeNull();
    expect(await deletePromptSeries(env, seriesId)).toBe(true);
    expect(await count("prompt_subscriptions")).toBe(0);
  });
});

describe("answering a prompt in the journal", () => {
  it("opens with the prompt the e-mail named, stores the entry with it, and never puts an entry into an e-mail", async () => {
    const seriesId = await newSeries();
    const journal = await newJournal();
    await startFromJournal(journal.token, seriesId);
    const [mail] = await promptMails();
    const link = new URL(mail!.text.match(/https?:\/\/\S+\/journal\/\S+\?impuls=\S+/)![0]);
    const page = unwrap<{ answering: { day: number; text: string } | null; prompts: { running: unknown[] } }>(
      await journalLoader(journalArgs(journal.token, new Request(`${ORIGIN}${link.pathname}${link.search}`))),
    );
    expect(page.data.answering).toMatchObject({ day: 1, text: PROMPTS[0] });
    expect(page.data.prompts.running).toHaveLength(1);

    // A prompt not sent yet (day 2) is not offered, and an entry naming it is stored without it.
    const early = unwrap<{ answering: unknown }>(
      await journalLoader(
        journalArgs(journal.token, new Request(`${ORIGIN}/journal/${journal.token}?impuls=${seriesId}:2`)),
      ),
    );
    expect(early.data.answering).toBeNull();

    const entry = "Für die Sonne auf dem Balkon, ganz privat.";
    const write = (ref: string) =>
      journalAction(
        journalArgs(
          journal.token,
          formPost(`/journal/${journal.token}`, { intent: "entry", [ENTRY_FIELD]: entry, [PROMPT_FIELD]: ref }),
        ),
      );
    expect(unwrap<{ ok: boolean }>(await write(`${seriesId}:1`)).data.ok).toBe(true);
    expect(unwrap<{ ok: boolean }>(await write(`${seriesId}:2`)).data.ok).toBe(true);
    const stored = await env.DB.prepare("SELECT journal_entries FROM mindset_journal WHERE id = ?")
      .bind(journal.id)
      .first<{ journal_entries: string }>();
    const entries = JSON.parse(stored!.journal_entries) as { text: string; prompt?: unknown; shared: boolean }[];
    expect(entries[0]).toMatchObject({
      text: entry,
      shared: false,
      prompt: { series: seriesId, day: 1, text: PROMPTS[0] },
    });
    expect(entries[1]?.prompt).toBeUndefined();

    await sendDailyPrompts(env, new Date("2099-01-02T07:00:00Z"));
    const { results } = await env.DB.prepare("SELECT payload, subject FROM mail_outbox").all<{
      payload: string;
      subject: string;
    }>();
    expect(results.length).toBeGreaterThan(1);
    for (const row of results) expect(`${row.subject}${row.payload}`).not.toContain("Balkon");
  });
});

describe("privacy", () => {
  async function dataLink(): Promise<string> {
    const id = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO data_requests (id, email) VALUES (?, ?)").bind(id, ADDRESS).run();
    return signToken(env, "data-request", id);
  }

  it("Meine Daten exports each series with its consent record and erases it with the journal", async () => {
    const seriesId = await newSeries();
    const journal = await newJournal();
    await startFromJournal(journal.token, seriesId);
    const exported = await exportData(env, await dataLink());
    if (!exported.ok) throw new Error("export refused");
    const body = JSON.parse(exported.json) as { prompt_series: Record<string, unknown>[] };
    expect(body.prompt_series).toHaveLength(1);
    expect(body.prompt_series[0]).toMatchObject({
      series: "3 Tage Gegenwartsfreude",
      prompts_sent: 1,
      consent_text: promptConsentText("de", false),
      on_page: "/journal",
      stopped_at: null,
    });

    expect((await eraseData(env, await dataLink(), true)).state).toBe("erased");
    expect(await count("prompt_subscriptions")).toBe(0);
    expect(await count("mindset_journal")).toBe(0);
    expect(await sendDailyPrompts(env, new Date("2099-01-02T07:00:00Z"))).toBe(0);
    // The coach's series stays: it is her text, not the visitor's data.
    expect(await count("prompt_series")).toBe(1);
  });

  it("the nightly purge deletes a series ended longer ago than RETENTION.endedPromptSeriesMonths, and no other", async () => {
    const now = Date.UTC(2026, 10, 22, 3, 17);
    const cutoff = new Date(now);
    cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION.endedPromptSeriesMonths);
    const seriesId = await newSeries();
    const journal = await newJournal();
    const row = (id: string, column: "stopped_at" | "finished_at" | null, at: string | null) =>
      env.DB.prepare(
        `INSERT INTO prompt_subscriptions (id, journal_id, series_id, consent_text, consented_at, on_page${column ? `, ${column}` : ""})
         VALUES (?, ?, ?, 'Einwilligung', '2025-01-01T00:00:00.000Z', '/journal'${column ? ", ?" : ""})`,
      ).bind(...[id, journal.id, seriesId, ...(column ? [at] : [])]);
    await env.DB.batch([
      row("stopped-long-ago", "stopped_at", new Date(cutoff.getTime() - 60_000).toISOString()),
      row("finished-long-ago", "finished_at", new Date(cutoff.getTime() - 60_000).toISOString()),
      row("stopped-lately", "stopped_at", new Date(cutoff.getTime() + 60_000).toISOString()),
      row("running", null, null),
    ]);
    // The journal was used lately: only the ended series' age counts.
    await env.DB.prepare("UPDATE mindset_journal SET updated_at = ?").bind(new Date(now).toISOString()).run();
    const report = await purgeExpiredRecords(env, now);
    expect(report).toMatchObject({ endedPromptSeries: 2, idleJournals: 0 });
    const { results } = await env.DB.prepare("SELECT id FROM prompt_subscriptions ORDER BY id").all<{ id: string }>();
    expect(results.map((r) => r.id)).toEqual(["running", "stopped-lately"]);
  });

  it("shows the coach that a prompt went out, never the journal or the stop link", async () => {
    const seriesId = await newSeries();
    const journal = await newJournal();
    await startFromJournal(journal.token, seriesId);
    const [mail] = await promptMails();
    expect(mail?.text).toMatch(/\/journal\//);
    expect(withoutSecretLinks(mail!.text)).not.toMatch(/\/journal\//);
    expect(withoutSecretLinks(mail!.text)).toContain(PROMPTS[0]);
  });
});
