import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createBooking } from "../../app/features/core/booking/booking.server";
import { schedulerView } from "../../app/features/products/sessions/page.server";
import { signToken } from "../../app/lib/signed-token.server";
import { seedAppointmentTypeId, seedPackageId, seedStatements } from "../../db/seed-data";
import { ORIGIN } from "./admin-helpers";
import { createTestWorker } from "./app-harness";
import { insertEvent } from "./booking-fixtures";

/*
 * § 312j (2) BGB (issue 53): the essential facts of a paid order (what, when, where, the total with
 * its VAT, cancellation, the right of withdrawal, how to pay) stand right above the button that
 * makes the order, in the server-rendered page a browser without JavaScript gets.
 */

const worker = createTestWorker();

async function page(path: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { headers: { Accept: "text/html", "CF-Connecting-IP": "198.51.100.81" } }),
    env,
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(200);
  return html;
}

/** The text between the facts' box and the order button, and the box itself, from the form that holds both. */
function aboveButton(html: string, button: string) {
  const facts = html.indexOf('data-testid="order-facts"');
  const click = html.indexOf(`>${button}<`);
  expect(facts, "the facts box is on the page").toBeGreaterThan(-1);
  expect(click, "the order button is on the page").toBeGreaterThan(facts);
  const formStart = html.lastIndexOf("<form", facts);
  expect(html.indexOf("</form>", formStart)).toBeGreaterThan(click);
  const box = html.slice(facts, html.indexOf("</section>", facts));
  const between = html.slice(html.indexOf("</section>", facts), click);
  const text = (fragment: string) =>
    fragment
      .replace(/<[^>]+>/g, " ")
      .replace(/&nbsp;|\s+/g, " ")
      .trim();
  return { box: text(box), between, html: html.slice(formStart, facts) };
}

describe("the facts right above the order button (§ 312j (2) BGB)", () => {
  beforeAll(async () => {
    // Her hours, appointment types and packages as the demo has them.
    await env.DB.batch(seedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  });

  it("an event: title, date and time, place, total with VAT, cancellation, withdrawal, payment; no field in between", async () => {
    const event = await insertEvent({
      title: "Selbstwert-Werkstatt",
      price_cents: 8900,
      location: "Klarsinn Studio, Wilhelmitorwall 12, Braunschweig",
      event_date: "2099-06-12",
      start_time: "10:00",
      end_time: "14:00",
    });
    const { box, between, html } = aboveButton(await page(`/events/${event.slug}`), "Zahlungspflichtig buchen");
    expect(box).toContain("Deine Buchung auf einen Blick");
    expect(box).toContain("Angebot Selbstwert-Werkstatt");
    expect(box).toMatch(/Termin Freitag, 12\. Juni 2099, 10:00\s*–\s*14:00/);
    expect(box).toContain("Ort Klarsinn Studio, Wilhelmitorwall 12, Braunschweig");
    expect(box).toContain("89,00");
    expect(box).toContain("inkl. 19 % USt.");
    expect(box).toContain("Stornierung Bis 48 Stunden vor Beginn kostenfrei");
    expect(box).toContain("Widerrufsrecht 14 Tage ab Vertragsschluss");
    expect(box).toContain("Zahlung Per Überweisung");
    // Between the facts and the click only the sentence on the AGB and privacy: no input, no checkbox.
    expect(between).not.toMatch(/<input|<select|<textarea/);
    expect(between).toContain("AGB");
    // The fields (name, address, code) come before the facts.
    expect(html).toContain('name="email"');
    expect(html).toContain('name="discount_code"');
  });

  it("in English on /en, and a free registration names no payment and no withdrawal", async () => {
    const paid = await insertEvent({ price_cents: 4900 });
    const { box } = aboveButton(await page(`/en/events/${paid.slug}`), "Book and pay");
    expect(box).toContain("Your booking at a glance");
    expect(box).toContain("Right of withdrawal 14 days from the contract");
    expect(box).toContain("Payment By bank transfer");

    const free = await insertEvent({ price_cents: 0 });
    const { box: freeBox } = aboveButton(await page(`/events/${free.slug}`), "Kostenlos anmelden");
    expect(freeBox).toContain("Angebot");
    expect(freeBox).not.toContain("Widerrufsrecht");
    expect(freeBox).not.toContain("Zahlung");
  });

  it("a 1:1 session on /termin and a package on /pakete, each with its own cancellation terms", async () => {
    const type = seedAppointmentTypeId(2);
    const start = await schedulerView(env, new URL(`${ORIGIN}/termin?art=${type}&ort=online`));
    const day = start.days[0]!;
    const withDay = await schedulerView(env, new URL(`${ORIGIN}/termin?art=${type}&ort=online&tag=${day.day}`));
    const slot = withDay.times[0]!;
    const session = aboveButton(
      await page(`/termin?art=${type}&ort=online&tag=${day.day}&zeit=${slot.startMs}`),
      "Zahlungspflichtig buchen",
    );
    expect(session.box).toContain(`Termin ${withDay.day!.label}, ${slot.time} Uhr`);
    expect(session.box).toContain("Ort Online per Video");
    expect(session.box).toContain("Bis 48 Stunden vorher kostenfrei absagen oder verschieben");
    expect(session.box).toContain("Zahlung");

    const pkg = aboveButton(await page(`/pakete?paket=${seedPackageId(1)}`), "Zahlungspflichtig buchen");
    expect(pkg.box).toMatch(/Angebot .*5 Termine à 60 Minuten/);
    expect(pkg.box).toMatch(/Laufzeit \d+ Monate einlösbar/);
    expect(pkg.box).toContain("inkl. 19 % USt.");
    expect(pkg.box).toContain("Stornierung Jeden Termin aus dem Paket sagst du bis 48 Stunden vorher kostenfrei ab");
  });

  it("Meine Buchung shows date, place, total and payment above its button", async () => {
    const event = await insertEvent({ price_cents: 5900, location: "Seminarhaus am Englischen Garten, München" });
    const booked = await createBooking(
      env,
      event.id,
      { full_name: "Nora Fakten", email: "fakten@example.de", phone: "", num_tickets: 1, early_start: true },
      new Date(),
    );
    if (!booked.ok) throw new Error(booked.reason);
    const html = await page(`/buchung/${await signToken(env, "booking", booked.bookingId)}`);
    const facts = html.indexOf("Seminarhaus am Englischen Garten");
    const button = html.indexOf(">E-Mail-Adresse bestätigen<");
    expect(facts).toBeGreaterThan(-1);
    expect(button).toBeGreaterThan(facts);
    expect(html.indexOf("59,00")).toBeLessThan(button);
  });
});
