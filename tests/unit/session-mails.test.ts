/**
 * The e-mails around a session (decision 0212) in the Workers runtime with real D1: the check-in
 * before and the follow-up after a 1:1 session, sent once per booking and kind even when the cron
 * runs twice at the same time; switchable per appointment type; the reminder's timing and text from
 * the coach's editor, whose placeholders are checked; and the notice of a shared journal entry.
 */
import { env } from "cloudflare:test";
import * as v from "valibot";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queueReminders } from "../../app/features/core/booking/lifecycle.server";
import {
  DEFAULT_SESSION_MAIL_TEXTS,
  PLACEHOLDERS,
  PREVIEW_VALUES,
  renderSessionMailText,
  SessionMailTextSchema,
} from "../../app/features/core/mail/session-texts";
import { saveSessionMailText, sessionMailTexts } from "../../app/features/core/mail/session-texts.server";
import type { MailContent } from "../../app/features/core/mail/types";
import { noticeSharedEntry, shareNoticeKey } from "../../app/features/people/mindset/share-notice.server";
import { saveSessionMailSwitches } from "../../app/features/people/session-mails/editor.server";
import {
  queueSessionCheckins,
  queueSessionFollowups,
  queueSessionMails,
} from "../../app/features/people/session-mails/mails.server";
import { adminMessages } from "../../app/lib/messages.admin";
import { mailMessages } from "../../app/lib/messages.mail";
import { mailMessagesEn } from "../../app/lib/messages.mail.en";
import { seedAppointmentTypeId, seedStatements } from "../../db/seed-data";
import { insertBooking, insertEvent } from "./booking-fixtures";

const HOUR = 60 * 60 * 1000;
const COACHING_60 = seedAppointmentTypeId(2);
/** The session: Friday 12 June 2099, 10:00–11:00 in Berlin (summer time), i.e. 08:00–09:00 UTC. */
const START = new Date("2099-06-12T08:00:00Z");
const END = new Date("2099-06-12T09:00:00Z");
const v_ = adminMessages.sessionMails.validation;
const f = adminMessages.sessionMails.fields;

async function mailsOf(bookingId: string, kind: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, dedupe_key, subject, payload FROM mail_outbox WHERE ref_id = ? AND kind = ?",
  )
    .bind(bookingId, kind)
    .all<{ id: string; dedupe_key: string; subject: string; payload: string }>();
  return results.map((row) => ({ ...row, mail: JSON.parse(row.payload) as MailContent }));
}

async function session(
  overrides: {
    typeId?: string;
    attendance?: "attended" | "no_show";
    locale?: "de" | "en";
    status?: "confirmed" | "pending";
  } = {},
) {
  const event = await insertEvent({
    kind: "session",
    slug: null,
    title: "Einzelcoaching (60 Minuten)",
    title_en: "1:1 coaching (60 minutes)",
    appointment_type_id: overrides.typeId ?? COACHING_60,
    session_place: "online",
    event_date: "2099-06-12",
    start_time: "10:00",
    end_time: "11:00",
    location: "Online per Video",
    price_cents: 14000,
  });
  const booking = await insertBooking(event.id, "Sina Sommer", {
    status: overrides.status ?? "confirmed",
    locale: overrides.locale ?? "de",
  });
  if (overrides.attendance)
    await env.DB.prepare("UPDATE klarsinn_booking SET attendance = ? WHERE id = ?")
      .bind(overrides.attendance, booking.id)
      .run();
  return booking;
}

beforeAll(async () => {
  await env.DB.batch(seedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
});

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM session_mail_texts").run();
  await saveSessionMailSwitches(env, COACHING_60, { checkin: true, followup: true });
});

describe("the check-in before a session", () => {
  it("goes once, inside the coach's hours before the start (24 by default), with her text and the booking's button", async () => {
    const booking = await session();
    expect(await queueSessionCheckins(env, new Date(START.getTime() - 25 * HOUR))).toBe(0);
    expect(await queueSessionCheckins(env, new Date(START.getTime() - 23 * HOUR))).toBeGreaterThanOrEqual(1);
    expect(await queueSessionCheckins(env, new Date(START.getTime() - 22 * HOUR))).toBe(0);
    const [mail, ...more] = await mailsOf(booking.id, "session-checkin");
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("Worum soll es morgen gehen?");
    expect(mail?.mail.text).toContain("Hallo Sina Sommer,");
    expect(mail?.mail.text).toContain("morgen um 10:00 Uhr sehen wir uns: „Einzelcoaching (60 Minuten)“");
    // Without a journal of her own: the button opens Meine Buchung.
    expect(mail?.mail.text).toMatch(/Meine Buchung: http:\/\/klarsinn\.test\/buchung\//);
  });

  it("is sent once per booking even when several cron runs write at the same time", async () => {
    const booking = await session();
    const at = new Date(START.getTime() - 12 * HOUR);
    const countRows = async () =>
      (
        await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'session-checkin'").first<{
          n: number;
        }>()
      )?.n ?? 0;
    const before = await countRows();
    const runs = await Promise.all([
      queueSessionMails(env, at),
      queueSessionMails(env, at),
      queueSessionMails(env, at),
    ]);
    const rows = await mailsOf(booking.id, "session-checkin");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.dedupe_key).toBe(`session-checkin:${booking.id}`);
    // Exactly one of the runs made (and queued) that row: the others got nothing back from the insert.
    const queued = runs.reduce((sum, run) => sum + run.checkins, 0);
    expect(queued).toBe((await countRows()) - before);
    expect(queued).toBeGreaterThanOrEqual(1);
  });

  it("is not sent for a type whose check-in is off, nor for a booking that is not confirmed", async () => {
    await saveSessionMailSwitches(env, COACHING_60, { checkin: false, followup: true });
    const off = await session();
    await saveSessionMailSwitches(env, COACHING_60, { checkin: true, followup: true });
    const pending = await session({ status: "pending" });
    await saveSessionMailSwitches(env, COACHING_60, { checkin: false, followup: true });
    await queueSessionCheckins(env, new Date(START.getTime() - 2 * HOUR));
    expect(await mailsOf(off.id, "session-checkin")).toHaveLength(0);
    await saveSessionMailSwitches(env, COACHING_60, { checkin: true, followup: true });
    await queueSessionCheckins(env, new Date(START.getTime() - 2 * HOUR));
    expect(await mailsOf(pending.id, "session-checkin")).toHaveLength(0);
  });
});

describe("the follow-up after a session", () => {
  it("goes once, the coach's hours after the end (3 by default), in the booking's language; not after a no-show", async () => {
    const booking = await session({ locale: "en" });
    const absent = await session({ attendance: "no_show" });
    expect(await queueSessionFollowups(env, new Date(END.getTime() + 2 * HOUR))).toBe(0);
    await queueSessionFollowups(env, new Date(END.getTime() + 3 * HOUR + 1));
    await queueSessionFollowups(env, new Date(END.getTime() + 5 * HOUR));
    const rows = await mailsOf(booking.id, "session-followup");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toBe(DEFAULT_SESSION_MAIL_TEXTS.followup.subject_en);
    expect(rows[0]?.mail.text).toContain("Hello Sina Sommer,");
    expect(await mailsOf(absent.id, "session-followup")).toHaveLength(0);
  });

  it("a session long past gets none (the window closes two days after it fell due)", async () => {
    const booking = await session();
    await queueSessionFollowups(env, new Date(END.getTime() + 60 * HOUR));
    expect(await mailsOf(booking.id, "session-followup")).toHaveLength(0);
  });
});

describe("the coach's texts", () => {
  it("the delivered reminder text is today's catalogue text, word for word, in both languages", () => {
    const values = { ...PREVIEW_VALUES.de, termin: "Workshop" };
    const de = renderSessionMailText(DEFAULT_SESSION_MAIL_TEXTS.reminder, "de", values);
    expect(de.subject).toBe(mailMessages.reminder.subject("Workshop", values.datum));
    expect(de.paragraphs).toEqual(mailMessages.reminder.paragraphs("Workshop"));
    const en = renderSessionMailText(DEFAULT_SESSION_MAIL_TEXTS.reminder, "en", values);
    expect(en.subject).toBe(mailMessagesEn.reminder.subject("Workshop", values.datum));
    expect(en.paragraphs).toEqual(mailMessagesEn.reminder.paragraphs("Workshop"));
  });

  it("refuses an unknown placeholder, an open brace and hours out of range, each with a clear German message", () => {
    const form = {
      hours: "48",
      subject: "Bis bald, {vorname}!",
      body: "Wir sehen uns am {datum um {uhrzeit}.",
      subject_en: "See you {datum}",
      body_en: "See you.",
    };
    const result = v.safeParse(SessionMailTextSchema, form);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));
    expect(messages.subject).toBe(v_.unknownPlaceholder(f.subject, ["vorname"], PLACEHOLDERS));
    expect(messages.subject).toContain("Den Platzhalter {vorname} kenne ich nicht. Möglich sind {name}, {termin}");
    expect(messages.body).toBe(v_.braces(f.body));
    expect(
      v.safeParse(SessionMailTextSchema, { ...form, subject: "x", body: "y", hours: "0" }).issues?.[0]?.message,
    ).toBe(v_.hours(1, 336));
    expect(
      v.safeParse(SessionMailTextSchema, { ...form, subject: "Hallo {name}", body: "{termin} am {datum}" }).success,
    ).toBe(true);
  });

  it("the reminder follows the saved timing and text", async () => {
    const event = await insertEvent({
      event_date: "2099-06-12",
      start_time: "10:00",
      end_time: "14:00",
      title: "Werkstatt",
    });
    const booking = await insertBooking(event.id, "Rita Rot");
    await saveSessionMailText(env, "reminder", {
      hours: 72,
      subject: "Bald: {termin}",
      body: "Liebe Grüße vor {termin} am {datum}.\n\nBis dann!",
      subject_en: "Soon: {termin}",
      body_en: "See you.",
    });
    expect((await sessionMailTexts(env)).reminder).toMatchObject({ hours: 72, customised: true });
    await queueReminders(env, new Date(START.getTime() - 71 * HOUR));
    const [mail] = await mailsOf(booking.id, "booking-reminder");
    expect(mail?.subject).toBe("Bald: Werkstatt");
    expect(mail?.mail.text).toContain("Liebe Grüße vor Werkstatt am Freitag, 12. Juni 2099.\n\nBis dann!");
  });
});

describe("a shared journal entry", () => {
  it("tells the coach once per journal and half hour, with no content and no address, only the back office's link", async () => {
    const journal = crypto.randomUUID();
    const at = Date.UTC(2099, 0, 1, 9, 0);
    await noticeSharedEntry(env, journal, at);
    await noticeSharedEntry(env, journal, at + 10 * 60_000);
    await noticeSharedEntry(env, journal, at + 31 * 60_000);
    const { results } = await env.DB.prepare(
      "SELECT dedupe_key, payload FROM mail_outbox WHERE kind = 'journal-shared' AND ref_id = ? ORDER BY created_at",
    )
      .bind(journal)
      .all<{ dedupe_key: string; payload: string }>();
    expect(results.map((row) => row.dedupe_key)).toEqual([
      shareNoticeKey(journal, at),
      shareNoticeKey(journal, at + 31 * 60_000),
    ]);
    const text = (JSON.parse(results[0]!.payload) as MailContent).text;
    expect(text).toContain("/admin/mindset-journal");
    expect(text).not.toContain("@");
  });
});
