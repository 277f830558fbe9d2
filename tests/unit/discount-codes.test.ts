import { env } from "cloudflare:test";
import { DEFAULT_BUSINESS_SETTINGS } from "../../app/features/core/business/settings";
import { beforeEach, describe, expect, it } from "vitest";
import { brand } from "../../app/config/brand";
import { createBooking, handleBookingRequest } from "../../app/features/core/booking/booking.server";
import { handleEventPageAction } from "../../app/features/core/booking/event-page-action.server";
import { cancellationQuote } from "../../app/features/core/booking/policy";
import { formatLongDate, formatShortDate } from "../../app/features/products/events/format";
import { formatPrice } from "../../app/lib/money";
import { bookingInvoiceDraft, bookingWithEvent } from "../../app/features/core/invoices/invoices.server";
import { bookingTotals, discountCentsOf, windowState } from "../../app/features/core/payments/discount";
import {
  createDiscountCode,
  type DiscountCode,
  deactivateDiscountCode,
  judgeDiscountCode,
  listDiscountCodes,
} from "../../app/features/core/payments/discount-codes.server";
import { messages } from "../../app/lib/messages";
import { getMessages } from "../../app/lib/i18n";
import { messagesEn as englishMessages } from "../../app/lib/messages.en";
import { BOOKINGS, bookingRequest, countRows, insertEvent, oneToOneFields, validFields } from "./booking-fixtures";
import { discountRefusalText } from "../../app/features/core/booking/booking-words";
import { createPackagePurchase } from "../../app/features/products/packages/purchase.server";
import { createSessionBooking } from "../../app/features/products/sessions/booking.server";
import { loadScheduler } from "../../app/features/products/sessions/loader.server";
import { seedAppointmentTypeId, seedPackageId, seedStatements } from "../../db/seed-data";

const CODES = `${brand.short}_discount_code`;
const REDEMPTIONS = `${brand.short}_discount_redemption`;
const refused = messages.booking.discount.refused;

let ipCounter = 0;
// Every visitor from her own address (CF-Connecting-IP): only the code's own limit is tested.
const nextIp = () => `198.51.100.${(++ipCounter % 250) + 1}`;
const book = (eventId: string, fields: Record<string, string>, locale: "de" | "en" = "de") =>
  handleBookingRequest(bookingRequest(eventId, fields, { ip: nextIp(), locale }), env, eventId);

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare(`DELETE FROM ${REDEMPTIONS}`),
    env.DB.prepare(`DELETE FROM ${CODES}`),
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare(`DELETE FROM ${brand.short}_early_start_consent`),
    env.DB.prepare(`DELETE FROM ${BOOKINGS}`),
    env.DB.prepare("DELETE FROM rate_limits"),
  ]);
});

const newCode = (overrides: Partial<Parameters<typeof createDiscountCode>[1]> = {}) =>
  createDiscountCode(env, {
    code: "WILLKOMMEN10",
    kind: "percent",
    value: 10,
    valid_from: null,
    valid_until: null,
    max_uses: null,
    eventIds: [],
    categories: [],
    ...overrides,
  });

describe("the amounts, in integer cents (decision 0140)", () => {
  it("rounds a percentage of the whole total half up to a cent", () => {
    expect(discountCentsOf({ kind: "percent", value: 10 }, 2990)).toBe(299);
    // 299.5 → 300, 499.95 → 500, 0.49 → 0.
    expect(discountCentsOf({ kind: "percent", value: 10 }, 2995)).toBe(300);
    expect(discountCentsOf({ kind: "percent", value: 15 }, 3333)).toBe(500);
    expect(discountCentsOf({ kind: "percent", value: 7 }, 7)).toBe(0);
    expect(discountCentsOf({ kind: "percent", value: 100 }, 4900)).toBe(4900);
  });

  it("never takes more than the total: an amount above the price leaves 0, not less", () => {
    expect(bookingTotals(2990, 1, { kind: "amount", value: 5000 })).toEqual({
      grossCents: 2990,
      discountCents: 2990,
      totalCents: 0,
    });
    expect(bookingTotals(0, 2, { kind: "amount", value: 500 })).toEqual({
      grossCents: 0,
      discountCents: 0,
      totalCents: 0,
    });
  });

  it("takes a percentage of all tickets together and an amount once per booking", () => {
    expect(bookingTotals(2990, 3, { kind: "percent", value: 10 })).toEqual({
      grossCents: 8970,
      discountCents: 897,
      totalCents: 8073,
    });
    // 3 × 33.33 € = 99.99 €, 15 %: 14.9985 € → 15.00 € (one rounding, of the total, not per ticket).
    expect(bookingTotals(3333, 3, { kind: "percent", value: 15 })).toEqual({
      grossCents: 9999,
      discountCents: 1500,
      totalCents: 8499,
    });
    expect(bookingTotals(2990, 3, { kind: "amount", value: 500 })).toEqual({
      grossCents: 8970,
      discountCents: 500,
      totalCents: 8470,
    });
    expect(bookingTotals(2990, 2, null)).toEqual({ grossCents: 5980, discountCents: 0, totalCents: 5980 });
  });
});

describe("validity on Berlin days", () => {
  const code = (window: Partial<DiscountCode>): DiscountCode => ({
    id: "c",
    code: "ADVENT",
    kind: "percent",
    value: 20,
    valid_from: null,
    valid_until: null,
    max_uses: null,
    all_events: true,
    active: true,
    uses: 0,
    eventIds: [],
    categories: [],
    ...window,
  });
  const event = { id: "e", category: "Workshop", currency: "EUR" };
  const at = (iso: string, window: Partial<DiscountCode>) => {
    const verdict = judgeDiscountCode(code(window), event, new Date(iso));
    return verdict.ok ? "valid" : verdict.problem;
  };

  it("holds until 23:59:59 in Berlin on its last day, in winter (UTC+1) and summer (UTC+2)", () => {
    expect(at("2026-11-30T22:59:59Z", { valid_until: "2026-11-30" })).toBe("valid");
    expect(at("2026-11-30T23:00:00Z", { valid_until: "2026-11-30" })).toBe("expired");
    expect(at("2026-06-30T21:59:59Z", { valid_until: "2026-06-30" })).toBe("valid");
    expect(at("2026-06-30T22:00:00Z", { valid_until: "2026-06-30" })).toBe("expired");
  });

  it("holds from midnight in Berlin on its first day, while UTC is still on the day before", () => {
    expect(at("2026-11-30T22:59:59Z", { valid_from: "2026-12-01" })).toBe("not_yet_valid");
    expect(at("2026-11-30T23:00:00Z", { valid_from: "2026-12-01" })).toBe("valid");
    expect(windowState({ valid_from: "2026-12-01", valid_until: "2026-12-01" }, "2026-12-01")).toBe("valid");
  });

  it("refuses a switched-off, used-up or other event's code, and an amount for another currency", () => {
    expect(at("2026-11-30T12:00:00Z", { active: false })).toBe("expired");
    expect(at("2026-11-30T12:00:00Z", { max_uses: 3, uses: 3 })).toBe("used_up");
    expect(at("2026-11-30T12:00:00Z", { max_uses: 3, uses: 2 })).toBe("valid");
    expect(at("2026-11-30T12:00:00Z", { all_events: false, eventIds: ["other"] })).toBe("not_for_event");
    expect(at("2026-11-30T12:00:00Z", { all_events: false, categories: ["Workshop"] })).toBe("valid");
    expect(at("2026-11-30T12:00:00Z", { all_events: false, eventIds: ["e"] })).toBe("valid");
    const chf = judgeDiscountCode(code({ kind: "amount", value: 500 }), { ...event, currency: "CHF" }, new Date());
    expect(chf).toEqual({ ok: false, problem: "not_for_event" });
  });
});

describe("a booking with a code", () => {
  it("charges the reduced total, keeps the discount on the row, and its e-mail, invoice and GiroCode follow", async () => {
    const event = await insertEvent({ price_cents: 2990 });
    await newCode();
    const answer = await book(event.id, { ...validFields, num_tickets: "2", discount_code: "  willkommen10 " });
    expect(answer.status).toBe(200);
    expect(answer.result.ok).toBe(true);
    // 2 × 29.90 € = 59.80 €, less 5.98 €: 53.82 €; the GiroCode asks for that amount.
    expect(answer.result.payment?.amount).toBe(formatPrice(5382, "EUR"));
    expect(answer.result.payment?.epc).toContain("EUR53.82");

    const row = await env.DB.prepare(
      `SELECT id, total_cents, discount_cents, discount_code FROM ${BOOKINGS} WHERE event_id = ?`,
    )
      .bind(event.id)
      .first<{ id: string; total_cents: number; discount_cents: number; discount_code: string }>();
    expect(row).toMatchObject({ total_cents: 5382, discount_cents: 598, discount_code: "WILLKOMMEN10" });
    expect(await countRows(REDEMPTIONS, "booking_id = ? AND discount_cents = 598", row!.id)).toBe(1);

    const mail = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE ref_id = ?")
      .bind(row!.id)
      .first<{ payload: string }>();
    const { text } = JSON.parse(mail!.payload) as { text: string };
    expect(text).toContain("Rabatt (WILLKOMMEN10)");
    expect(text).toContain(`−${formatPrice(598, "EUR")}`);
    expect(text).toContain(formatPrice(5382, "EUR"));

    // The invoice: tickets at full price, the discount as its own (negative) line, the charge as total.
    const both = await bookingWithEvent(env, row!.id);
    const draft = bookingInvoiceDraft(both!.booking, both!.event, DEFAULT_BUSINESS_SETTINGS);
    expect(draft.snapshot.lines.map((line) => [line.description, line.quantity, line.grossCents])).toEqual([
      [messages.invoice.ticket(event.title, formatShortDate(event.event_date)), 2, 5980],
      [messages.invoice.discount("WILLKOMMEN10"), 1, -598],
    ]);
    expect(draft.grossCents).toBe(5382);
    expect(draft.netCents + draft.vatCents).toBe(5382);
    // A late cancellation's fee is a share of what was charged, not of the full price.
    const late = { ...event, event_date: "2026-12-01", start_time: "10:00" };
    const quote = cancellationQuote(late, both!.booking.total_cents, new Date("2026-11-30T12:00:00Z"));
    expect(quote).toEqual({ kind: "fee", percent: 50, feeCents: 2691 });
  });

  it("refuses an unknown code beside its field, in German and English, and books nothing", async () => {
    const event = await insertEvent();
    const de = await book(event.id, { ...validFields, discount_code: "GIBTSNICHT" });
    expect(de.status).toBe(422);
    expect(de.result.ok).toBe(false);
    if (de.result.ok) return;
    expect(de.result.fieldErrors?.discount_code).toBe(refused.unknown);
    expect(de.result.values?.discount_code).toBe("GIBTSNICHT");
    const en = await book(event.id, { ...validFields, discount_code: "GIBTSNICHT" }, "en");
    expect(en.result.ok ? null : en.result.fieldErrors?.discount_code).toBe(
      englishMessages.booking.discount.refused.unknown,
    );
    expect(await countRows(BOOKINGS, "event_id = ?", event.id)).toBe(0);
    expect(await countRows("mail_outbox")).toBe(0);
    expect(await countRows(REDEMPTIONS)).toBe(0);
  });

  it("refuses an expired, a not-yet-valid and another event's code with their own words", async () => {
    const event = await insertEvent({ category: "Seminar" });
    await newCode({ code: "SOMMER", valid_until: "2020-08-31" });
    await newCode({ code: "ADVENT", valid_from: "2098-12-01" });
    await newCode({ code: "WORKSHOP", categories: ["Workshop"] });
    const problem = async (code: string) => {
      const answer = await book(event.id, { ...validFields, discount_code: code });
      return answer.result.ok ? "booked" : answer.result.fieldErrors?.discount_code;
    };
    expect(await problem("sommer")).toBe(refused.expired);
    expect(await problem("advent")).toBe(refused.not_yet_valid(formatLongDate("2098-12-01")));
    expect(await problem("workshop")).toBe(refused.not_for_event);
    expect(await problem("a b")).toBe(messages.booking.discount.codeInvalid(32));
    expect(await countRows(BOOKINGS, "event_id = ?", event.id)).toBe(0);
  });

  it("gives a use back when its booking is cancelled, and a switched-off code takes nothing", async () => {
    const event = await insertEvent();
    await newCode({ code: "EINMAL", max_uses: 1 });
    const first = await createBooking(env, event.id, { ...visitor(1), discount_code: "EINMAL" });
    expect(first.ok).toBe(true);
    const second = await createBooking(env, event.id, { ...visitor(2), discount_code: "EINMAL" });
    expect(second).toEqual({ ok: false, reason: "discount_code", problem: "used_up" });
    if (!first.ok) return;
    await env.DB.prepare(`UPDATE ${BOOKINGS} SET status = 'cancelled' WHERE id = ?`).bind(first.bookingId).run();
    const third = await createBooking(env, event.id, { ...visitor(3), discount_code: "EINMAL" });
    expect(third.ok && third.discountCents).toBe(299);

    const [listed] = await listDiscountCodes(env);
    expect(listed).toMatchObject({ code: "EINMAL", uses: 1, given_cents: 299 });
    expect(await deactivateDiscountCode(env, listed!.id)).toBe(true);
    const fourth = await createBooking(env, event.id, { ...visitor(4), discount_code: "EINMAL" });
    expect(fourth).toEqual({ ok: false, reason: "discount_code", problem: "expired" });
  });

  it("answers 'Code prüfen' with the reduced total and books nothing", async () => {
    const event = await insertEvent({ price_cents: 4900 });
    await newCode();
    const request = bookingRequest(
      event.id,
      { intent: "check_code", discount_code: "willkommen10", num_tickets: "2" },
      { ip: nextIp() },
    );
    const answer = await handleEventPageAction(request, env, event.id);
    expect(answer.status).toBe(200);
    const check = "discountCheck" in answer.result ? answer.result.discountCheck : undefined;
    expect(check).toMatchObject({ code: "WILLKOMMEN10", discountCents: 980, totalCents: 8820 });
    expect(check?.text).toBe(messages.booking.discount.accepted("WILLKOMMEN10", formatPrice(980, "EUR")));
    const wrong = await handleEventPageAction(
      bookingRequest(event.id, { intent: "check_code", discount_code: "FALSCH" }, { ip: nextIp() }),
      env,
      event.id,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.result.ok ? null : wrong.result.fieldErrors).toEqual({ discount_code: refused.unknown });
    expect(await countRows(BOOKINGS, "event_id = ?", event.id)).toBe(0);
  });
});

const visitor = (i: number) => ({
  full_name: `Gast ${String.fromCharCode(65 + (i % 26))}`,
  email: `gast${i}@example.de`,
  phone: "",
  num_tickets: 1,
});

describe("a code's last use under concurrency", () => {
  it("goes to exactly one of 10 bookings sent at the same moment, each from its own address", async () => {
    const event = await insertEvent({ max_attendees: 50, price_cents: 2990 });
    await newCode({ code: "LETZTER", max_uses: 2 });
    // One use is gone already: one is left.
    const earlier = await createBooking(env, event.id, { ...visitor(0), discount_code: "LETZTER" });
    expect(earlier.ok).toBe(true);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book(event.id, {
          ...validFields,
          full_name: visitor(i + 1).full_name,
          email: visitor(i + 1).email,
          discount_code: "letzter",
        }),
      ),
    );
    expect(answers.filter((a) => a.result.ok)).toHaveLength(1);
    for (const answer of answers.filter((a) => !a.result.ok)) {
      expect(answer.status).toBe(422);
      expect(answer.result.ok ? null : answer.result.fieldErrors?.discount_code).toBe(refused.used_up);
    }
    // Two redemptions in all, each with its booking; no booking without one, no refused booking written.
    expect(await countRows(REDEMPTIONS)).toBe(2);
    expect(await countRows(BOOKINGS, "event_id = ?", event.id)).toBe(2);
    expect(await countRows(BOOKINGS, "event_id = ? AND discount_cents = 299", event.id)).toBe(2);
    expect(await countRows("mail_outbox", "kind LIKE 'booking-%'")).toBe(2);
  });
});

describe("a Rabattcode is for Veranstaltungen (docs/glossary.md, decision 0234)", () => {
  it("a code for all events is refused for a 1:1 session and a package beside its field; nothing is booked", async () => {
    await env.DB.batch(seedStatements(new Date()).map((statement) => env.DB.prepare(statement)));
    await newCode();
    const now = new Date();
    const { days } = await loadScheduler(env, seedAppointmentTypeId(2), now);
    const slot = days.slice(3).find((day) => day.slots.some((s) => s.places.includes("online")))!.slots[0]!;
    const session = await createSessionBooking(
      env,
      { typeId: seedAppointmentTypeId(2), startMs: slot.startMs, place: "online" },
      { ...oneToOneFields, full_name: "Sina Sitzung", email: "sina@example.de", discount_code: "WILLKOMMEN10" },
      now,
    );
    const pack = await createPackagePurchase(
      env,
      seedPackageId(1),
      { ...oneToOneFields, full_name: "Paula Paket", email: "paula.code@example.de", discount_code: "WILLKOMMEN10" },
      now,
    );
    for (const answer of [session, pack])
      expect(answer).toMatchObject({ reason: "discount_code", problem: "not_for_product" });
    expect(await countRows(BOOKINGS, "email IN (?, ?)", "sina@example.de", "paula.code@example.de")).toBe(0);
    expect(await countRows(REDEMPTIONS)).toBe(0);
    // In the visitor's words, which point to what does pay a session: a voucher.
    expect(discountRefusalText(messages, "not_for_product", undefined, "de")).toBe(refused.not_for_product);
    expect(discountRefusalText(getMessages("en"), "not_for_product", undefined, "en")).toMatch(/voucher/);
    // The same code still takes 10 % off an event.
    const event = await insertEvent({ price_cents: 5000 });
    const booked = await book(event.id, { ...validFields, discount_code: "WILLKOMMEN10" });
    expect(booked.result.ok).toBe(true);
  });
});
