import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handleWithdrawalRequest, withdrawBooking } from "../../app/features/core/booking/withdrawal.server";
import {
  keptCents,
  refundCents,
  withdrawalPeriodEndsOn,
  withinWithdrawalPeriod,
} from "../../app/features/core/booking/withdrawal-rules";
import { recordPayment } from "../../app/features/core/payments/payments.server";
import { bookingReference } from "../../app/features/core/payments/reference";
import { BOOKINGS, countRows, insertBooking, insertEvent } from "./booking-fixtures";

/** The withdrawal as the law has it (decision 0193): the period, the pro-rata share, the contract found. */

const TYPE = "00000000-0000-4000-8000-00000000a902";
const PACKAGE = "00000000-0000-4000-8000-00000000b902";

function post(fields: Record<string, string>, ip: string) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request("http://example.test/widerruf", {
    method: "POST",
    body,
    headers: { Origin: "http://example.test", "CF-Connecting-IP": ip },
  });
}

async function paidBooking(email: string, createdAt: Date, priceCents = 4900) {
  const event = await insertEvent({ price_cents: priceCents, event_date: "2099-07-20" });
  const booking = await insertBooking(event.id, "Nele Hartmann", { email, createdAt, priceCents });
  const paid = await recordPayment(env, booking.id, {
    paid_on: "2099-06-02",
    method: "transfer",
    amount: "",
    note: "",
  });
  expect(paid.ok).toBe(true);
  return { ...booking, event, reference: bookingReference(booking.id) };
}

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO appointment_types (id, name, description, duration_minutes, price_cents, places) VALUES (?, 'Coaching', 'Eine Stunde', 60, 14000, 'online')",
    ).bind(TYPE),
    env.DB.prepare(
      "INSERT INTO session_packages (id, name, description, appointment_type_id, credits, price_cents) VALUES (?, 'Fünferpaket', 'Fünf Stunden', ?, 5, 63000)",
    ).bind(PACKAGE, TYPE),
  ]);
});

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare("DELETE FROM klarsinn_withdrawal"),
    env.DB.prepare("DELETE FROM klarsinn_early_start_consent"),
    env.DB.prepare("DELETE FROM klarsinn_payment"),
    env.DB.prepare("DELETE FROM package_credit_uses"),
    env.DB.prepare(`DELETE FROM ${BOOKINGS}`),
    env.DB.prepare("DELETE FROM rate_limits"),
  ]);
});

describe("the rules (pure)", () => {
  it("the period ends with the end of the 14th day after the conclusion (§ 187 (1), § 188 (2) BGB)", () => {
    expect(withdrawalPeriodEndsOn("2026-12-01")).toBe("2026-12-15");
    expect(withdrawalPeriodEndsOn("2026-12-28")).toBe("2027-01-11");
    expect(withinWithdrawalPeriod("2026-12-01", "2026-12-15")).toBe(true);
    expect(withinWithdrawalPeriod("2026-12-01", "2026-12-16")).toBe(false);
  });

  it("keeps the pro-rata share of a package's sessions held with the early-start request, and of kept sessions", () => {
    const packageUse = { credits: 5, used: 2, booked: 1 };
    expect(keptCents({ totalCents: 63000, earlyStart: true, packageUse, choice: "cancel" })).toBe(25200);
    expect(keptCents({ totalCents: 63000, earlyStart: true, packageUse, choice: "keep" })).toBe(37800);
    // Without the request the law owes her nothing for what was held (§ 357a (2) BGB) …
    expect(keptCents({ totalCents: 63000, earlyStart: false, packageUse, choice: "cancel" })).toBe(0);
    // … but sessions the visitor keeps stay part of the contract and are paid.
    expect(keptCents({ totalCents: 63000, earlyStart: false, packageUse, choice: "keep" })).toBe(12600);
    // An event withdrawn before it begins keeps nothing.
    expect(keptCents({ totalCents: 9800, earlyStart: true, packageUse: null, choice: null })).toBe(0);
    expect(refundCents(63000, 25200)).toBe(37800);
    expect(refundCents(10000, 25200)).toBe(0);
  });
});

describe("which contract (decision 0193)", () => {
  const now = new Date("2099-06-05T10:00:00Z");

  it("the address alone names the one contract that fits; the number is optional", async () => {
    const { id, email, reference } = await paidBooking("solo@example.de", new Date("2099-06-01T08:00:00Z"));
    const review = await handleWithdrawalRequest(
      post({ full_name: "Nele Hartmann", email, reference: "", step: "review" }, "203.0.113.10"),
      env,
      now,
    );
    expect(review.status).toBe(200);
    expect(review.result).toMatchObject({
      ok: true,
      step: "review",
      declaration: { reference },
      contract: { paid: "49,00 EUR", cancel: { refund: "49,00 EUR", keptCents: 0 }, upcomingSessions: 0 },
    });
    const done = await handleWithdrawalRequest(
      post({ full_name: "Nele Hartmann", email, reference: "", step: "confirm" }, "203.0.113.10"),
      env,
      now,
    );
    expect(done.result).toMatchObject({ ok: true, step: "done" });
    expect(await countRows(BOOKINGS, "id = ? AND status = 'cancelled' AND refund_due_cents = 4900", id)).toBe(1);
    expect(await countRows("klarsinn_withdrawal", "reference = ? AND refund_cents = 4900", reference)).toBe(1);
  });

  it("two contracts of one address and no number: asks for the number, changes nothing", async () => {
    await paidBooking("two@example.de", new Date("2099-06-01T08:00:00Z"));
    await paidBooking("two@example.de", new Date("2099-06-02T08:00:00Z"));
    const answer = await handleWithdrawalRequest(
      post({ full_name: "Nele Hartmann", email: "two@example.de", reference: "", step: "confirm" }, "203.0.113.11"),
      env,
      now,
    );
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({
      ok: false,
      fieldErrors: { reference: expect.stringContaining("mehrere Buchungen") },
    });
    expect(await countRows(BOOKINGS, "status = 'cancelled'")).toBe(0);
    expect(await countRows("klarsinn_withdrawal")).toBe(0);
  });

  it("after the period: says so, points to the normal cancellation, changes nothing", async () => {
    const { id, email, reference } = await paidBooking("late@example.de", new Date("2099-05-01T08:00:00Z"));
    for (const step of ["review", "confirm"]) {
      const answer = await handleWithdrawalRequest(
        post({ full_name: "Nele Hartmann", email, reference, step }, "203.0.113.12"),
        env,
        now,
      );
      expect(answer.status).toBe(409);
      expect(answer.result).toMatchObject({
        ok: false,
        message: { title: "Die Widerrufsfrist ist abgelaufen" },
        late: { endsOn: "Freitag, 15. Mai 2099" },
      });
      expect(answer.result.message?.text).toContain("„Meine Buchung“");
      expect(answer.result.message?.text).toContain("nichts geändert");
    }
    const direct = await withdrawBooking(env, { fullName: "Nele Hartmann", email, reference, locale: "de" }, now);
    expect(direct).toEqual({ ok: false, reason: "late", endsOn: "2099-05-15" });
    expect(await countRows(BOOKINGS, "id = ? AND status = 'confirmed'", id)).toBe(1);
    expect(await countRows("klarsinn_withdrawal")).toBe(0);
    expect(await countRows("mail_outbox")).toBe(0);
  });

  it("the English page answers in English", async () => {
    const { email, reference } = await paidBooking("late.en@example.org", new Date("2099-05-01T08:00:00Z"));
    const body = new FormData();
    for (const [k, v] of Object.entries({ full_name: "Emma Walker", email, reference, step: "review" })) body.set(k, v);
    const answer = await handleWithdrawalRequest(
      new Request("http://example.test/en/widerruf", {
        method: "POST",
        body,
        headers: { Origin: "http://example.test", "CF-Connecting-IP": "203.0.113.13" },
      }),
      env,
      now,
    );
    expect(answer.result.message?.title).toBe("The withdrawal period has ended");
  });
});

describe("a package withdrawn after sessions were used (§ 357a (2) BGB)", () => {
  const now = new Date("2099-06-10T12:00:00Z");

  /** A package of five (630 €, paid), bought 1 June with the early-start request; two sessions held, one to come. */
  async function usedPackage(email: string) {
    const pkg = await insertEvent({ kind: "package", price_cents: 63000, event_date: "2099-06-01", max_attendees: 1 });
    const booking = await insertBooking(pkg.id, "Paula Brandt", {
      email,
      priceCents: 63000,
      createdAt: new Date("2099-06-01T08:00:00Z"),
    });
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO package_purchases (event_id, package_id, appointment_type_id, credits, expires_on) VALUES (?, ?, ?, 5, '2100-06-01')",
      ).bind(pkg.id, PACKAGE, TYPE),
      env.DB.prepare(
        "INSERT INTO klarsinn_early_start_consent (booking_id, consented_at, text_version, locale) VALUES (?, '2099-06-01T08:00:00.000Z', '2026-11-27', 'de')",
      ).bind(booking.id),
    ]);
    const paid = await recordPayment(env, booking.id, {
      paid_on: "2099-06-01",
      method: "transfer",
      amount: "",
      note: "",
    });
    expect(paid.ok).toBe(true);
    const sessions: string[] = [];
    for (const day of ["2099-06-03", "2099-06-05", "2099-06-20"]) {
      const session = await insertEvent({ kind: "session", price_cents: 0, event_date: day, max_attendees: 1 });
      const sessionBooking = await insertBooking(session.id, "Paula Brandt", { email, priceCents: 0 });
      await env.DB.prepare("INSERT INTO package_credit_uses (session_event_id, package_event_id) VALUES (?, ?)")
        .bind(session.id, pkg.id)
        .run();
      sessions.push(sessionBooking.id);
    }
    return { booking, reference: bookingReference(booking.id), sessions };
  }

  it("shows both choices on the review, then cancels the booked session with it and keeps two fifths", async () => {
    const { booking, reference, sessions } = await usedPackage("paket@example.de");
    const fields = { full_name: "Paula Brandt", email: "paket@example.de", reference };
    const review = await handleWithdrawalRequest(post({ ...fields, step: "review" }, "203.0.113.20"), env, now);
    expect(review.result.contract).toMatchObject({
      paid: "630,00 EUR",
      upcomingSessions: 1,
      cancel: { kept: "252,00 EUR", refund: "378,00 EUR" },
      keep: { kept: "378,00 EUR", refund: "252,00 EUR" },
    });
    const done = await handleWithdrawalRequest(
      post({ ...fields, step: "confirm", sessions: "cancel" }, "203.0.113.20"),
      env,
      now,
    );
    expect(done.result).toMatchObject({ ok: true, step: "done" });
    expect(
      await env.DB.prepare(
        "SELECT outcome, refund_cents, kept_cents, sessions_choice FROM klarsinn_withdrawal",
      ).first(),
    ).toEqual({ outcome: "cancelled", refund_cents: 37800, kept_cents: 25200, sessions_choice: "cancel" });
    expect(await countRows(BOOKINGS, "id = ? AND status = 'cancelled' AND refund_due_cents = 37800", booking.id)).toBe(
      1,
    );
    // The session still to come is cancelled with it; the two held stay as they were.
    expect(await countRows(BOOKINGS, "id = ? AND status = 'cancelled'", sessions[2])).toBe(1);
    expect(await countRows(BOOKINGS, "id IN (?, ?) AND status = 'confirmed'", sessions[0], sessions[1])).toBe(2);
  });

  it("keeping the booked session keeps it booked and pays three fifths", async () => {
    const { reference, sessions } = await usedPackage("behalten@example.de");
    const answer = await withdrawBooking(
      env,
      { fullName: "Paula Brandt", email: "behalten@example.de", reference, locale: "de" },
      now,
      "keep",
    );
    expect(answer).toMatchObject({ ok: true, outcome: "cancelled" });
    expect(
      await env.DB.prepare("SELECT refund_cents, kept_cents, sessions_choice FROM klarsinn_withdrawal").first(),
    ).toEqual({ refund_cents: 25200, kept_cents: 37800, sessions_choice: "keep" });
    expect(await countRows(BOOKINGS, "id = ? AND status = 'confirmed'", sessions[2])).toBe(1);
    const coach = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE kind = 'withdrawal-notification'").first<{
      payload: string;
    }>();
    expect(coach!.payload).toContain("bleiben gebucht (anteilig bezahlt)");
    expect(coach!.payload).toContain("Zurückzuzahlen: 252,00 EUR");
  });
});
