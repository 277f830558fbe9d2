import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { extractText } from "unpdf";
import { beforeEach, describe, expect, it } from "vitest";
import { confirmAddress } from "../../app/features/core/booking/transitions.server";
import { bookingWithEvent } from "../../app/features/core/invoices/invoices.server";
import { changeBookingStatus } from "../../app/features/core/booking/transitions.server";
import { createBooking, handleBookingRequest } from "../../app/features/core/booking/booking.server";
import { EARLY_START_CONSENT_VERSION, needsEarlyStartConsent } from "../../app/features/core/booking/contract";
import { withdrawalTermsPdf } from "../../app/features/core/booking/contract-mail.server";
import { bookingFormSchemas, bookingFormSchemasWithEarlyStart } from "../../app/features/core/booking/schema";
import { handleWithdrawalRequest, withdrawBooking } from "../../app/features/core/booking/withdrawal.server";
import { withdrawalSchemas } from "../../app/features/core/booking/withdrawal-schema";
import { AGB_VERSION, AGB_VERSION_ID, withdrawalTerms } from "../../app/features/extras/content/legal/withdrawal-terms";
import type { MailContent } from "../../app/features/core/mail/types";
import { recordPayment } from "../../app/features/core/payments/payments.server";
import { bookingReference } from "../../app/features/core/payments/reference";
import { parseForm } from "../../app/lib/forms";
import { signToken } from "../../app/lib/signed-token.server";
import { ORIGIN } from "./admin-helpers";
import { createTestWorker } from "./app-harness";
import { BOOKINGS, bookingRequest, countRows, insertEvent, validFields } from "./booking-fixtures";

const worker = createTestWorker();

/** A page through the whole Worker, as a browser without JavaScript gets it. */
async function page(path: string, form?: Record<string, string>) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: form ? "POST" : "GET",
      ...(form ? { body: new URLSearchParams(form) } : {}),
      headers: {
        Accept: "text/html",
        "CF-Connecting-IP": "198.51.100.77",
        ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN } : {}),
      },
    }),
    env,
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, html, headers: response.headers };
}

/** The fixtures' event: Friday 12 June 2099, 10:00 in Berlin (summer time). */
const TEN_DAYS_BEFORE = new Date("2099-06-02T08:00:00Z");
const SIXTEEN_DAYS_BEFORE = new Date("2099-05-27T08:00:00Z");
/** The booking form as a visitor sends it who did not tick the early-start request. */
const unticked = Object.fromEntries(Object.entries(validFields).filter(([name]) => name !== "early_start"));

async function mailsOf(refId: string) {
  const { results } = await env.DB.prepare(
    "SELECT kind, recipient, payload FROM mail_outbox WHERE ref_id = ? ORDER BY kind",
  )
    .bind(refId)
    .all<{ kind: string; recipient: string; payload: string }>();
  return results.map((r) => ({ ...r, mail: JSON.parse(r.payload) as MailContent }));
}

async function withdrawalRow(id: string) {
  return env.DB.prepare("SELECT * FROM klarsinn_withdrawal WHERE id = ?").bind(id).first<{
    outcome: string;
    booking_id: string | null;
    refund_cents: number;
    refund_due_on: string | null;
    received_at: string;
    reference: string;
  }>();
}

function withdrawalPost(fields: Record<string, string>, { locale = "de", ip = "203.0.113.90" } = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request(`http://example.test${locale === "en" ? "/en" : ""}/widerruf`, {
    method: "POST",
    body,
    headers: { "CF-Connecting-IP": ip },
  });
}

/** A booking the coach confirmed (invoice issued), optionally paid in full. */
async function confirmedBooking(email: string, { paid = false, now = TEN_DAYS_BEFORE } = {}) {
  const event = await insertEvent({ price_cents: 4900 });
  const booked = await createBooking(
    env,
    event.id,
    { full_name: "Nele Hartmann", email, phone: "", num_tickets: 2, early_start: true },
    now,
  );
  if (!booked.ok) throw new Error(booked.reason);
  // The address confirmed, then the coach's confirmation concludes the contract (AGB § 3).
  await env.DB.prepare(`UPDATE ${BOOKINGS} SET hold_expires_at = NULL WHERE id = ?`).bind(booked.bookingId).run();
  expect(await changeBookingStatus(env, booked.bookingId, "confirmed", now)).toBe(true);
  if (paid) {
    const payment = await recordPayment(env, booked.bookingId, {
      paid_on: "2099-06-02",
      method: "transfer",
      amount: "",
      note: "",
    });
    expect(payment.ok).toBe(true);
  }
  return { event, bookingId: booked.bookingId, reference: bookingReference(booked.bookingId) };
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare("DELETE FROM klarsinn_withdrawal"),
    env.DB.prepare("DELETE FROM klarsinn_early_start_consent"),
    env.DB.prepare("DELETE FROM klarsinn_payment"),
    env.DB.prepare(`DELETE FROM ${BOOKINGS}`),
    env.DB.prepare("DELETE FROM rate_limits"),
  ]);
});

describe("the early-start request (§ 356 (4), § 357a (2) BGB)", () => {
  const event = { event_date: "2099-06-12", start_time: "10:00" };

  it("is asked for events starting within the withdrawal period (plus a day for the coach's confirmation)", () => {
    expect(needsEarlyStartConsent(event, TEN_DAYS_BEFORE)).toBe(true);
    expect(needsEarlyStartConsent(event, new Date("2099-05-28T08:00:00Z"))).toBe(true); // 15 days
    expect(needsEarlyStartConsent(event, SIXTEEN_DAYS_BEFORE)).toBe(false);
  });

  it("the browser's schema requires the box for such an event, in the page's language; the plain one does not", () => {
    const de = parseForm(bookingFormSchemasWithEarlyStart.de, unticked);
    expect(de).toMatchObject({
      success: false,
      fieldErrors: { early_start: expect.stringContaining("Widerrufsfrist") },
    });
    const en = parseForm(bookingFormSchemasWithEarlyStart.en, unticked);
    expect(en).toMatchObject({
      success: false,
      fieldErrors: { early_start: expect.stringContaining("withdrawal period") },
    });
    expect(parseForm(bookingFormSchemasWithEarlyStart.de, validFields)).toMatchObject({
      success: true,
      data: { early_start: true },
    });
    expect(parseForm(bookingFormSchemas.de, unticked)).toMatchObject({ success: true, data: { early_start: false } });
  });

  it("the server refuses a booking inside the period without it: 400, the field's message, nothing written", async () => {
    const inside = await insertEvent();
    const answer = await handleBookingRequest(bookingRequest(inside.id, unticked), env, inside.id, TEN_DAYS_BEFORE);
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({
      ok: false,
      fieldErrors: { early_start: expect.stringContaining("Widerrufsfrist") },
      values: { full_name: validFields.full_name },
    });
    expect(await countRows(BOOKINGS, "event_id = ?", inside.id)).toBe(0);
    expect(await countRows("mail_outbox")).toBe(0);
  });

  it("records the request with the booking, its time and the wording's version, in the same batch", async () => {
    const inside = await insertEvent();
    const answer = await handleBookingRequest(
      bookingRequest(inside.id, validFields, { locale: "en" }),
      env,
      inside.id,
      TEN_DAYS_BEFORE,
    );
    expect(answer.status).toBe(200);
    const consent = await env.DB.prepare(
      `SELECT c.consented_at, c.text_version, c.locale FROM klarsinn_early_start_consent c
       JOIN ${BOOKINGS} b ON b.id = c.booking_id WHERE b.event_id = ?`,
    )
      .bind(inside.id)
      .first();
    expect(consent).toEqual({
      consented_at: TEN_DAYS_BEFORE.toISOString(),
      text_version: EARLY_START_CONSENT_VERSION,
      locale: "en",
    });
  });

  it("books an event beyond the period without asking, and records nothing", async () => {
    const outside = await insertEvent();
    const answer = await handleBookingRequest(
      bookingRequest(outside.id, unticked),
      env,
      outside.id,
      SIXTEEN_DAYS_BEFORE,
    );
    expect(answer.status).toBe(200);
    expect(await countRows("klarsinn_early_start_consent")).toBe(0);
  });
});

describe("the withdrawal form's schema (browser and server)", () => {
  it("takes the booking number as people copy it and refuses anything else, in both languages", () => {
    const ok = parseForm(withdrawalSchemas.de, {
      full_name: "  Nele   Hartmann ",
      email: "Nele@Example.de",
      reference: " #3f2a 9c1b ",
      step: "review",
    });
    expect(ok).toEqual({
      success: true,
      data: { full_name: "Nele Hartmann", email: "nele@example.de", reference: "3F2A9C1B", step: "review" },
    });
    const bad = parseForm(withdrawalSchemas.de, { full_name: "x1", email: "nope", reference: "XYZ", step: "confirm" });
    expect(bad).toMatchObject({
      success: false,
      fieldErrors: {
        full_name: expect.stringContaining("Buchstaben"),
        email: expect.stringContaining("E-Mail"),
        reference: expect.stringContaining("8 Zeichen"),
      },
    });
    // The number is optional (decision 0193): the address alone names the one contract that fits.
    expect(parseForm(withdrawalSchemas.en, { full_name: "Emma", email: "e@x.org", reference: "" })).toMatchObject({
      success: true,
      data: { reference: "" },
    });
    expect(parseForm(withdrawalSchemas.de, { ...ok, step: "delete" }).success).toBe(false);
  });
});

describe("withdrawBooking (§ 356a BGB)", () => {
  it("cancels a matching booking free of charge, issues the Stornorechnung, marks the payment for refund in 14 days", async () => {
    const { bookingId, reference } = await confirmedBooking("nele@example.de", { paid: true });
    // Inside the AGB's 48 hours a cancellation would cost 50 %; a withdrawal costs nothing.
    const now = new Date("2099-06-11T12:00:00Z");
    const receipt = await withdrawBooking(
      env,
      { fullName: "Nele Hartmann", email: "nele@example.de", reference, locale: "de" },
      now,
    );
    if (!receipt.ok) throw new Error(receipt.reason);
    expect(receipt.outcome).toBe("cancelled");
    const booking = await env.DB.prepare(
      `SELECT status, cancelled_by, cancellation_fee_cents FROM ${BOOKINGS} WHERE id = ?`,
    )
      .bind(bookingId)
      .first();
    expect(booking).toEqual({ status: "cancelled", cancelled_by: "visitor", cancellation_fee_cents: 0 });
    expect(await withdrawalRow(receipt.id)).toMatchObject({
      outcome: "cancelled",
      booking_id: bookingId,
      refund_cents: 9800,
      refund_due_on: "2099-06-25",
      received_at: now.toISOString(),
      reference,
    });
    const invoices = await env.DB.prepare(
      "SELECT kind, gross_cents FROM klarsinn_invoice WHERE booking_id = ? ORDER BY kind",
    )
      .bind(bookingId)
      .all();
    expect(invoices.results).toEqual([
      { kind: "cancellation", gross_cents: -9800 },
      { kind: "invoice", gross_cents: 9800 },
    ]);
    const kinds = (await mailsOf(receipt.id)).map((m) => [m.kind, m.recipient]);
    expect(kinds).toEqual([
      ["withdrawal-notification", "hallo@klarsinn-coaching.de"],
      ["withdrawal-receipt", "nele@example.de"],
    ]);
    expect((await mailsOf(bookingId)).map((m) => m.kind)).toContain("invoice-documents");
    const coach = (await mailsOf(receipt.id))[0]!.mail.text;
    expect(coach).toContain("kostenfrei storniert");
    expect(coach).toContain("Zurückzuzahlen: 98,00 EUR, bitte bis 2099-06-25.");
  });

  it("an unknown number or address gets a clear answer and changes nothing (decision 0193)", async () => {
    const { reference } = await confirmedBooking("nele@example.de");
    const now = new Date("2099-06-03T09:00:00Z");
    const fields = { full_name: "Nele Hartmann", reference, step: "confirm" };
    const stranger = await handleWithdrawalRequest(
      withdrawalPost({ ...fields, email: "fremd@example.de" }, { ip: "203.0.113.91" }),
      env,
      now,
    );
    expect(stranger.status).toBe(404);
    expect(stranger.result).toMatchObject({ ok: false, message: { text: expect.stringContaining("keine Buchung") } });
    const wrongNumber = await handleWithdrawalRequest(
      withdrawalPost({ ...fields, email: "nele@example.de", reference: "0000ABCD", step: "review" }),
      env,
      now,
    );
    expect(wrongNumber.status).toBe(404);
    expect(wrongNumber.result.message?.text).toContain("Es wurde nichts geändert.");
    expect(await countRows("klarsinn_withdrawal")).toBe(0);
    expect(await countRows(BOOKINGS, "status = 'confirmed'")).toBe(1);
    expect(await countRows("mail_outbox", "kind LIKE 'withdrawal-%'")).toBe(0);
  });

  it("a booking already cancelled, or an event that has begun, is left to the coach (review), with a receipt", async () => {
    const { bookingId, reference, event } = await confirmedBooking("ben@example.de");
    const started = new Date("2099-06-12T09:00:00Z");
    const receipt = await withdrawBooking(
      env,
      { fullName: "Ben Roth", email: "ben@example.de", reference, locale: "de" },
      started,
    );
    expect(receipt).toMatchObject({ ok: true, outcome: "review" });
    expect(await countRows(BOOKINGS, "id = ? AND status = 'confirmed'", bookingId)).toBe(1);
    expect(await countRows("klarsinn_withdrawal", "outcome = 'review' AND booking_id = ?", bookingId)).toBe(1);
    expect(event.id).toBeTruthy();
  });

  it("states the receipt's date and time in Berlin time, winter and summer, on the page and in the e-mail", async () => {
    const winter = new Date("2026-11-27T00:15:00Z"); // 01:15 in Berlin (CET)
    const summer = new Date("2027-07-01T22:30:00Z"); // 00:30 the next day in Berlin (CEST)
    // Two contracts concluded the day before, each withdrawn inside its period.
    const early = await confirmedBooking("emma@example.org", { now: new Date("2026-11-26T09:00:00Z") });
    const later = await confirmedBooking("emma.w@example.org", { now: new Date("2027-06-30T09:00:00Z") });
    const fields = { full_name: "Emma Walker", email: "emma@example.org", reference: early.reference, step: "confirm" };
    const de = await handleWithdrawalRequest(withdrawalPost(fields), env, winter);
    expect(de.result.receivedAt).toBe("27.11.2026, 01:15");
    const en = await handleWithdrawalRequest(
      withdrawalPost(
        { ...fields, email: "emma.w@example.org", reference: later.reference },
        { locale: "en", ip: "203.0.113.92" },
      ),
      env,
      summer,
    );
    expect(en.result.receivedAt).toBe("2 July 2027 at 00:30");
    const receipts = await env.DB.prepare(
      "SELECT payload FROM mail_outbox WHERE kind = 'withdrawal-receipt' ORDER BY created_at",
    ).all<{
      payload: string;
    }>();
    const texts = receipts.results.map((r) => (JSON.parse(r.payload) as MailContent).text);
    expect(texts.some((t) => t.includes("am 27.11.2026, 01:15 Uhr (deutsche Zeit)"))).toBe(true);
    expect(texts.some((t) => t.includes("on 2 July 2027 at 00:30 (Berlin time)"))).toBe(true);
  });

  it("the first step writes nothing; bad input answers 400 with the field's message and writes nothing", async () => {
    // A contract of today (the handler's clock is the real one), its number typed in lower case.
    const { reference } = await confirmedBooking("emma@example.org", { now: new Date() });
    const review = await handleWithdrawalRequest(
      withdrawalPost({ full_name: "Emma Walker", email: "emma@example.org", reference: reference.toLowerCase() }),
      env,
    );
    expect(review).toMatchObject({
      status: 200,
      result: { ok: true, step: "review", declaration: { reference } },
    });
    const bad = await handleWithdrawalRequest(
      withdrawalPost(
        { full_name: "Emma Walker", email: "emma@example.org", reference: "nope", step: "confirm" },
        { ip: "203.0.113.93" },
      ),
      env,
    );
    expect(bad.status).toBe(400);
    expect(bad.result).toMatchObject({ ok: false, fieldErrors: { reference: expect.stringContaining("8 Zeichen") } });
    expect(await countRows("klarsinn_withdrawal")).toBe(0);
    expect(await countRows("mail_outbox", "kind LIKE 'withdrawal-%'")).toBe(0);
  });
});

describe("the contract e-mail (§ 312f (2) BGB)", () => {
  it("the coach's confirmation carries the Widerrufsbelehrung, the model form, the AGB version, the early-start request and the PDF", async () => {
    const { bookingId } = await confirmedBooking("lea@example.de");
    const confirmation = (await mailsOf(bookingId)).find((m) => m.kind === "booking-status")?.mail;
    expect(confirmation).toBeTruthy();
    expect(confirmation!.text).toContain(`AGB in der Fassung vom ${AGB_VERSION.de}`);
    expect(confirmation!.text).toContain("WIDERRUFSBELEHRUNG");
    expect(confirmation!.text).toContain("MUSTER-WIDERRUFSFORMULAR");
    expect(confirmation!.text).toContain(withdrawalTerms.sections[1]!.paragraphs[0]);
    expect(confirmation!.text).toContain(
      "ausdrücklich verlangt, dass die Leistung schon vor Ablauf der Widerrufsfrist beginnt",
    );
    expect(confirmation!.text).toMatch(/Widerrufen kannst du auch direkt online: http:\/\/[^/]+\/widerruf/);
    const pdf = confirmation!.attachments?.find((a) => a.filename === "widerrufsbelehrung.pdf");
    expect(pdf).toMatchObject({ contentType: "application/pdf", encoding: "base64" });
    const bytes = atob(pdf!.content);
    expect(bytes.startsWith("%PDF-1.4")).toBe(true);
    expect(bytes.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("the PDF puts the model form on a page of its own", () => {
    const text = new TextDecoder().decode(withdrawalTermsPdf(withdrawalTerms, new Date("2026-11-27T00:00:00Z")));
    expect(text).toMatch(/\/Count [2-9]/);
  });
});

describe("the AGB on a durable medium (§ 312f (2) BGB, decision 0192)", () => {
  const pdfText = async (base64: string) =>
    (
      await extractText(
        Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)),
        { mergePages: true },
      )
    ).text.replace(/\s+/g, " ");

  it("the contract e-mail carries the AGB in full, as text and as agb.pdf, as /agb shows them", async () => {
    // Her edit in the back office is what /agb shows, so it is what the contract e-mail carries.
    await env.DB.prepare(
      "INSERT INTO web_content (id, page, section, content_key, content_de, content_en) VALUES ('agb-test', 'agb', 'haftung', 'body', ?, '')",
    )
      .bind("Die Anbieterin haftet nach den gesetzlichen Vorschriften, geändert am Testtag.")
      .run();
    const { bookingId } = await confirmedBooking("agb@example.de");
    const confirmation = (await mailsOf(bookingId)).find((m) => m.kind === "booking-status")!.mail;
    expect(confirmation.attachments?.map((a) => a.filename)).toEqual(
      expect.arrayContaining(["widerrufsbelehrung.pdf", "agb.pdf"]),
    );
    for (const expected of [
      `ALLGEMEINE GESCHÄFTSBEDINGUNGEN (Stand: ${AGB_VERSION.de})`,
      "§ 5 STORNIERUNG",
      "– Bis 48 Stunden vor dem Termin kannst du kostenfrei stornieren.",
      "Die Anbieterin haftet nach den gesetzlichen Vorschriften, geändert am Testtag.",
      "§ 10 SCHLUSSBESTIMMUNGEN",
    ]) {
      expect(confirmation.text).toContain(expected);
    }
    expect(confirmation.html).toContain("§ 10 Schlussbestimmungen".toUpperCase());
    const agb = await pdfText(confirmation.attachments!.find((a) => a.filename === "agb.pdf")!.content);
    for (const expected of [
      "Allgemeine Geschäftsbedingungen",
      `Stand: ${AGB_VERSION.de}`,
      "§ 3 Vertragsschluss",
      "§ 6 Widerrufsrecht für Verbraucher",
      "Muster-Widerrufsformular",
      "ich/wir (*)",
      "geändert am Testtag",
      "§ 10 Schlussbestimmungen",
    ]) {
      expect(agb).toContain(expected);
    }
    // Markup is read, not printed.
    expect(agb).not.toContain("**");
    expect(agb).not.toContain("### ");
  }, 90_000); // pdf.js loads once per file: slow on a busy machine

  it("the binding click stores the AGB version the visitor agreed to with the booking", async () => {
    const event = await insertEvent({ price_cents: 4900 });
    const booked = await createBooking(
      env,
      event.id,
      { full_name: "Nele Hartmann", email: "version@example.de", phone: "", num_tickets: 1, early_start: true },
      TEN_DAYS_BEFORE,
    );
    if (!booked.ok) throw new Error(booked.reason);
    const version = () =>
      env.DB.prepare(`SELECT agb_version FROM ${BOOKINGS} WHERE id = ?`)
        .bind(booked.bookingId)
        .first<string>("agb_version");
    expect(await version()).toBeNull();
    const row = await bookingWithEvent(env, booked.bookingId);
    expect((await confirmAddress(env, row!, new Date(TEN_DAYS_BEFORE.getTime() + 60_000))).ok).toBe(true);
    expect(await version()).toBe(AGB_VERSION_ID);
  });
});

describe("the pages (server-rendered, as without JavaScript)", () => {
  it("a free event's button says Kostenlos anmelden / Register for free; a paid one names the duty to pay", async () => {
    const free = await insertEvent({ price_cents: 0 });
    const paid = await insertEvent({ price_cents: 2500 });
    expect((await page(`/events/${free.slug}`)).html).toContain(">Kostenlos anmelden<");
    expect((await page(`/en/events/${free.slug}`)).html).toContain(">Register for free<");
    const german = (await page(`/events/${paid.slug}`)).html;
    expect(german).toContain(">Zahlungspflichtig buchen<");
    expect(german).toMatch(/href="\/agb"[^>]*>AGB</);
    expect(german).toMatch(/href="\/datenschutz"[^>]*>Datenschutzerklärung</);
    expect((await page(`/en/events/${paid.slug}`)).html).toContain(">Book and pay<");
  });

  it("every page's footer links the withdrawal function, in its language", async () => {
    expect((await page("/about")).html).toMatch(/href="\/widerruf"[^>]*>Vertrag widerrufen</);
    expect((await page("/en/about")).html).toMatch(/href="\/en\/widerruf"[^>]*>Withdraw from contract</);
  });

  it("the withdrawal page is prefilled from Meine Buchung's token, never cached, and a wrong token prefills nothing", async () => {
    const { bookingId, reference } = await confirmedBooking("prefill@example.de");
    const token = await signToken(env, "booking", bookingId);
    const prefilled = await page(`/widerruf?buchung=${token}`);
    expect(prefilled.status).toBe(200);
    expect(prefilled.headers.get("Cache-Control")).toBe("private, no-store");
    expect(prefilled.html).toContain('value="prefill@example.de"');
    expect(prefilled.html).toContain(`value="${reference}"`);
    const wrong = await page(`/widerruf?buchung=${token}x`);
    expect(wrong.status).toBe(200);
    expect(wrong.html).not.toContain("prefill@example.de");
  });

  it("both steps work as plain form posts, in English too: review, then the receipt's time", async () => {
    const { reference } = await confirmedBooking("emma@example.org", { now: new Date() });
    const fields = { full_name: "Emma Walker", email: "emma@example.org", reference: reference.toLowerCase() };
    const review = await page("/en/widerruf", { ...fields, step: "review" });
    expect(review.status).toBe(200);
    expect(review.html).toContain("Please check your withdrawal");
    expect(review.html).toContain(">Confirm withdrawal<");
    const done = await page("/en/widerruf", { ...fields, reference, step: "confirm" });
    expect(done.status).toBe(200);
    expect(done.html).toMatch(/Received on \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} \(Berlin time\)\./);
    expect(await countRows("klarsinn_withdrawal", "email = 'emma@example.org'")).toBe(1);
  });
});
