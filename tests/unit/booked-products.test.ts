/**
 * A booked row is one product (decision 0234): `productOf` reads the row's kind once, and the kernel's
 * deadlines, terms, tax rule and e-mail words come from that product's descriptor. Each case here
 * checks a rule against what each descriptor declares; the last one changes a declaration for a
 * moment and requires the rule to follow it, which a rule that asks the row's kind would not.
 */
import { describe, expect, it } from "vitest";
import { coachConfirmsBy, cancellationQuote, cancellationTermsOf } from "../../app/features/core/booking/policy";
import { titleRowLabel, whenRows } from "../../app/features/core/booking/mail";
import { productOf } from "../../app/features/core/booking/products/booked";
import { eventSeat } from "../../app/features/core/booking/products/event-seat";
import { sessionPackage } from "../../app/features/core/booking/products/package";
import { session } from "../../app/features/core/booking/products/session";
import { placeOfSupplyWithClient } from "../../app/features/core/booking/reverse-charge";
import { BOOKING_POLICY } from "../../app/features/core/booking/policy";
import { COACHING_TERMS } from "../../app/config/coaching";
import { getMailMessages } from "../../app/lib/mail-messages.server";
import { EVENT_KINDS } from "../../db/enums";
import { eventFields } from "../../app/features/compositions/admin/resources";
import { startsConfirmingByItself } from "../../app/features/core/booking/products/product";
import { valueVoucher } from "../../app/features/core/booking/products/voucher";

const HOUR = 60 * 60 * 1000;
const day = (date: Date) => date.toISOString().slice(0, 10);

describe("productOf", () => {
  it("gives every kind of the events table the descriptor that declares that kind", () => {
    for (const kind of EVENT_KINDS) expect(productOf({ kind }).eventKind).toBe(kind);
    expect(new Set(EVENT_KINDS.map((kind) => productOf({ kind }))).size).toBe(EVENT_KINDS.length);
  });

  it("reads a row without a kind, or with one it does not know, as an event seat", () => {
    expect(productOf({})).toBe(eventSeat);
    expect(productOf({ kind: null })).toBe(eventSeat);
    expect(productOf({ kind: "toString" })).toBe(eventSeat);
    expect(productOf({ kind: "voucher" })).toBe(eventSeat);
  });
});

describe("the rules read the product's declaration", () => {
  // A row far enough ahead for every free window, and one a day ahead, inside every window.
  const now = new Date("2026-12-07T10:00:00Z");
  const far = { event_date: day(new Date(now.getTime() + 30 * 24 * HOUR)), start_time: "10:00" };
  const soon = { event_date: day(new Date(now.getTime() + 30 * HOUR)), start_time: "18:00" };

  it("cancelling: free hours and fee as the product's terms name them; a package's sessions, not the package", () => {
    for (const product of [eventSeat, session, sessionPackage]) {
      const row = { ...soon, kind: product.eventKind, free_change_hours: 24 };
      const quote = cancellationQuote(row, 10_000, now);
      switch (product.terms.cancellation) {
        case "package-unused-credits":
          expect(quote.kind).toBe("closed");
          break;
        case "coaching-hours":
          // Its own 24 hours have not begun: free; the AGB's 48 for events would have.
          expect(cancellationTermsOf(row)).toEqual({ hours: 24, percent: COACHING_TERMS.lateCancellationFeePercent });
          expect(quote.kind).toBe("free");
          break;
        case "agb-event-fee":
          expect(cancellationTermsOf(row)).toEqual({
            hours: BOOKING_POLICY.freeCancellationHours,
            percent: BOOKING_POLICY.lateCancellationFeePercent,
          });
          expect(quote).toEqual({
            kind: "fee",
            percent: BOOKING_POLICY.lateCancellationFeePercent,
            feeCents: (10_000 * BOOKING_POLICY.lateCancellationFeePercent) / 100,
          });
          break;
        default:
          throw new Error(`no case for ${product.terms.cancellation}`);
      }
    }
  });

  it("her answer's deadline: the start where the product has one, else the answer hours alone", () => {
    const confirmedAt = new Date(new Date(`${soon.event_date}T17:00:00Z`).getTime() - HOUR).toISOString();
    for (const product of [eventSeat, session, sessionPackage]) {
      const by = coachConfirmsBy(confirmedAt, { ...soon, kind: product.eventKind });
      const answerHours = new Date(new Date(confirmedAt).getTime() + BOOKING_POLICY.coachAnswerHours * HOUR);
      if (product.schedule === "valid-until") expect(by).toEqual(answerHours);
      else expect(by.getTime()).toBeLessThan(answerHours.getTime());
    }
  });

  it("the e-mails' rows: a dated product's date and time, a package's last day; seats only for a seat", () => {
    for (const product of [eventSeat, session, sessionPackage]) {
      const rows = whenRows({ ...far, end_time: "12:00", course_dates: null, kind: product.eventKind }, "de");
      const labels = rows.map(([label]) => label);
      const l = getMailMessages("de").rows;
      expect(labels).toEqual(product.schedule === "valid-until" ? [l.validUntil] : [l.date, l.time]);
      for (const locale of ["de", "en"] as const) {
        expect(titleRowLabel({ kind: product.eventKind }, locale)).toBe(
          product.mailWords(getMailMessages(locale)).rowLabel,
        );
      }
    }
  });

  it("VAT's place of supply: a product taxed where the client sits always, an event where it is held", () => {
    for (const product of [eventSeat, session, sessionPackage]) {
      const inTown = placeOfSupplyWithClient({ kind: product.eventKind, location: "Braunschweig, Praxis" });
      expect(inTown).toBe(product.placeOfSupply === "client");
    }
  });
});

describe("a changed declaration changes the rule", () => {
  /** Runs `check` with `changes` laid over the session's descriptor, and puts it back after. */
  function withSession(changes: Partial<typeof session>, check: () => void) {
    const kept = { ...session };
    Object.assign(session, changes);
    try {
      check();
    } finally {
      Object.assign(session, kept);
    }
  }
  const row = { kind: "session" as const, event_date: "2027-03-01", start_time: "10:00", free_change_hours: 24 };

  it("the session under an event's terms, schedule, tax rule and words", () => {
    withSession({ terms: { ...session.terms, cancellation: "agb-event-fee" } }, () =>
      expect(cancellationTermsOf(row).hours).toBe(BOOKING_POLICY.freeCancellationHours),
    );
    expect(cancellationTermsOf(row).hours).toBe(24);
    withSession({ schedule: "valid-until" }, () =>
      expect(whenRows({ ...row, end_time: "11:00", course_dates: null }, "de")).toHaveLength(1),
    );
    expect(whenRows({ ...row, end_time: "11:00", course_dates: null }, "de")).toHaveLength(2);
    withSession({ placeOfSupply: "venue" }, () =>
      expect(placeOfSupplyWithClient({ kind: "session", location: "Braunschweig, Praxis" })).toBe(false),
    );
    expect(placeOfSupplyWithClient({ kind: "session", location: "Braunschweig, Praxis" })).toBe(true);
    withSession({ mailWords: eventSeat.mailWords }, () =>
      expect(titleRowLabel(row, "de")).toBe(getMailMessages("de").rows.event),
    );
    expect(titleRowLabel(row, "de")).toBe(getMailMessages("de").rows.session);
  });
});

describe("the confirmation rule", () => {
  it("an event seat, a session and a package confirm themselves unless she switched it off; a voucher on payment", () => {
    // The 1:1 practice runs without her click, as events and packages do (decisions 0160, 0186).
    for (const product of [eventSeat, session, sessionPackage]) {
      expect(product.confirmation).toBe("auto-unless-switched-off");
      expect(startsConfirmingByItself(product)).toBe(true);
    }
    expect(valueVoucher.confirmation).toBe("on-payment");
    expect(startsConfirmingByItself(valueVoucher)).toBe(false);
  });

  it("a new event's form starts with its switch as the event seat's descriptor declares", () => {
    const field = eventFields.find((candidate) => candidate.name === "auto_confirm");
    expect(field && "checkedWhenNew" in field ? field.checkedWhenNew : undefined).toBe(
      startsConfirmingByItself(eventSeat),
    );
  });
});
