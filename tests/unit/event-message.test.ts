import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type EventMessageInput, MAX_EVENT_MESSAGE_LENGTH } from "../../app/features/people/event-message/schema";
import { sendEventMessage } from "../../app/features/people/event-message/event-message.server";
import { messageRecipients } from "../../app/features/core/booking/participants";
import { participantList } from "../../app/features/core/booking/participants.server";
import { OUTBOX_BYTES_PER_STATEMENT, outboxInsertMany } from "../../app/features/core/mail/outbox.server";
import type { MailContent, MailDraft } from "../../app/features/core/mail/types";
import { D1_MAX_PARAMETERS, getDb, schema } from "../../app/lib/db.server";
import { insertBooking, insertEvent } from "./booking-fixtures";
import { countingDb } from "./counting-db";

/** The coach's message to everyone booked on an event (participant list). */
const NOW = new Date("2099-06-02T08:00:00Z");
const MINUTE = 60 * 1000;
const message = (overrides: Partial<EventMessageInput> = {}): EventMessageInput => ({
  message_id: crypto.randomUUID(),
  subject: "Raumänderung für Samstag",
  body: "wir treffen uns diesmal im Raum 2 <b>im Hinterhaus</b>.\n\nBring gern eine Decke mit.",
  subject_en: null,
  body_en: null,
  ...overrides,
});

interface OutboxMail {
  recipient: string;
  kind: string;
  subject: string;
  ref_id: string;
  payload: MailContent;
}
async function messagesOf(eventBookingIds: string[]): Promise<OutboxMail[]> {
  const { results } = await env.DB.prepare(
    `SELECT recipient, kind, subject, ref_id, payload FROM mail_outbox WHERE kind = 'event-message' ORDER BY rowid`,
  ).all<Omit<OutboxMail, "payload"> & { payload: string }>();
  return results
    .filter((row) => eventBookingIds.includes(row.ref_id))
    .map((row) => ({ ...row, payload: JSON.parse(row.payload) as MailContent }));
}

describe("sendEventMessage", () => {
  it("mails everyone with a proven address once, in their booking's language, the coach's text escaped", async () => {
    const event = await insertEvent({ title: "Mindset-Werkstatt", title_en: "Mindset workshop" });
    const other = await insertEvent();
    const anna = await insertBooking(event.id, "Anna Berg");
    const emma = await insertBooking(event.id, "Emma Walker", { locale: "en" });
    // Pending with the address confirmed (the coach has not decided yet): on the list, gets it.
    const ben = await insertBooking(event.id, "Ben Adler", { status: "pending" });
    // Not reached: an address nobody confirmed yet, a cancelled booking, an anonymised one, another event.
    const held = await insertBooking(event.id, "Fremde Hand", {
      status: "pending",
      holdUntil: new Date(NOW.getTime() + 30 * MINUTE),
    });
    const cancelled = await insertBooking(event.id, "Dora Storniert", { status: "cancelled" });
    const anonymised = await insertBooking(event.id, "Anonymisiert", { email: "" });
    const elsewhere = await insertBooking(other.id, "Emil Anderswo");
    const all = [anna, emma, ben, held, cancelled, anonymised, elsewhere].map((b) => b.id);

    const input = message();
    expect(await sendEventMessage(env, event.id, input, NOW)).toEqual({ ok: true, sent: 3, alreadySent: 0 });
    const mails = await messagesOf(all);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([anna.email, emma.email, ben.email].sort());
    // The participant list's count of who is reached is the same set.
    const list = await participantList(env, event.id, NOW);
    expect(
      messageRecipients(list!.participants)
        .map((row) => row.email)
        .sort(),
    ).toEqual(mails.map((mail) => mail.recipient).sort());

    const german = mails.find((mail) => mail.recipient === anna.email)!;
    expect(german.subject).toBe(input.subject);
    expect(german.payload.text).toContain("Hallo Anna Berg,");
    expect(german.payload.text).toContain("wir treffen uns diesmal im Raum 2 <b>im Hinterhaus</b>.");
    expect(german.payload.text).toContain("Bring gern eine Decke mit.");
    expect(german.payload.text).toContain("Deine Buchung auf einen Blick:");
    expect(german.payload.text).toContain("Mindset-Werkstatt");
    expect(german.payload.text).toMatch(/Meine Buchung: https?:\/\/[^\s]+\/buchung\/[^\s]+/);
    // Never HTML from the coach's text: the tag arrives as text.
    expect(german.payload.html).toContain("&lt;b&gt;im Hinterhaus&lt;/b&gt;");
    expect(german.payload.html).not.toContain("<b>im Hinterhaus</b>");
    expect(german.payload.replyTo).toBeTruthy();

    const english = mails.find((mail) => mail.recipient === emma.email)!;
    expect(english.payload.text).toContain("Hello Emma Walker,");
    expect(english.payload.text).toContain("Your booking at a glance:");
    expect(english.payload.text).toContain("Mindset workshop");
    expect(english.payload.text).toMatch(/My booking: https?:\/\/[^\s]+\/en\/buchung\/[^\s]+/);
    // Without an English version, her German text as written.
    expect(english.subject).toBe(input.subject);
    expect(english.payload.text).toContain("Bring gern eine Decke mit.");
  });

  it("with an English version, those who booked in English get it, everyone else the German", async () => {
    const event = await insertEvent({ title: "Mindset-Werkstatt", title_en: "Mindset workshop" });
    const anna = await insertBooking(event.id, "Anna Berg");
    const emma = await insertBooking(event.id, "Emma Walker", { locale: "en" });
    const input = message({
      subject_en: "Room change for Saturday",
      body_en: "this time we meet in room 2 <b>in the back building</b>.\n\nFeel free to bring a blanket.",
    });
    expect(await sendEventMessage(env, event.id, input, NOW)).toEqual({ ok: true, sent: 2, alreadySent: 0 });
    const mails = await messagesOf([anna.id, emma.id]);
    const german = mails.find((mail) => mail.recipient === anna.email)!;
    const english = mails.find((mail) => mail.recipient === emma.email)!;
    expect(german.subject).toBe("Raumänderung für Samstag");
    expect(german.payload.text).toContain("Bring gern eine Decke mit.");
    expect(english.subject).toBe("Room change for Saturday");
    expect(english.payload.text).toContain("Hello Emma Walker,");
    expect(english.payload.text).toContain("Feel free to bring a blanket.");
    expect(english.payload.text).not.toContain("Decke");
    expect(english.payload.html).toContain("&lt;b&gt;in the back building&lt;/b&gt;");
  });

  it("the same form sent twice mails nobody twice; a new message goes out again", async () => {
    const event = await insertEvent();
    const anna = await insertBooking(event.id, "Anna Berg");
    const input = message();
    expect(await sendEventMessage(env, event.id, input, NOW)).toEqual({ ok: true, sent: 1, alreadySent: 0 });
    expect(await sendEventMessage(env, event.id, input, NOW)).toEqual({ ok: true, sent: 0, alreadySent: 1 });
    expect(await messagesOf([anna.id])).toHaveLength(1);
    expect(await sendEventMessage(env, event.id, message(), NOW)).toMatchObject({ ok: true, sent: 1 });
    expect(await messagesOf([anna.id])).toHaveLength(2);
  });

  it("refuses an unknown event, a called-off one and one nobody can be reached for, writing nothing", async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox").first<{ n: number }>();
    expect(await sendEventMessage(env, crypto.randomUUID(), message(), NOW)).toEqual({
      ok: false,
      reason: "not_found",
    });
    const calledOff = await insertEvent({ cancelled_at: NOW.toISOString() });
    await insertBooking(calledOff.id, "Anna Berg");
    expect(await sendEventMessage(env, calledOff.id, message(), NOW)).toEqual({ ok: false, reason: "called_off" });
    const empty = await insertEvent();
    await insertBooking(empty.id, "Fremde Hand", { status: "pending", holdUntil: new Date(NOW.getTime() + MINUTE) });
    expect(await sendEventMessage(env, empty.id, message(), NOW)).toEqual({ ok: false, reason: "nobody" });
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("an event of 600 costs few D1 statements (a Worker invocation may make 1,000), the longest message too", async () => {
    const event = await insertEvent({ max_attendees: 600 });
    const rows = Array.from({ length: 600 }, (_, i) => ({
      id: crypto.randomUUID(),
      event_id: event.id,
      full_name: `Gast ${i}`,
      email: `viele-${i}@example.de`,
      num_tickets: 1,
      total_cents: 2990,
      total_price: 29.9,
      currency: "EUR" as const,
      status: "confirmed" as const,
      created_at: NOW.toISOString(),
    }));
    const db = getDb(env);
    // D1 binds at most 100 parameters per statement: a booking row binds 13 (its defaults included).
    const perInsert = Math.floor(100 / 13);
    for (let i = 0; i < rows.length; i += perInsert) {
      await db.insert(schema.bookings).values(rows.slice(i, i + perInsert));
    }

    const { db: counted, statements } = countingDb();
    const longest = message({ body: "Ä".repeat(MAX_EVENT_MESSAGE_LENGTH) });
    const result = await sendEventMessage({ ...env, DB: counted }, event.id, longest, NOW);
    expect(result).toEqual({ ok: true, sent: 600, alreadySent: 0 });
    // Two reads, then the rows packed by D1's limits; here by size (each mail carries the 5,000
    // characters in its text and its HTML, three rows to a statement): a fifth of the invocation's 1,000.
    const longStatements = statements();
    expect(longStatements).toBeLessThanOrEqual(2 + 200);
    // A usual note packs by bound values (11 rows of 9 a statement): 57 statements for 600.
    const short = await sendEventMessage({ ...env, DB: counted }, event.id, message(), NOW);
    expect(short).toEqual({ ok: true, sent: 600, alreadySent: 0 });
    expect(statements() - longStatements).toBe(2 + Math.ceil(600 / Math.floor(D1_MAX_PARAMETERS / 9)));
  });

  it("packs outbox rows within D1's limits: at most 100 bound values and about 90 KB per statement", () => {
    const draft = (i: number, body: string): MailDraft => ({
      kind: "event-message",
      dedupeKey: `event-message:test:${i}`,
      refId: `booking-${i}`,
      to: `gast-${i}@example.de`,
      subject: "Raumänderung",
      text: body,
      html: `<p>${body}</p>`,
    });
    for (const body of ["kurz", "Ä".repeat(MAX_EVENT_MESSAGE_LENGTH)]) {
      const statements = outboxInsertMany(
        env,
        Array.from({ length: 40 }, (_, i) => draft(i, body)),
      );
      let rows = 0;
      for (const statement of statements) {
        const { params } = statement.toSQL();
        expect(params.length).toBeLessThanOrEqual(D1_MAX_PARAMETERS);
        const bytes = params.reduce<number>(
          (sum, value) => sum + new TextEncoder().encode(String(value)).byteLength,
          0,
        );
        expect(bytes).toBeLessThanOrEqual(OUTBOX_BYTES_PER_STATEMENT + 1000);
        rows += params.length / 9;
      }
      expect(rows).toBe(40);
      if (body === "kurz") expect(statements).toHaveLength(Math.ceil(40 / Math.floor(D1_MAX_PARAMETERS / 9)));
    }
  });
});
