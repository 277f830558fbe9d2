import { env } from "cloudflare:test";
import { subDays, subMonths } from "date-fns";
import { beforeEach, describe, expect, it } from "vitest";
import { ANONYMISED_NAME, purgeExpiredRecords, RETENTION } from "../../app/features/core/privacy/retention.server";
import { count } from "./contact.fixtures";

const NOW = Date.UTC(2026, 10, 22, 3, 17);
const iso = (date: Date) => date.toISOString();
const justBefore = (date: Date) => iso(new Date(date.getTime() - 60_000));
const justAfter = (date: Date) => iso(new Date(date.getTime() + 60_000));

/** Inserts one row; columns not named keep their defaults. */
async function insert(table: string, row: Record<string, string | number>) {
  const columns = Object.keys(row);
  await env.DB.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
    .bind(...Object.values(row))
    .run();
}

beforeEach(async () => {
  await env.DB.batch(
    [
      "contact_submissions",
      "mail_outbox",
      "newsletter_subscriptions",
      "rate_limits",
      "klarsinn_booking",
      "klarsinn_events",
    ].map((t) => env.DB.prepare(`DELETE FROM ${t}`)),
  );
});

describe("nightly retention purge", () => {
  it("deletes exactly what outlived its period and keeps the rest", async () => {
    const contactCutoff = subMonths(NOW, RETENTION.contactMonths);
    const contact = { name: "Lena", email: "lena@example.de", message: "Hallo" };
    await insert("contact_submissions", { ...contact, id: "old-contact", created_at: justBefore(contactCutoff) });
    await insert("contact_submissions", { ...contact, id: "recent-contact", created_at: justAfter(contactCutoff) });

    const mailCutoff = subMonths(NOW, RETENTION.mailLogMonths);
    const mail = { kind: "test", recipient: "a@example.de", subject: "Betreff", payload: "{}" };
    for (const [id, status, createdAt] of [
      ["old-sent", "sent", justBefore(mailCutoff)],
      ["old-failed", "failed", justBefore(mailCutoff)],
      ["old-queued", "queued", justBefore(mailCutoff)],
      ["recent-sent", "sent", justAfter(mailCutoff)],
    ] as const) {
      await insert("mail_outbox", { ...mail, id, dedupe_key: id, status, created_at: createdAt });
    }

    const pendingCutoff = subDays(NOW, RETENTION.pendingSubscriptionDays);
    for (const [email, status, createdAt] of [
      ["alt@example.de", "pending", justBefore(pendingCutoff)],
      ["neu@example.de", "pending", justAfter(pendingCutoff)],
      ["treu@example.de", "confirmed", justBefore(pendingCutoff)],
    ] as const) {
      await insert("newsletter_subscriptions", { id: email, email, status, created_at: createdAt });
    }

    const nowSeconds = Math.floor(NOW / 1000);
    await insert("rate_limits", { key: "old", window_start: nowSeconds - 2 * 86_400, count: 3 });
    await insert("rate_limits", { key: "current", window_start: nowSeconds - 600, count: 3 });

    expect(await purgeExpiredRecords(env, NOW)).toEqual({
      contactRequests: 1,
      mailLog: 2,
      mailBodies: 0,
      pendingSubscriptions: 1,
      leftNewsletterMails: 0,
      bookingMailRecipients: 0,
      bookingContacts: 0,
      intakeAnswers: 0,
      sessionNextSteps: 0,
      dataRequests: 0,
      rateLimits: 1,
      // Journals have their own test either side of the cutoff (tests/unit/journal.test.ts).
      pendingJournals: 0,
      // Prompt series too (tests/unit/prompt-series.test.ts).
      endedPromptSeries: 0,
      idleJournals: 0,
    });
    const ids = async (table: string, column = "id") =>
      (await env.DB.prepare(`SELECT ${column} AS v FROM ${table} ORDER BY 1`).all<{ v: string }>()).results.map(
        (r) => r.v,
      );
    expect(await ids("contact_submissions")).toEqual(["recent-contact"]);
    expect(await ids("mail_outbox")).toEqual(["old-queued", "recent-sent"]);
    expect(await ids("newsletter_subscriptions", "email")).toEqual(["neu@example.de", "treu@example.de"]);
    expect(await ids("rate_limits", "key")).toEqual(["current"]);

    // A second run finds nothing more to delete.
    expect(Object.values(await purgeExpiredRecords(env, NOW)).every((n) => n === 0)).toBe(true);
    expect(await count("mail_outbox")).toBe(2);
  });

  it("clears the text of sent and failed e-mails after 14 days and keeps who, what and when", async () => {
    const cutoff = subDays(NOW, RETENTION.mailBodyDays);
    const body = JSON.stringify({
      to: "a@example.de",
      subject: "Betreff",
      text: "Hallo Lena, dein Link: https://x/t",
      html: "",
    });
    const mail = { kind: "booking-confirmation", recipient: "a@example.de", subject: "Deine Buchung", payload: body };
    for (const [id, status, createdAt] of [
      ["old-sent", "sent", justBefore(cutoff)],
      ["old-failed", "failed", justBefore(cutoff)],
      ["old-queued", "queued", justBefore(cutoff)],
      ["recent-sent", "sent", justAfter(cutoff)],
    ] as const) {
      await insert("mail_outbox", { ...mail, id, dedupe_key: id, status, created_at: createdAt });
    }
    expect((await purgeExpiredRecords(env, NOW)).mailBodies).toBe(2);
    const rows = (
      await env.DB.prepare("SELECT id, recipient, subject, status, payload FROM mail_outbox ORDER BY id").all<
        Record<string, string>
      >()
    ).results;
    expect(rows).toEqual([
      { id: "old-failed", recipient: "a@example.de", subject: "Deine Buchung", status: "failed", payload: "{}" },
      { id: "old-queued", recipient: "a@example.de", subject: "Deine Buchung", status: "queued", payload: body },
      { id: "old-sent", recipient: "a@example.de", subject: "Deine Buchung", status: "sent", payload: "{}" },
      { id: "recent-sent", recipient: "a@example.de", subject: "Deine Buchung", status: "sent", payload: body },
    ]);
    expect((await purgeExpiredRecords(env, NOW)).mailBodies).toBe(0);
  });
});

describe("data of people who left, and of bookings long past", () => {
  const mail = (id: string, kind: string, recipient: string, refId: string, createdAt: string, status = "sent") =>
    insert("mail_outbox", {
      id,
      dedupe_key: id,
      kind,
      recipient,
      subject: "Betreff",
      payload: JSON.stringify({ text: "Hallo, dein Link: https://x/t" }),
      status,
      ref_id: refId,
      created_at: createdAt,
    });

  it(`deletes the newsletter e-mails of an address no longer subscribed once they are ${RETENTION.leftNewsletterMailDays} days old`, async () => {
    const cutoff = subDays(NOW, RETENTION.leftNewsletterMailDays);
    await insert("newsletter_subscriptions", { id: "still-here", email: "bleibt@example.de", status: "confirmed" });
    // "gone" unsubscribed (its row was deleted at once); "still-here" is on the list.
    await mail("gone-old", "newsletter-confirm", "weg@example.de", "gone", justBefore(cutoff));
    await mail("gone-old-welcome", "newsletter-welcome", "weg@example.de", "gone", justBefore(cutoff));
    await mail("gone-recent", "newsletter-unsubscribe-link", "weg@example.de", "gone", justAfter(cutoff));
    await mail("gone-queued", "newsletter-confirm", "weg@example.de", "gone", justBefore(cutoff), "queued");
    await mail("here-old", "newsletter-welcome", "bleibt@example.de", "still-here", justBefore(cutoff));
    await mail("contact-old", "contact-notification", "hallo@example.de", "gone", justBefore(cutoff));

    const report = await purgeExpiredRecords(env, NOW);
    expect(report.leftNewsletterMails).toBe(2);
    const left = await env.DB.prepare("SELECT id FROM mail_outbox ORDER BY id").all<{ id: string }>();
    expect(left.results.map((r) => r.id)).toEqual(["contact-old", "gone-queued", "gone-recent", "here-old"]);

    // Eight days later the recent one has reached the period too.
    const later = NOW + 8 * 86_400_000;
    expect((await purgeExpiredRecords(env, later)).leftNewsletterMails).toBe(1);
  });

  it("also removes the e-mails of a sign-up never confirmed, in the same night its row is forgotten", async () => {
    const pendingCutoff = subDays(NOW, RETENTION.pendingSubscriptionDays);
    await insert("newsletter_subscriptions", {
      id: "never-confirmed",
      email: "zoegerlich@example.de",
      status: "pending",
      created_at: justBefore(pendingCutoff),
    });
    await mail(
      "confirm-old",
      "newsletter-confirm",
      "zoegerlich@example.de",
      "never-confirmed",
      justBefore(pendingCutoff),
    );
    const report = await purgeExpiredRecords(env, NOW);
    expect(report).toMatchObject({ pendingSubscriptions: 1, leftNewsletterMails: 1 });
    expect(await count("mail_outbox")).toBe(0);
  });

  it(`anonymises a booking's name, e-mail and phone ${RETENTION.bookingContactDays} days after the event and keeps the accounting data`, async () => {
    // The event day that has just passed the period, and the one just inside it (Berlin calendar days).
    const day = (daysBack: number) => iso(subDays(NOW, daysBack)).slice(0, 10);
    const events = [
      ["event-due", day(RETENTION.bookingContactDays + 1)],
      ["event-kept", day(RETENTION.bookingContactDays)],
    ] as const;
    for (const [id, date] of events) {
      await insert("klarsinn_events", {
        id,
        title: `Workshop ${id}`,
        description: "Beschreibung",
        category: "Workshop",
        event_date: date,
        start_time: "10:00",
        end_time: "16:00",
        location: "Braunschweig",
        max_attendees: 10,
        price: 49.5,
        currency: "EUR",
      });
    }
    const booking = (id: string, eventId: string, status = "confirmed") =>
      insert("klarsinn_booking", {
        id,
        event_id: eventId,
        full_name: "Miriam Köhler",
        email: "Miriam@Example.de",
        phone: "+49 531 123456",
        num_tickets: 2,
        total_price: 99,
        currency: "EUR",
        status,
        created_at: "2026-05-01T10:00:00.000Z",
      });
    await booking("due-confirmed", "event-due");
    await booking("due-cancelled", "event-due", "cancelled");
    await booking("kept", "event-kept");
    const longAgo = "2026-05-01T10:00:05.000Z";
    await mail("to-visitor", "booking-confirmation", "miriam@example.de", "due-confirmed", longAgo);
    await mail("to-coach", "booking-notification", "hallo@klarsinn-coaching.de", "due-confirmed", longAgo);
    await mail("to-kept-visitor", "booking-confirmation", "miriam@example.de", "kept", longAgo);

    const report = await purgeExpiredRecords(env, NOW);
    expect(report).toMatchObject({ bookingContacts: 2, bookingMailRecipients: 1 });

    const rows = (
      await env.DB.prepare(
        "SELECT id, event_id, full_name, email, phone, num_tickets, total_price, currency, status FROM klarsinn_booking ORDER BY id",
      ).all()
    ).results;
    const accounting = { num_tickets: 2, total_price: 99, currency: "EUR" };
    expect(rows).toEqual([
      {
        id: "due-cancelled",
        event_id: "event-due",
        full_name: ANONYMISED_NAME,
        email: "",
        phone: null,
        status: "cancelled",
        ...accounting,
      },
      {
        id: "due-confirmed",
        event_id: "event-due",
        full_name: ANONYMISED_NAME,
        email: "",
        phone: null,
        status: "confirmed",
        ...accounting,
      },
      {
        id: "kept",
        event_id: "event-kept",
        full_name: "Miriam Köhler",
        email: "Miriam@Example.de",
        phone: "+49 531 123456",
        status: "confirmed",
        ...accounting,
      },
    ]);
    const mails = (
      await env.DB.prepare("SELECT id, recipient FROM mail_outbox ORDER BY id").all<Record<string, string>>()
    ).results;
    expect(mails.map((m) => [m.id, m.recipient])).toEqual([
      ["to-coach", "hallo@klarsinn-coaching.de"],
      ["to-kept-visitor", "miriam@example.de"],
      ["to-visitor", ""],
    ]);

    // Idempotent: the next night changes nothing; a day later the other booking is due.
    expect(await purgeExpiredRecords(env, NOW)).toMatchObject({ bookingContacts: 0, bookingMailRecipients: 0 });
    expect(await purgeExpiredRecords(env, NOW + 86_400_000)).toMatchObject({
      bookingContacts: 1,
      bookingMailRecipients: 1,
    });
  });
});
