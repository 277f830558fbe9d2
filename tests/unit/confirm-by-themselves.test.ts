import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { COACHING_TERMS } from "../../app/config/coaching";
import { brand } from "../../app/config/brand";
import { confirmOwnBooking, loadManagedBooking } from "../../app/features/core/booking/manage.server";
import { needsEarlyStartConsent } from "../../app/features/core/booking/contract";
import {
  BOOKING_POLICY,
  cancellationTermsOf,
  coachConfirmsBy,
  eventStart,
} from "../../app/features/core/booking/policy";
import { formatBerlinDateTime } from "../../app/lib/today";
import { confirmByCoach } from "../../app/features/core/booking/transitions.server";
import { createPackagePurchase } from "../../app/features/products/packages/purchase.server";
import { createSessionBooking, type SessionChoice } from "../../app/features/products/sessions/booking.server";
import { parseTypeForm } from "../../app/features/products/sessions/editor-schema";
import { loadScheduler } from "../../app/features/products/sessions/loader.server";
import { messages } from "../../app/lib/messages";
import { signToken } from "../../app/lib/signed-token.server";
import { agb as agbSections } from "../../db/content/legal";
import { seedAppointmentTypeId, seedPackageId, seedStatements } from "../../db/seed-data";

/*
 * Issue 51, decisions 0186 and 0187: the 1:1 side books at once. A free intro call, a paid session and
 * a package are confirmed as soon as the visitor confirms her address, unless the coach switched that
 * off for the type or package; then "Meine Buchung" names who confirms by when. One status story, no
 * early-start request for a free call, and the 1:1 window from one setting.
 */

const HOUR_MS = 3_600_000;
const INTRO = seedAppointmentTypeId(1);
const COACHING_60 = seedAppointmentTypeId(2);
const FIVE = seedPackageId(1);
let counter = 0;
const person = () => {
  counter++;
  return { full_name: `Frieda Fest ${counter}`, email: `fest${counter}@example.de`, phone: "", num_tickets: 1 };
};
const billing = {
  billing_street: "Lindenweg 3",
  billing_postcode: "38100",
  billing_city: "Braunschweig",
  billing_country: "DE",
};

const statusOf = async (bookingId: string) =>
  (await env.DB.prepare("SELECT status FROM klarsinn_booking WHERE id = ?").bind(bookingId).first<{ status: string }>())
    ?.status;

const mailOf = async (bookingId: string, kind: string) => {
  const row = await env.DB.prepare("SELECT subject, payload FROM mail_outbox WHERE ref_id = ? AND kind = ?")
    .bind(bookingId, kind)
    .first<{ subject: string; payload: string }>();
  return row
    ? {
        subject: row.subject,
        ...(JSON.parse(row.payload) as { text: string; attachments?: { filename: string; contentType: string }[] }),
      }
    : null;
};

/** Free starts of a type online, from some days out (past the withdrawal period's edge or not). */
async function freeStarts(typeId: string, count: number, now: Date, fromDay = 2): Promise<number[]> {
  const { days } = await loadScheduler(env, typeId, now);
  return days
    .slice(fromDay)
    .map((day) => day.slots.find((slot) => slot.places.includes("online"))?.startMs)
    .filter((start): start is number => start !== undefined)
    .slice(0, count);
}

async function bookAndConfirm(typeId: string, start: number, now: Date, extra: Record<string, unknown> = {}) {
  const choice: SessionChoice = { typeId, startMs: start, place: "online" };
  const result = await createSessionBooking(env, choice, { ...person(), ...extra }, now);
  if (!result.ok) throw new Error(`booking refused: ${result.reason}`);
  const token = await signToken(env, "booking", result.bookingId);
  expect(await confirmOwnBooking(env, token, now)).toEqual({ ok: true });
  return { bookingId: result.bookingId, token };
}

describe("1:1 bookings confirm by themselves (decision 0186)", () => {
  beforeAll(async () => {
    await env.DB.batch(seedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  });

  it("the demo's types, packages and events are all set to confirm by themselves", async () => {
    const off = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM appointment_types WHERE auto_confirm = 0)
            + (SELECT COUNT(*) FROM session_packages WHERE auto_confirm = 0)
            + (SELECT COUNT(*) FROM klarsinn_events WHERE kind = 'event' AND auto_confirm = 0) AS n`,
    ).first<{ n: number }>();
    expect(off?.n).toBe(0);
    const events = await env.DB.prepare("SELECT COUNT(*) AS n FROM klarsinn_events WHERE kind = 'event'").first<{
      n: number;
    }>();
    expect(events?.n).toBeGreaterThanOrEqual(13);
  });

  it("a free intro call is booked at once: one story on Meine Buchung and in its confirmation e-mail", async () => {
    const now = new Date();
    const [start] = await freeStarts(INTRO, 1, now);
    const { bookingId, token } = await bookAndConfirm(INTRO, start!, now);
    expect(await statusOf(bookingId)).toBe("confirmed");
    // Nothing is left for the coach: her click would confirm nothing twice.
    expect((await confirmByCoach(env, bookingId, now)).ok).toBe(false);

    const page = await loadManagedBooking(env, token, now);
    expect(page?.state).toBe("confirmed");
    expect(page?.coachConfirmsBy).toBeNull();
    // A live free call owes nothing; "storniert" belongs to a cancelled booking only.
    expect(page?.payment.text).toBe(messages.payment.states.nothingDue);
    expect(page?.payment.text).not.toContain("storniert");
    // The 1:1 terms (AGB § 5a) from the one setting, 48 hours.
    expect(page?.cancellationTerms.hours).toBe(48);

    const mail = await mailOf(bookingId, "booking-status");
    expect(mail?.subject).toContain("Dein Termin ist bestätigt");
    expect(mail?.text).toContain("Dein Termin „");
    expect(mail?.text).toMatch(/^Termin: /m);
    expect(mail?.text).not.toMatch(/^Plätze:|Veranstaltung|dabei sein/m);
    // Her Meine Buchung link and the calendar file (the same entry as the first e-mail's).
    expect(mail?.text).toContain(`/buchung/${token}`);
    expect(mail?.attachments?.some((file) => file.contentType === "text/calendar")).toBe(true);

    // The first e-mail spoke of her e-mail address, the session's time, no seats, and the § 5a terms.
    const first = await mailOf(bookingId, "booking-confirmation");
    expect(first?.subject).toContain("Bitte bestätige deine E-Mail-Adresse");
    expect(first?.text).toContain("E-Mail-Adresse bestätigen");
    expect(first?.text).not.toMatch(/Plätze|Veranstaltung|dabei sein/);
    expect(first?.text).toContain(`Bis ${COACHING_TERMS.freeChangeHours} Stunden vor dem Termin`);
  });

  it("an online session's confirmation carries its video room, the calendar file and Meine Buchung", async () => {
    const now = new Date();
    const room = "https://meet.example.org/klarsinn-frieda";
    await env.DB.prepare("UPDATE appointment_types SET meeting_url = ? WHERE id = ?").bind(room, INTRO).run();
    try {
      const [, start] = await freeStarts(INTRO, 2, now, 3);
      const { bookingId, token } = await bookAndConfirm(INTRO, start!, now);
      const mail = await mailOf(bookingId, "booking-status");
      expect(mail?.text).toContain(room);
      expect(mail?.text).toContain("Zum Videoraum");
      expect(mail?.text).toContain(`/buchung/${token}`);
      expect(mail?.attachments?.map((file) => file.contentType)).toContain("text/calendar");
    } finally {
      await env.DB.prepare("UPDATE appointment_types SET meeting_url = NULL WHERE id = ?").bind(INTRO).run();
    }
  });

  it("switched off for a type, the session waits for the coach, and the page says who confirms by when", async () => {
    const now = new Date();
    await env.DB.prepare("UPDATE appointment_types SET auto_confirm = 0 WHERE id = ?").bind(COACHING_60).run();
    try {
      const [start] = await freeStarts(COACHING_60, 1, now, 20);
      const { bookingId, token } = await bookAndConfirm(COACHING_60, start!, now, billing);
      expect(await statusOf(bookingId)).toBe("pending");
      const page = await loadManagedBooking(env, token, now);
      expect(page?.state).toBe("pending");
      const by = coachConfirmsBy(now.toISOString(), { event_date: "2099-01-01", start_time: "10:00" });
      expect(page?.coachConfirmsBy).toBe(formatBerlinDateTime(by));
      const badge = messages.manageBooking.pendingUntil(page!.coachConfirmsBy!);
      expect(badge).toBe(`Anfrage eingegangen – ${brand.coach.firstName} bestätigt bis ${page!.coachConfirmsBy} Uhr`);
      // The vocabulary never puts "wartet" beside "bestätigt" on her page.
      for (const text of [badge, messages.manageBooking.pendingText(page!.coachConfirmsBy!)]) {
        expect(text).not.toContain("wartet");
      }
      // The coach's e-mail names the same date.
      const notice = await mailOf(bookingId, "booking-notification");
      expect(notice?.text).toContain(`bis ${page!.coachConfirmsBy} Uhr`);
      // Her click confirms it then, as before.
      expect((await confirmByCoach(env, bookingId, now)).ok).toBe(true);
    } finally {
      await env.DB.prepare("UPDATE appointment_types SET auto_confirm = 1 WHERE id = ?").bind(COACHING_60).run();
    }
  });

  it("a package confirms by itself, or waits for the coach where she switched it off", async () => {
    const now = new Date();
    const buy = async () => {
      const purchase = await createPackagePurchase(env, FIVE, { ...person(), ...billing }, now);
      if (!purchase.ok) throw new Error(`purchase refused: ${purchase.reason}`);
      expect(await confirmOwnBooking(env, await signToken(env, "booking", purchase.bookingId), now)).toEqual({
        ok: true,
      });
      return purchase.bookingId;
    };
    expect(await statusOf(await buy())).toBe("confirmed");
    await env.DB.prepare("UPDATE session_packages SET auto_confirm = 0 WHERE id = ?").bind(FIVE).run();
    try {
      expect(await statusOf(await buy())).toBe("pending");
    } finally {
      await env.DB.prepare("UPDATE session_packages SET auto_confirm = 1 WHERE id = ?").bind(FIVE).run();
    }
  });

  it("the type form keeps the switch: ticked is on, left out of the post is off", () => {
    const form = {
      name: "Kurzes Coaching",
      description: "Eine halbe Stunde für eine Frage.",
      duration_minutes: "30",
      price: "60",
      p_online: "on",
      buffer_before_minutes: "0",
      buffer_after_minutes: "10",
      min_notice_hours: "24",
      horizon_days: "60",
      active: "on",
    };
    expect(parseTypeForm({ ...form, auto_confirm: "on" })).toMatchObject({ ok: true, value: { auto_confirm: true } });
    expect(parseTypeForm(form)).toMatchObject({ ok: true, value: { auto_confirm: false } });
  });
});

describe("the early-start request only where a price and a withdrawal right exist", () => {
  it("a free intro call inside the withdrawal period books without it; a paid session needs it", async () => {
    const now = new Date();
    const [introStart] = await freeStarts(INTRO, 1, now, 3);
    const intro = await createSessionBooking(
      env,
      { typeId: INTRO, startMs: introStart!, place: "online" },
      { ...person() },
      now,
    );
    expect(intro.ok).toBe(true);
    const [paidStart] = await freeStarts(COACHING_60, 1, now, 3);
    const paid = await createSessionBooking(
      env,
      { typeId: COACHING_60, startMs: paidStart!, place: "online" },
      { ...person(), ...billing },
      now,
    );
    expect(paid).toMatchObject({ ok: false, reason: "early_start_required" });
  });

  it("decides by the price: free never asks, a price or a package's credit asks inside the period", () => {
    const now = new Date("2026-12-07T10:00:00Z");
    const soon = { event_date: "2026-12-10", start_time: "10:00" };
    expect(needsEarlyStartConsent({ ...soon, price_cents: 0 }, now)).toBe(false);
    expect(needsEarlyStartConsent({ ...soon, price_cents: 9000 }, now)).toBe(true);
    expect(needsEarlyStartConsent({ ...soon, price_cents: 0 }, now, true)).toBe(true);
    expect(needsEarlyStartConsent({ event_date: "2027-02-10", start_time: "10:00", price_cents: 9000 }, now)).toBe(
      false,
    );
  });
});

describe("the 1:1 window is a setting per appointment type (decision 0208), starting at the spec's 48 hours", () => {
  it("starts at 48 hours and is what the terms, the page and the AGB's § 5a read", () => {
    expect(COACHING_TERMS.freeChangeHours).toBe(48);
    expect(cancellationTermsOf({ kind: "session" }).hours).toBe(COACHING_TERMS.freeChangeHours);
    // A session booked under a type's own window keeps it.
    expect(cancellationTermsOf({ kind: "session", free_change_hours: 24 }).hours).toBe(24);
    expect(cancellationTermsOf({ kind: "event" }).hours).toBe(BOOKING_POLICY.freeCancellationHours);
    const agb = JSON.stringify(agbSections);
    expect(agb).toContain(
      `Bis zu der Frist, die beim Buchen für die Terminart genannt ist (in der Regel ${COACHING_TERMS.freeChangeHours} Stunden vor dem Termin), kannst du ihn kostenfrei absagen`,
    );
    expect(agb).not.toContain("Bis 24 Stunden vor dem Termin");
  });

  it("the coach confirms within a day of the address, at the latest at the start", () => {
    const confirmedAt = "2026-12-07T09:00:00.000Z";
    const far = { event_date: "2026-12-20", start_time: "10:00" };
    expect(coachConfirmsBy(confirmedAt, far).toISOString()).toBe(
      new Date(Date.parse(confirmedAt) + BOOKING_POLICY.coachAnswerHours * HOUR_MS).toISOString(),
    );
    const near = { event_date: "2026-12-07", start_time: "18:00" };
    expect(coachConfirmsBy(confirmedAt, near).getTime()).toBe(eventStart(near).getTime());
    expect(coachConfirmsBy(confirmedAt, { ...far, kind: "package", start_time: "" }).toISOString()).toBe(
      "2026-12-08T09:00:00.000Z",
    );
  });
});
