/**
 * Each kind in its own words (issue 51, docs/glossary.md): the e-mails a visitor gets for a 1:1
 * session or a free intro call (the first e-mail, the confirmation, the reminder, a move, her own
 * cancellation and the coach's) speak of a "Termin" and a time, never of an event's seats, in German
 * and English. Played through the real booking path with D1; the reminder, the move and the coach's
 * cancellation rendered from the stored booking.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { contractTermsMailPart } from "../../app/features/core/booking/contract-mail.server";
import { bookingLinks } from "../../app/features/core/booking/links.server";
import { bookingMailInput, reminderMail } from "../../app/features/core/booking/mail";
import { cancelOwnBooking, confirmOwnBooking } from "../../app/features/core/booking/manage.server";
import { sessionMovedMails } from "../../app/features/core/booking/session-mail";
import { statusMail } from "../../app/features/core/booking/status-mail.server";
import { confirmByCoach } from "../../app/features/core/booking/transitions.server";
import { bookingWithEvent } from "../../app/features/core/invoices/invoices.server";
import type { MailDraft } from "../../app/features/core/mail/types";
import { createSessionBooking } from "../../app/features/products/sessions/booking.server";
import { loadScheduler } from "../../app/features/products/sessions/loader.server";
import { getMailMessages } from "../../app/lib/mail-messages.server";
import type { Locale } from "../../app/lib/locale";
import { signToken } from "../../app/lib/signed-token.server";
import { createPackagePurchase } from "../../app/features/products/packages/purchase.server";
import { seedAppointmentTypeId, seedPackageId, seedStatements } from "../../db/seed-data";
import { oneToOneFields } from "./booking-fixtures";

const INTRO = seedAppointmentTypeId(1);
const COACHING_60 = seedAppointmentTypeId(2);
const now = new Date();

/** The event's words a 1:1 visitor must not read (glossary: Veranstaltung, Platz, the substitute). */
const EVENT_WORDS: Record<Locale, RegExp> = {
  de: /dabei sein|Veranstaltung|Plätze|\bPlatz\b|Ersatzperson|Teilnehm/,
  en: /\bevents?\b|\bplaces\b|\ba place\b|\bseats?\b|substitute|\bjoin(ing)?\b|participant/i,
};

/**
 * What a reader sees of a mail in the booking's own words: subject and text (the HTML says the same),
 * without the legal texts a paid confirmation quotes word for word (Widerrufsbelehrung and AGB, the
 * contract on a durable medium), which speak of every product.
 */
async function readable(mail: Pick<MailDraft, "subject" | "text">, locale: Locale) {
  const { footnotes } = await contractTermsMailPart(env, locale, {
    site: "http://klarsinn.test",
    earlyStartAt: null,
    now,
  });
  let text = `${mail.subject}\n${mail.text}`;
  for (const quoted of footnotes) text = text.replaceAll(quoted, "");
  return text;
}

/** Each event word found, with a little of its sentence. */
const eventWordsIn = (text: string, locale: Locale) =>
  [...text.matchAll(new RegExp(EVENT_WORDS[locale].source, `g${EVENT_WORDS[locale].flags}`))].map((match) =>
    text.slice(Math.max(0, match.index - 60), match.index + 40),
  );

const outboxOf = async (email: string) =>
  (
    await env.DB.prepare("SELECT kind, payload FROM mail_outbox WHERE recipient = ? ORDER BY created_at, rowid")
      .bind(email)
      .all<{ kind: string; payload: string }>()
  ).results.map((row) => ({ ...(JSON.parse(row.payload) as Pick<MailDraft, "subject" | "text">), kind: row.kind }));

let used = 0;
/** A free time of the type at its first place, a different day for each case. */
async function freeTime(typeId: string) {
  const { days, type } = await loadScheduler(env, typeId, now);
  const day = days.filter((candidate) => candidate.slots[0]!.startMs > now.getTime() + 3 * 24 * 3600_000)[used++]!;
  const slot = day.slots[0]!;
  return {
    typeId,
    startMs: slot.startMs,
    place: slot.places.includes("online") ? "online" : type!.places[0]!,
  } as const;
}

beforeAll(async () => {
  await env.DB.batch(seedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
});
beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const cases = [
  { name: "intro call", typeId: INTRO },
  { name: "coaching session", typeId: COACHING_60 },
].flatMap((kind) => (["de", "en"] as const).map((locale) => ({ ...kind, locale })));

describe("a 1:1 visitor's e-mails speak in the session's own words", () => {
  it.each(cases)("$name ($locale): first e-mail, confirmation, reminder, move, cancellations", async (c) => {
    const email = `${c.typeId.slice(-4)}-${c.locale}@example.de`;
    const choice = await freeTime(c.typeId);
    const booked = await createSessionBooking(
      env,
      choice,
      { full_name: "Mara Muster", email, phone: "", num_tickets: 1, early_start: true },
      now,
      c.locale,
    );
    expect(booked.ok).toBe(true);
    if (!booked.ok) return;
    const token = await signToken(env, "booking", booked.bookingId);
    expect((await confirmOwnBooking(env, token, now)).ok).toBe(true);
    // Where the type waits for the coach, she confirms it: the visitor's confirmation either way.
    const row = await bookingWithEvent(env, booked.bookingId);
    if (row!.booking.status !== "confirmed") await confirmByCoach(env, booked.bookingId, now);

    const stored = await bookingWithEvent(env, booked.bookingId);
    const input = bookingMailInput(stored!);
    const links = await bookingLinks(env, booked.bookingId, c.locale);
    const rendered: MailDraft[] = [
      reminderMail(input, links, now),
      sessionMovedMails(input, { event_date: "2026-01-05", start_time: "10:00", end_time: "11:00" }, links, now)[0],
      sessionMovedMails(
        input,
        { event_date: "2026-01-05", start_time: "10:00", end_time: "11:00" },
        links,
        now,
        "coach",
      )[0],
      await statusMail(env, stored!.booking, stored!.event, "cancelled", now),
    ];
    expect((await cancelOwnBooking(env, token, now)).ok).toBe(true);

    const sent = await outboxOf(email);
    const kinds = sent.map((mail) => mail.kind);
    expect(kinds).toContain("booking-confirmation");
    expect(kinds).toContain("booking-status");
    expect(kinds).toContain("booking-cancelled");
    const mails = [...sent, ...rendered];
    const found: string[] = [];
    for (const mail of mails)
      found.push(
        ...eventWordsIn(await readable(mail, c.locale), c.locale).map((words) => `${mail.subject}: …${words}…`),
      );
    expect(found).toEqual([]);
    // The coach's own notice of the cancellation counts no seats either.
    const [coach] = (
      await env.DB.prepare("SELECT subject, payload FROM mail_outbox WHERE ref_id = ? AND kind = ?")
        .bind(booked.bookingId, "booking-cancelled-notification")
        .all<{ subject: string; payload: string }>()
    ).results;
    expect(coach?.subject).toBeTruthy();
    expect(eventWordsIn(`${coach!.subject}\n${(JSON.parse(coach!.payload) as MailDraft).text}`, "de")).toEqual([]);
    // The first e-mail is the session's: its time, not seats.
    const first = sent.find((mail) => mail.kind === "booking-confirmation")!;
    expect(first.text).toContain(getMailMessages(c.locale).rows.session);
  });

  it.each(["de", "en"] as const)(
    "a package (%s): first e-mail, confirmation, the coach's cancellation",
    async (locale) => {
      const email = `paket-${locale}@example.de`;
      const bought = await createPackagePurchase(
        env,
        seedPackageId(1),
        { ...oneToOneFields, full_name: "Pia Paket", email },
        now,
        locale,
      );
      expect(bought).toMatchObject({ ok: true });
      if (!bought.ok) return;
      const token = await signToken(env, "booking", bought.bookingId);
      expect((await confirmOwnBooking(env, token, now)).ok).toBe(true);
      const row = await bookingWithEvent(env, bought.bookingId);
      if (row!.booking.status !== "confirmed") await confirmByCoach(env, bought.bookingId, now);
      const stored = await bookingWithEvent(env, bought.bookingId);
      // The coach's cancellation of it, rendered (a confirmed package is not the visitor's to cancel).
      const cancelled = await statusMail(env, stored!.booking, stored!.event, "cancelled", now);
      const sent = [...(await outboxOf(email)), cancelled];
      expect(sent.map((mail) => mail.kind)).toEqual(expect.arrayContaining(["booking-confirmation", "booking-status"]));
      const found: string[] = [];
      for (const mail of sent)
        found.push(...eventWordsIn(await readable(mail, locale), locale).map((words) => `${mail.subject}: …${words}…`));
      expect(found).toEqual([]);
    },
  );
});
